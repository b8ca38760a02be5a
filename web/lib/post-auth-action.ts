/**
 * What to do once the user has signed in (spec section 4: "run and clear any saved post-auth
 * callback"). Two kinds, both cleared when used:
 * - a path to return to (e.g. /invite/CODE), kept in localStorage so it survives the Google
 *   sign-in round trip and a page reload;
 * - a callback in memory, for work that only makes sense in this page load.
 */
const RETURN_PATH_KEY = 'post_auth_return_path';

type PostAuthCallback = () => void | Promise<void>;

let pendingCallback: PostAuthCallback | null = null;

/** Remember where to send the user after sign-in. Only same-origin paths are kept. */
export function savePostAuthReturnPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) {
    return;
  }
  localStorage.setItem(RETURN_PATH_KEY, path);
}

export function savePostAuthCallback(callback: PostAuthCallback): void {
  pendingCallback = callback;
}

export function peekPostAuthReturnPath(): string | null {
  return localStorage.getItem(RETURN_PATH_KEY);
}

export function clearPostAuthAction(): void {
  pendingCallback = null;
  localStorage.removeItem(RETURN_PATH_KEY);
}

/**
 * Runs and clears the saved action. Resolves with the saved return path, if any, so the
 * caller can navigate there. A failing callback is logged and does not block sign-in.
 */
export async function runPostAuthAction(): Promise<string | null> {
  const callback = pendingCallback;
  const path = peekPostAuthReturnPath();
  clearPostAuthAction();
  if (callback) {
    try {
      await callback();
    } catch (error) {
      console.error('Post-sign-in action failed', error);
    }
  }
  return path;
}
