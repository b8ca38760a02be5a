/** What is wrong with the query of /auth/callback, in the spec's words; null when a token came back. */
export function callbackProblem(error: string | null, token: string | null): string | null {
  if (error) {
    return `Authentication failed: ${error}`;
  }
  if (!token) {
    return 'No access token received';
  }
  return null;
}
