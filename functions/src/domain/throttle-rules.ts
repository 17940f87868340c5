/**
 * Fixed-length windows that open at the first attempt (docs/decisions/006-throttling.md).
 * A window allows `limit` attempts; the attempt is counted BEFORE the work it guards (the slow
 * password hash, a mail, an account), so parallel requests cannot all slip through.
 */
export interface ThrottleRule {
  /** What is counted, for logs: 'login-address', 'login-email', 'register', 'forgot'. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The stored counter: attempts so far and the window's end (epoch seconds, also the TTL). */
export interface ThrottleWindow {
  readonly attempts: number;
  readonly expires_at: number;
}

export type NextStep =
  /** No window yet, or a live one with room: count one more attempt (creating the window). */
  | { readonly kind: 'count' }
  /** An expired window DynamoDB has not deleted yet (TTL deletes late): start it over. */
  | { readonly kind: 'open' }
  /** A live, full window: refuse until it ends. */
  | { readonly kind: 'refuse'; readonly retryAfterSeconds: number };

export function nextStep(rule: ThrottleRule, window: ThrottleWindow | undefined, nowSeconds: number): NextStep {
  if (!window) return { kind: 'count' };
  if (window.expires_at <= nowSeconds) return { kind: 'open' };
  if (window.attempts < rule.limit) return { kind: 'count' };
  return { kind: 'refuse', retryAfterSeconds: window.expires_at - nowSeconds };
}

/** Whole minutes for the spec's message ('Inténtalo de nuevo en N minutos'), never 0. */
export const retryMinutes = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));
