import type { User } from '@contracts/users/schemas';

type NamedUser = Pick<User, 'full_name' | 'username'>;

/** The first word of the full name, else the username (greeting and user menu). */
export function firstNameOf(user: NamedUser): string {
  const first = user.full_name?.trim().split(/\s+/)[0];
  return first ? first : user.username;
}

/** The avatar initial: the first letter of full_name, else of username (spec section 3). */
export function avatarInitialOf(user: NamedUser): string {
  const source = user.full_name?.trim() ? user.full_name.trim() : user.username;
  return source.charAt(0).toUpperCase();
}
