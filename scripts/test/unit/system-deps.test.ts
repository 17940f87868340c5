import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PACKAGES, findChromium, planInstall } from '../../src/local/system-deps.js';

describe('npm test finds or installs what the machine lacks', () => {
  it('uses what is there', () => {
    expect(planInstall(false, CHROMIUM_PACKAGES, { isRoot: false, hasSudo: false, hasApt: false })).toEqual({ kind: 'ready' });
  });

  it('installs with apt-get as root, without sudo', () => {
    const plan = planInstall(true, CHROMIUM_PACKAGES, { isRoot: true, hasSudo: false, hasApt: true });
    expect(plan.kind).toBe('install');
    if (plan.kind !== 'install') return;
    expect(plan.argv[0]).toEqual(['apt-get', 'update', '-qq']);
    expect(plan.argv[1]!.slice(0, 2)).toEqual(['env', 'DEBIAN_FRONTEND=noninteractive']);
    expect(plan.argv[1]).toEqual(expect.arrayContaining(['install', 'chromium', 'fonts-noto-core']));
  });

  it('installs through passwordless sudo when not root', () => {
    const plan = planInstall(true, CHROMIUM_PACKAGES, { isRoot: false, hasSudo: true, hasApt: true });
    expect(plan.kind === 'install' && plan.argv.every((argv) => argv[0] === 'sudo' && argv[1] === '-n')).toBe(true);
  });

  it('says the one command when it may not install', () => {
    const plan = planInstall(true, CHROMIUM_PACKAGES, { isRoot: false, hasSudo: false, hasApt: true });
    expect(plan).toEqual({ kind: 'tell', command: "sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-core'" });
    expect(planInstall(true, CHROMIUM_PACKAGES, { isRoot: true, hasSudo: false, hasApt: false }).kind).toBe('tell');
  });

  it('honours CHROMIUM_PATH only when it is an executable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chromium-'));
    const fake = join(dir, 'chrome');
    writeFileSync(fake, '#!/bin/sh\n');
    expect(findChromium({ CHROMIUM_PATH: fake })).toBeNull();
    chmodSync(fake, 0o755);
    expect(findChromium({ CHROMIUM_PATH: fake })).toBe(fake);
    expect(findChromium({ CHROMIUM_PATH: join(dir, 'missing') })).toBeNull();
  });
});
