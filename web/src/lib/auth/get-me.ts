import type { User } from '@ifa/shared';
import { useCallback, useEffect, useState } from 'react';
import { callApi, route } from '../api-client';

// Runs on every page: `route` loads only the endpoint, so the entry chunk carries no schema.
const me = route('me');

/** GET /auth/me with the token the session holds (spec 4: a failed load clears the session). */
export const getMe = (token: string) => callApi(me, { token });

interface MeState {
  token: string | null;
  user: User | null;
  error: unknown;
}

/**
 * The session's user. Deliberately not SWR: this runs on the landing page too, whose initial
 * JS has a budget (DESIGN.md 8), and it needs only load, replace and reload-on-return.
 */
export function useMe(token: string | null) {
  const [state, setState] = useState<MeState>({ token: null, user: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const current = state.token === token ? state : { token, user: null, error: null };

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    getMe(token).then(
      (user) => !cancelled && setState({ token, user, error: null }),
      (error: unknown) => !cancelled && setState((prev) => ({ token, user: prev.token === token ? prev.user : null, error })),
    );
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  // Coming back to the tab re-checks the account (a changed role or a deleted user shows at once).
  useEffect(() => {
    if (!token) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') setAttempt((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [token]);

  /** Sets the user the server just returned (sign-in, language change) without a request. */
  const replace = useCallback((forToken: string, user: User) => setState({ token: forToken, user, error: null }), []);
  const reload = useCallback(() => {
    setState((prev) => ({ ...prev, error: null }));
    setAttempt((n) => n + 1);
  }, []);

  return { user: current.user, error: current.error, replace, reload };
}
