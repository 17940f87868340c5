import { ECONOMY } from '@ifa/shared';
import { describe, expect, it, vi } from 'vitest';
import { unlockSecret } from './unlock-secret';

const deps = (balance: number) => ({
  readBalance: vi.fn(async () => balance),
  purchase: vi.fn(async () => ({ new_balance: balance - ECONOMY.secretPrice })),
  refresh: vi.fn(async () => undefined),
});

describe('unlocking a secret', () => {
  it('refuses a short balance without calling the server to buy', async () => {
    const d = deps(ECONOMY.secretPrice - 1);
    expect(await unlockSecret(d)).toEqual({ status: 'short', balance: 99 });
    expect(d.purchase).not.toHaveBeenCalled();
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('buys at exactly the price and refreshes with the new balance', async () => {
    const d = deps(ECONOMY.secretPrice);
    expect(await unlockSecret(d)).toEqual({ status: 'unlocked', balance: 0 });
    expect(d.purchase).toHaveBeenCalledOnce();
    expect(d.refresh).toHaveBeenCalledWith(0);
  });

  it('reports a refused purchase as a failure with its error', async () => {
    const d = deps(500);
    const error = new Error('refused');
    d.purchase.mockRejectedValueOnce(error);
    expect(await unlockSecret(d)).toEqual({ status: 'failed', error });
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('still counts as unlocked when only the refresh fails', async () => {
    const d = deps(500);
    d.refresh.mockRejectedValueOnce(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await unlockSecret(d)).toEqual({ status: 'unlocked', balance: 400 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
