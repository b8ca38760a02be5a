/** How a person is named to others: their full name, else their username. */
export const displayName = (user: { full_name: string | null; username: string }): string => user.full_name ?? user.username;
