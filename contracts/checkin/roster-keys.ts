/**
 * A roster entry's key: `m<user id>` for a member, `w<walk-in id>` for a walk-in. No imports, so
 * the door screen names entries the server's way without pulling zod into its bundle.
 */
export const memberKey = (userId: number) => `m${userId}`;
export const walkInKey = (walkInId: string) => `w${walkInId}`;
