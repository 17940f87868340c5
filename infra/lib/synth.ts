import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createIfaApp } from './app.js';
import type { IfaStack } from './ifa-stack.js';
import { REPO_ROOT } from './paths.js';

export interface SynthOptions {
  /** SPA folder to upload. @default web/dist, as `cdk synth` does */
  readonly webDist?: string;
  /** Extra context, e.g. `{ senderEmail: 'no-reply@example.org' }`. */
  readonly context?: Record<string, string>;
}

export interface SynthResult {
  readonly app: App;
  readonly stack: IfaStack;
  readonly template: Template;
}

const cache = new Map<string, SynthResult>();

// Each synth writes its bundles and templates (megabytes) to a folder of its own, which later
// assertions may synthesize into again, so it lives as long as the process. Test runners kill
// their workers without an 'exit' event: folders left behind by earlier runs are swept here.
const OUTDIR_PREFIX = 'ifa-cdk-';
const STALE_AFTER_MS = 60 * 60 * 1000;

function removeStaleOutdirs() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(OUTDIR_PREFIX)) continue;
    const path = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Another process got there first.
    }
  }
}

/**
 * Synthesizes the app exactly as `cdk synth` does (cdk.json's feature flags, cdk-nag, bundling)
 * for template assertions. Bundling takes seconds, so each option set is synthesized once per
 * process. cdk-nag findings nobody acknowledged make this throw, with the report.
 */
export function synthIfaStack(options: SynthOptions = {}): SynthResult {
  const key = JSON.stringify(options);
  const cached = cache.get(key);
  if (cached) return cached;

  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const outdir = mkdtempSync(join(tmpdir(), OUTDIR_PREFIX));
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  removeStaleOutdirs();

  const { app, stack } = createIfaApp(
    { outdir, context: { ...cdkJson.context, ...options.context } },
    options.webDist === undefined ? {} : { webDist: options.webDist },
  );
  const result = { app, stack, template: Template.fromStack(stack) };
  cache.set(key, result);
  return result;
}
