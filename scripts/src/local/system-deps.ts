import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { javaProblem } from './java.js';

/**
 * What `npm test` needs from the machine besides Node: Java 17+ (DynamoDB Local) and a
 * Chromium for the browser tests (Playwright's own browser download cannot work here,
 * DESIGN.md 9). A fresh machine of this kind has neither guaranteed, so `npm test` finds them,
 * installs them from Debian's packages when it may (root, or passwordless sudo, and apt-get),
 * and otherwise prints the one command to run. `.ci/run` relies on this and installs nothing.
 */

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
export const CHROMIUM_PACKAGES = ['chromium', 'fonts-noto-core'];
export const JAVA_PACKAGES = ['openjdk-17-jre-headless'];

export interface Machine {
  isRoot: boolean;
  /** `sudo -n true` succeeds (no password prompt: CI has no input). */
  hasSudo: boolean;
  hasApt: boolean;
}

export type Plan =
  | { kind: 'ready' }
  | { kind: 'install'; argv: string[][] }
  | { kind: 'tell'; command: string };

const aptLine = (packages: string[]) => `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;

/** Pure decision: use what is there, install when allowed, or say the one command. */
export function planInstall(missing: boolean, packages: string[], machine: Machine): Plan {
  if (!missing) return { kind: 'ready' };
  if (machine.hasApt && (machine.isRoot || machine.hasSudo)) {
    const prefix = machine.isRoot ? [] : ['sudo', '-n'];
    return {
      kind: 'install',
      argv: [
        [...prefix, 'apt-get', 'update', '-qq'],
        [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
      ],
    };
  }
  return { kind: 'tell', command: machine.hasApt ? `sudo sh -c '${aptLine(packages)}'` : `install ${packages.join(' ')} with your system's package manager` };
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to drive: $CHROMIUM_PATH when set, else the first Debian/Chrome path present. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find(executable) ?? null;
}

function readMachine(): Machine {
  const ok = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
  return {
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasSudo: ok('sudo', ['-n', 'true']),
    hasApt: ok('apt-get', ['--version']),
  };
}

function carryOut(what: string, plan: Plan): string | null {
  if (plan.kind === 'ready') return null;
  if (plan.kind === 'tell') return `${what} is missing and this user may not install it. Run:\n  ${plan.command}\nthen npm test again.`;
  console.log(`Installing ${what} from Debian's packages...`);
  for (const argv of plan.argv) {
    const out = spawnSync(argv[0]!, argv.slice(1), { stdio: 'inherit' });
    // apt-get update may fail on one unreachable list and still leave the packages installable.
    if (out.status !== 0 && !argv.includes('update')) return `Installing ${what} failed (${argv.join(' ')}).`;
  }
  return null;
}

/** Ensures Java 17+; returns a problem line or null. */
export function ensureJava(): string | null {
  if (!javaProblem()) return null;
  const problem = carryOut('Java 17+', planInstall(true, JAVA_PACKAGES, readMachine()));
  return problem ?? javaProblem();
}

/** Ensures a Chromium; returns its path, or a problem line to print. */
export function ensureChromium(): { path: string } | { problem: string } {
  const found = findChromium();
  if (found) return { path: found };
  if (process.env.CHROMIUM_PATH) return { problem: `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable.` };
  const problem = carryOut('Chromium', planInstall(true, CHROMIUM_PACKAGES, readMachine()));
  if (problem) return { problem };
  const path = findChromium();
  return path ? { path } : { problem: 'Chromium was installed but no executable was found at the usual paths.' };
}
