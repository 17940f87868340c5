import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeQuiet, idleShare, waitForQuietCpu } from '../../src/bench/quiet.js';

/** A sampler that answers the given idle shares in turn, one "second" apart on a fake clock. */
function fakeMachine(shares: Array<number | null>) {
  let clock = 0;
  let i = 0;
  return {
    sample: async () => {
      clock += 1000;
      return shares[Math.min(i++, shares.length - 1)]!;
    },
    now: () => clock,
    samples: () => i,
  };
}

describe('waiting for a quiet machine before the module-init measure', () => {
  it('measures at once on an idle machine', async () => {
    const machine = fakeMachine([0.97]);
    expect(await waitForQuietCpu(0.85, 60, machine.sample, machine.now)).toEqual({ idle: 0.97, waitedSeconds: 0 });
    expect(machine.samples()).toBe(1);
  });

  it('waits while the machine is busy and measures in the first quiet second', async () => {
    const machine = fakeMachine([0.3, 0.5, 0.6, 0.9]);
    expect(await waitForQuietCpu(0.85, 60, machine.sample, machine.now)).toEqual({ idle: 0.9, waitedSeconds: 3 });
  });

  it('gives up after the longest wait and says how busy the machine still was', async () => {
    const machine = fakeMachine([0.4]);
    const quiet = await waitForQuietCpu(0.85, 5, machine.sample, machine.now);
    expect(quiet).toEqual({ idle: 0.4, waitedSeconds: 5 });
    expect(describeQuiet(quiet)).toBe('CPU 40% idle in the second before, after waiting 5 s for a quiet machine');
  });

  it('does not wait where the idle share cannot be read', async () => {
    const machine = fakeMachine([null]);
    const quiet = await waitForQuietCpu(0.85, 60, machine.sample, machine.now);
    expect(machine.samples()).toBe(1);
    expect(describeQuiet(quiet)).toBe('CPU idle share unknown (no /proc/stat)');
  });

  it.runIf(existsSync('/proc/stat'))('reads a share between 0 and 1 from /proc/stat', async () => {
    const share = await idleShare(100);
    expect(share).not.toBeNull();
    expect(share!).toBeGreaterThanOrEqual(0);
    expect(share!).toBeLessThanOrEqual(1);
  });
});
