import type { User } from '@ifa/shared';
import { createContext, use, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { restoreVisitorLanguage, setLanguage } from '../../i18n';
import { ApiError, onUnauthorized } from '../api-client';
import { clearToken, readToken, writeToken } from '../token-storage';
import { useMe } from './get-me';
import { endSessionOnServer } from './log-out';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'error';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** True after the user chose to log out (the guard then goes home, not to /login). */
  loggedOut: boolean;
  /** Login and register store token and user (spec 4). */
  signIn: (token: string, user: User) => void;
  /** Clears them here only (the server ended the session already, or never began it); `byUser` marks a deliberate logout. */
  signOut: (byUser?: boolean) => void;
  /** The learner's logout: the server ends this token (best effort), and the session ends here. */
  logOut: () => void;
  /** Replaces the user after a change the server confirmed (language, ...). */
  updateUser: (user: User) => void;
  retry: () => void;
  /** Loads the user again from the server (after a game pays XP, a purchase...). */
  refreshUser: () => Promise<unknown>;
}

const SessionContext = createContext<Session | null>(null);

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readToken);
  const { user: loadedUser, error, replace, reload } = useMe(token);
  // The screens behind the guard render when the user arrives: as a deferred (transition) render,
  // which React slices and yields between, instead of one long task that blocks input
  // (Lighthouse's total blocking time on the dashboard, DESIGN.md 8). Only the arrival is deferred:
  // once a user is shown, a change the learner made (naming, language, a purchase) shows at once,
  // or a control saved on change would flick back to the old value for a render.
  // (The deferred value is null until the arrival has rendered; after it, the loaded user is shown.)
  const arriving = useDeferredValue(loadedUser);
  const user = arriving && loadedUser;
  const [loggedOut, setLoggedOut] = useState(false);

  const signOut = useCallback((byUser = false) => {
    clearToken();
    setLoggedOut(byUser);
    setToken(null);
    // The account's language leaves with it: the device speaks the visitor's choice again.
    void restoreVisitorLanguage();
  }, []);

  const logOut = useCallback(() => {
    const ending = readToken();
    signOut(true);
    if (ending) endSessionOnServer(ending);
  }, [signOut]);

  const signIn = useCallback(
    (newToken: string, newUser: User) => {
      writeToken(newToken);
      setLoggedOut(false);
      replace(newToken, newUser);
      setToken(newToken);
    },
    [replace],
  );

  const updateUser = useCallback(
    (next: User) => {
      if (token) replace(token, next);
    },
    [replace, token],
  );

  // A 401 on /auth/me (bad, expired or deleted account) or on any authenticated call ends the session.
  useEffect(() => {
    if (isUnauthorized(error)) signOut();
  }, [error, signOut]);
  // Only for the token held now: a 401 to the logout of a token already dropped, or to a request
  // sent before the learner signed in again, ends nothing.
  useEffect(
    () =>
      onUnauthorized((used) => {
        if (used && used === readToken()) signOut();
      }),
    [signOut],
  );

  // The account's language wins once it is known (spec 2: the language persists per user).
  const language = user?.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);

  const status: SessionStatus = !token ? 'anonymous' : user ? 'authenticated' : error && !isUnauthorized(error) ? 'error' : 'loading';

  const value = useMemo<Session>(
    () => ({ status, user: token ? user : null, loggedOut, signIn, signOut, logOut, updateUser, retry: reload, refreshUser: async () => reload() }),
    [status, token, user, loggedOut, signIn, signOut, logOut, updateUser, reload],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs <SessionProvider>');
  return session;
}

/** For screens behind the auth guard: the user is there. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser outside a protected route');
  return user;
}
