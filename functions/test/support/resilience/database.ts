import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoLocal, type DynamoLocal } from '../../../../scripts/src/local/dynamodb-local.js';
import { freePort } from '../../../../scripts/src/local/ports.js';

/**
 * A DynamoDB Local of one test file's own that the test can stop, restart, freeze (SIGSTOP)
 * and thaw (SIGCONT). It keeps its data on disk (-dbPath), so a restart on the same port finds
 * what was written before: that is what lets a test check, after the database returns, that
 * nothing was half-written while it was away.
 */
export interface ControlledDatabase {
  readonly endpoint: string;
  stop(): Promise<void>;
  /** Starts again on the same port with the same files; resolves once it answers. */
  restart(): Promise<void>;
  freeze(): void;
  thaw(): void;
  /** Thaws and stops the Java process and removes its files; safe to call in any state. */
  dispose(): Promise<void>;
}

export async function startControlledDatabase(): Promise<ControlledDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'ifa-resilience-'));
  const port = await freePort();
  let running: DynamoLocal | null = await startDynamoLocal({ port, path: dir });
  let frozen = false;

  const pid = () => {
    if (!running?.pid) throw new Error('DynamoDB Local is not running');
    return running.pid;
  };
  // A crashed test run must not leave a stopped Java process behind.
  const killOnExit = () => {
    try {
      if (running?.pid) process.kill(running.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  return {
    endpoint: running.endpoint,
    async stop() {
      await running?.stop();
      running = null;
    },
    async restart() {
      if (running) throw new Error('DynamoDB Local is still running');
      running = await startDynamoLocal({ port, path: dir });
    },
    freeze() {
      process.kill(pid(), 'SIGSTOP');
      frozen = true;
    },
    thaw() {
      process.kill(pid(), 'SIGCONT');
      frozen = false;
    },
    async dispose() {
      try {
        if (frozen && running?.pid) process.kill(running.pid, 'SIGCONT');
        await running?.stop();
      } finally {
        running = null;
        process.removeListener('exit', killOnExit);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
