/**
 * Work that must happen when a member signs out, while their token still works: removing this
 * browser's push subscription, clearing their cached data and queued writes. Each hook is best
 * effort: signing out never fails because one of them did.
 */
type SignOutHook = (oldToken: string | null) => Promise<void>;

const hooks = new Set<SignOutHook>();

/** Registers a hook; returns a function that removes it. */
export function onSignOut(hook: SignOutHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runSignOutHooks(oldToken: string | null): Promise<void> {
  await Promise.all(
    [...hooks].map((hook) =>
      hook(oldToken).catch((err: unknown) => {
        console.error('A sign-out step failed:', err);
      }),
    ),
  );
}
