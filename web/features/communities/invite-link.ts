/** The shareable link of a community invite code: {origin}/invite/{code} (spec section 9). */
export function inviteLinkFor(inviteCode: string): string {
  return `${window.location.origin}/invite/${encodeURIComponent(inviteCode)}`;
}

/**
 * What the user typed or pasted into the join form, as a code: a whole invite link is
 * accepted too, so pasting the link someone shared just works.
 */
export function inviteCodeFromInput(input: string): string {
  const trimmed = input.trim();
  const fromLink = /\/invite\/([^/?#\s]+)/.exec(trimmed)?.[1];
  return fromLink ? decodeURIComponent(fromLink) : trimmed;
}
