import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { groupRolesFrom, type GroupRoles, type TemplateTarget } from './policy.js';

const root = resolve(import.meta.dirname, '../../../..');

/**
 * The endpoint groups' roles as `cdk synth` writes them (the same app, cdk.json's context and
 * cdk-nag), read for the local table. Bundling is skipped: the Lambdas' code does not change a
 * role, and the synth takes seconds instead of half a minute. Run once per local stack (and once
 * per vitest run), so an edit to a grant in infra/ reaches the next start.
 */
export async function synthesizedRoles(target: TemplateTarget): Promise<GroupRoles> {
  const { createIfaApp } = await import('../../../../infra/lib/app.js');
  const cdkJson = JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const outdir = mkdtempSync(join(tmpdir(), 'ifa-local-iam-'));
  try {
    const { app, stack } = createIfaApp(
      // No SPA is uploaded either (a folder without index.html): the roles do not depend on it.
      { outdir, context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } },
      { webDist: join(outdir, 'no-spa') },
    );
    const template = quietly(() => app.synth()).getStackByName(stack.stackName).template as Parameters<typeof groupRolesFrom>[0];
    return groupRolesFrom(template, target);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * Runs a synth with what it prints held back (the warning that no SPA is uploaded, cdk-nag's
 * report path): every start of the local stack would print it. Printed after all when the synth
 * fails, since then it says why.
 */
function quietly<T>(synth: () => T): T {
  const held: unknown[][] = [];
  const methods = ['log', 'warn', 'error', 'info'] as const;
  const saved = methods.map((m) => console[m]);
  for (const m of methods) console[m] = (...args: unknown[]) => void held.push(args);
  try {
    return synth();
  } catch (error) {
    for (const args of held) saved[2]!(...args);
    throw error;
  } finally {
    methods.forEach((m, i) => (console[m] = saved[i]!));
  }
}
