/** The API as the screenshot and benchmark scripts call it: JSON in and out, a clear error otherwise. */
export interface ScriptApi {
  request: <T>(method: string, route: string, token: string | null, body?: unknown) => Promise<T>;
  /** Registers a throwaway member with this full name and signs them in. */
  signUp: (fullName: string) => Promise<{ id: number; token: string }>;
}

export function scriptApi(baseUrl: string): ScriptApi {
  const request = async <T>(method: string, route: string, token: string | null, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
    }
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  const signUp = async (fullName: string) => {
    const first = fullName.split(' ')[0]?.toLowerCase() ?? 'member';
    const email = `${first}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
    const password = 'script-password-1';
    const user = await request<{ id: number }>('POST', '/auth/register', null, { email, password, full_name: fullName });
    const { access_token } = await request<{ access_token: string }>('POST', '/auth/login', null, { email, password });
    return { id: user.id, token: access_token };
  };
  return { request, signUp };
}
