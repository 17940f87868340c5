import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The share of CPU time the machine spent idle over `ms`, from /proc/stat (Linux); null elsewhere. */
export async function idleShare(ms = 1000): Promise<number | null> {
  const read = () => {
    try {
      // "cpu  user nice system idle iowait irq softirq steal ...": idle and iowait are idle time.
      const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
      return { idle: fields[3]! + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
    } catch {
      return null;
    }
  };
  const before = read();
  if (!before) return null;
  await sleep(ms);
  const after = read()!;
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : null;
}

export interface Quiet {
  /** Idle share of the last second sampled (null where /proc/stat cannot be read). */
  idle: number | null;
  /** How long the machine was busy before that second. */
  waitedSeconds: number;
}

/**
 * Waits, up to `maxSeconds`, for a second in which the CPU is at least `minIdle` idle, so that
 * a timing measured in fresh processes is not the time spent queueing behind another process
 * (a test run, a leftover browser). It measures anyway after the wait, and says how idle the
 * machine was: the figure is then read with that beside it.
 */
export async function waitForQuietCpu(
  minIdle = 0.85,
  maxSeconds = 60,
  sample: () => Promise<number | null> = idleShare,
  now: () => number = Date.now,
): Promise<Quiet> {
  const start = now();
  for (;;) {
    const waitedSeconds = Math.round((now() - start) / 1000);
    const idle = await sample();
    if (idle === null || idle >= minIdle || waitedSeconds >= maxSeconds) return { idle, waitedSeconds };
  }
}

export const describeQuiet = ({ idle, waitedSeconds }: Quiet) =>
  idle === null ? 'CPU idle share unknown (no /proc/stat)' : `CPU ${Math.round(idle * 100)}% idle in the second before${waitedSeconds > 0 ? `, after waiting ${waitedSeconds} s for a quiet machine` : ''}`;
