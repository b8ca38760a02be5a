import { createContext, useContext } from 'react';
import type { User } from '@contracts/users/schemas';
import type { RegistrationInput } from './auth-api';

export type Session = {
  /** The signed-in user, or null for a guest. */
  user: User | null;
  /** True only while a stored token is being checked on load. */
  loading: boolean;
  /** A token is stored but the server could not be reached and no saved copy of the member exists (offline). */
  unreachable: boolean;
  /** Where a guest-only page sends the user once signed in (a saved return path or /home). */
  afterAuthPath: string;
  login: (email: string, password: string) => Promise<void>;
  register: (input: RegistrationInput) => Promise<void>;
  logout: () => Promise<void>;
  /** Keeps a token from a third-party sign-in: stores it once the user it belongs to is fetched. */
  acceptToken: (token: string) => Promise<User>;
  /** Replaces the cached user after a change the server answered with (e.g. settings). */
  updateUser: (user: User) => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession must be used inside <SessionProvider>');
  }
  return session;
}
