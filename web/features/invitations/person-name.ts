import type { Person } from '@contracts/communities/schemas';

/** How a person is named on invitations: full name, else username. */
export function personName(person: Pick<Person, 'full_name' | 'username'>): string {
  return person.full_name?.trim() ? person.full_name.trim() : person.username;
}
