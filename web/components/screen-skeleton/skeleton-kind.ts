/** The shapes of screen the skeletons draw while a screen loads. */
export type SkeletonKind = 'home' | 'list' | 'detail' | 'form' | 'invitation';

const RULES: ReadonlyArray<[RegExp, SkeletonKind]> = [
  [/^\/home\/?$/, 'home'],
  [/^\/(login|register|reset-password|verify-email|auth\/callback)\/?$/, 'form'],
  [/^\/(join-event|invite)(\/|$)/, 'invitation'],
  [/^\/(events|communities)\/[^/]+\/settings\/?$/, 'form'],
  [/^\/(events|communities)\/[^/]+\/?$/, 'detail'],
  [/^\/(settings|developer|donate)\/?$/, 'form'],
];

/** Which skeleton stands for the screen at `pathname` (a list for anything else). */
export function skeletonKindFor(pathname: string): SkeletonKind {
  return RULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'list';
}

/** Pages a guest sees without the signed-in top bar (spec section 2's guest-only and public pages). */
export function isGuestPath(pathname: string): boolean {
  return /^\/(login|register|reset-password|verify-email|auth\/callback|join-event|invite|privacy|terms)(\/|$)/.test(pathname);
}
