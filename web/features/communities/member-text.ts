type NamedPerson = { full_name: string | null; username: string };

/** How a member is named on screen and in the success messages: full name, else username. */
export function memberNameOf(person: NamedPerson): string {
  const fullName = person.full_name?.trim();
  return fullName ? fullName : person.username;
}

/** '1 member', '12 members'. */
export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}
