import { useIsRestoring, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@contracts/users/schemas';
import { ApiError, onSessionEnded } from '../api-client';
import { clearPostAuthAction, peekPostAuthReturnPath, runPostAuthAction } from '../post-auth-action';
import { forgetHeldAnswers } from '../held-answers';
import { runSignOutHooks } from '../sign-out-hooks';
import { clearToken, getToken, setToken, subscribeToToken } from '../token-store';
import { fetchMe, requestLogin, requestLogout, requestRegistration } from './auth-api';
import type { RegistrationInput } from './auth-api';
import { SessionContext } from './session-context';
import type { Session } from './session-context';
import { ME_QUERY_KEY } from '../query-keys/session';

const DEFAULT_AFTER_AUTH_PATH = '/home';

/** Holds the session rules of spec section 4: token in localStorage, user fetched from /auth/me. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToToken, getToken, () => null);
  const [afterAuthPath, setAfterAuthPath] = useState(DEFAULT_AFTER_AUTH_PATH);
  const restoring = useIsRestoring();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => fetchMe(),
    enabled: token !== null,
    // Offline or not, the check must end so the app never hangs on a spinner. Offline, the
    // member saved with the offline copy stays signed in: only a 401 (which clears the token) signs out.
    networkMode: 'always',
    retry: false,
    staleTime: 5 * 60_000,
  });

  // A session ended by the server (401) leaves nothing of the member in memory either.
  useEffect(() => onSessionEnded(() => queryClient.clear()), [queryClient]);

  const user = token === null ? null : (me.data ?? null);
  const loading = token !== null && (restoring || (me.isPending && me.fetchStatus !== 'idle'));
  // A stored token the server could not be asked about (offline, and no saved copy of the member).
  const unreachable = token !== null && user === null && !loading && me.isError && !(me.error instanceof ApiError);

  /** Stores a verified token and its user, then runs the saved post-auth action. */
  const startSession = useCallback(
    async (newToken: string, newUser: User) => {
      setAfterAuthPath(peekPostAuthReturnPath() ?? DEFAULT_AFTER_AUTH_PATH);
      queryClient.setQueryData(ME_QUERY_KEY, newUser);
      setToken(newToken);
      await runPostAuthAction();
    },
    [queryClient],
  );

  const acceptToken = useCallback(
    async (newToken: string) => {
      try {
        const newUser = await fetchMe(newToken);
        await startSession(newToken, newUser);
        return newUser;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearToken();
        }
        throw error;
      }
    },
    [startSession],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const { access_token } = await requestLogin(email, password);
      const newUser = await fetchMe(access_token);
      await startSession(access_token, newUser);
    },
    [startSession],
  );

  const register = useCallback(
    async (input: RegistrationInput) => {
      await requestRegistration(input);
      await login(input.email, input.password);
    },
    [login],
  );

  const logout = useCallback(async () => {
    const oldToken = getToken();
    await runSignOutHooks(oldToken);
    clearPostAuthAction();
    clearToken();
    forgetHeldAnswers();
    queryClient.clear();
    setAfterAuthPath(DEFAULT_AFTER_AUTH_PATH);
    if (oldToken) {
      // Revoking is best effort: the user is signed out here whatever the server says.
      await requestLogout(oldToken).catch(() => undefined);
    }
  }, [queryClient]);

  const updateUser = useCallback(
    (updated: User) => {
      queryClient.setQueryData(ME_QUERY_KEY, updated);
    },
    [queryClient],
  );

  const session = useMemo<Session>(
    () => ({ user, loading, unreachable, afterAuthPath, login, register, logout, acceptToken, updateUser }),
    [user, loading, unreachable, afterAuthPath, login, register, logout, acceptToken, updateUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
