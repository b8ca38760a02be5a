/**
 * Signs the app in the way a sign-in leaves it: a session token in localStorage. Who it belongs to
 * is up to the fake API (`signedInRoutes` in fake-api.ts answers GET /auth/me).
 */
export function signIn(token = 'good'): void {
  localStorage.setItem('token', token);
}
