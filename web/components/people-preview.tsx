import './people-preview.css';

export type PreviewPerson = { id: number; name: string };

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * 'Priya, Kwame + 5 going' (the member themself is 'You'): the first people going by name, the rest
 * counted. `people` are the first few going, `total` everyone going.
 */
export function goingText(people: readonly PreviewPerson[], total: number, viewerId: number | null): string {
  if (total === 0) {
    return 'Nobody going yet';
  }
  const names = people.slice(0, 2).map((person) => (person.id === viewerId ? 'You' : firstWord(person.name)));
  const rest = total - names.length;
  if (names.length === 0) {
    return `${total} going`;
  }
  return rest > 0 ? `${names.join(', ')} + ${rest} going` : `${names.join(' and ')} going`;
}

/** The avatar initial of a display name. */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

type PeoplePreviewProps = { people: readonly PreviewPerson[]; total: number; viewerId: number | null };

/** Initials avatars of the first people going, and the sentence saying who and how many. */
export function PeoplePreview({ people, total, viewerId }: PeoplePreviewProps) {
  return (
    <span className="people-preview">
      {people.length > 0 ? (
        <span className="people-avatars" aria-hidden="true">
          {people.slice(0, 3).map((person) => (
            <span key={person.id} className="people-avatar">
              {initialOf(person.name)}
            </span>
          ))}
        </span>
      ) : null}
      <span className="people-text">{goingText(people, total, viewerId)}</span>
    </span>
  );
}
