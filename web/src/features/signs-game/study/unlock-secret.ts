import { ECONOMY } from '@ifa/shared';

export interface UnlockDeps {
  /** The balance now (the server's, or the cached one when that call fails: spec 7). */
  readBalance: () => Promise<number>;
  purchase: () => Promise<{ new_balance: number }>;
  /** Refreshes what shows the secret and the balance, without reloading the page. */
  refresh: (newBalance: number) => Promise<unknown>;
}

export type UnlockOutcome = { status: 'short'; balance: number } | { status: 'unlocked'; balance: number } | { status: 'failed'; error: unknown };

/**
 * Spec 4-5, secret purchase: the balance is checked first (at least the price, else the spec's
 * message and no call), then the server buys; on success the screen refreshes in place.
 * The server stays the authority: it refuses a short balance on its own too.
 */
export async function unlockSecret(deps: UnlockDeps): Promise<UnlockOutcome> {
  try {
    const balance = await deps.readBalance();
    if (balance < ECONOMY.secretPrice) return { status: 'short', balance };
    const { new_balance } = await deps.purchase();
    // The purchase stands even if a refresh fails; the next load shows it.
    await deps.refresh(new_balance).catch((error: unknown) => console.warn('refresh after purchase failed', error));
    return { status: 'unlocked', balance: new_balance };
  } catch (error) {
    return { status: 'failed', error };
  }
}
