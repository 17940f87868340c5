import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** What `scripts/src/e2e-server.ts` prints once it serves: its origin, its admin, its database. */
export interface E2eStackInfo {
  origin: string;
  admin: { email: string; password: string };
  ddbEndpoint: string;
  tableName: string;
}

export interface E2eStack {
  info: E2eStackInfo;
  /** Stops the stack and everything it started (its process group). */
  stop: () => void;
}

/**
 * Starts a stack of `scripts/src/e2e-server.ts` (DynamoDB Local + gateway + built SPA on free
 * ports) and resolves when it prints E2E_READY. The shared stack (global-setup.ts) and the
 * private one (fixtures.ts `privateStack`) both start this way; `env` reaches the server (e.g.
 * E2E_STATIC_DIR, a build of the test's own).
 */
export async function startE2eStack(name: string, timeoutMs: number, env: Record<string, string> = {}): Promise<E2eStack> {
  const child = spawn('npx', ['tsx', 'scripts/src/e2e-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], detached: true, env: { ...process.env, ...env } });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const info = await new Promise<E2eStackInfo>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${name} did not start in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('E2E_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('E2E_READY '.length)) as E2eStackInfo);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}`));
    });
  });
  return { info, stop };
}

/** The build the stacks serve, as scripts/src/e2e-server.ts picks it. */
export const servedBuildDir = () => process.env.E2E_STATIC_DIR ?? resolve(import.meta.dirname, '../../web/dist');
