import type { User } from '@ifa/shared';
import { EARLY_ME_GLOBAL, type EarlyMe } from '@ifa/shared/spa-pages';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../api-client';
import { sessionRoute } from '../session-route';

// Runs on every page: `route` loads only the endpoint, so the entry chunk carries no schema.
const me = sessionRoute('me');

/** GET /auth/me with the token the session holds (spec 4: a failed load clears the session). */
export const getMe = (token: string) => callApi(me, { token });

/**
 * The first GET /auth/me of a page load, started before the app has initialised: by a start
 * page's document, beside the app's scripts (shared/src/spa-pages.ts), or else by the entry
 * module (main.tsx). The request then travels while the JS loads and sets up instead of after
 * it, and a signed-in screen renders as soon as the app is ready. Used once, by the session's
 * first load for the same token.
 */
let early: { token: string; request: Promise<User> } | undefined;

export function startMe(token: string) {
  const holder = window as unknown as Record<string, EarlyMe | undefined>;
  const sent = holder[EARLY_ME_GLOBAL];
  delete holder[EARLY_ME_GLOBAL];
  const request = callApi(me, { token, sent: sent?.token === token ? sent.response : undefined });
  // Handled by whoever takes it; never an unhandled rejection meanwhile.
  request.catch(() => undefined);
  early = { token, request };
}

function takeEarly(token: string): Promise<User> | undefined {
  const taken = early?.token === token ? early.request : undefined;
  early = undefined;
  return taken;
}

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
    (takeEarly(token) ?? getMe(token)).then(
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
