import './people-preview.css';

export type PreviewPerson = { id: number; name: string };
/** The member looking, and whether they are going. */
export type PreviewViewer = PreviewPerson & { going: boolean };

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The people to name, in order: the member themself first when they are going (issue 28: a list
 * that names the first to answer said 'Olivia, Mo + 1' to the member who was the + 1), then the
 * others.
 */
function namedPeople(people: readonly PreviewPerson[], viewer: PreviewViewer | null): PreviewPerson[] {
  if (!viewer) {
    return [...people];
  }
  const others = people.filter((person) => person.id !== viewer.id);
  return viewer.going ? [viewer, ...others] : others;
}

/**
 * 'You, Priya + 5 going': the first people going by name (the member first, as 'You'), the rest
 * counted. `people` are the first few going, `total` everyone going.
 */
export function goingText(people: readonly PreviewPerson[], total: number, viewer: PreviewViewer | null): string {
  if (total === 0) {
    return 'Nobody going yet';
  }
  const names = namedPeople(people, viewer)
    .slice(0, Math.min(2, total))
    .map((person) => (person.id === viewer?.id ? 'You' : firstWord(person.name)));
  const rest = total - names.length;
  if (names.length === 0) {
    return `${total} going`;
  }
  return rest > 0 ? `${names.join(', ')} + ${rest} going` : `${names.join(' and ')} going`;
}

/** The signed-in member as the preview names them, going or not by their own answer. */
export function previewViewer(user: { id: number; username: string; full_name: string | null } | null, myRsvp: string | null | undefined): PreviewViewer | null {
  return user ? { id: user.id, name: user.full_name?.trim() || user.username, going: myRsvp === 'going' } : null;
}

/** The avatar initial of a display name. */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

type PeoplePreviewProps = { people: readonly PreviewPerson[]; total: number; viewer: PreviewViewer | null };

/** Initials avatars of the first people going (the member first when going), and the sentence saying who and how many. */
export function PeoplePreview({ people, total, viewer }: PeoplePreviewProps) {
  const shown = namedPeople(people, viewer).slice(0, Math.min(3, total));
  return (
    <span className="people-preview">
      {shown.length > 0 ? (
        <span className="people-avatars" aria-hidden="true">
          {shown.map((person) => (
            <span key={person.id} className="people-avatar">
              {initialOf(person.name)}
            </span>
          ))}
        </span>
      ) : null}
      <span className="people-text">{goingText(people, total, viewer)}</span>
    </span>
  );
}
