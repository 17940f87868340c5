import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spaPageFile } from '@ifa/shared/spa-pages';
import { atMost, info, missing, type Figure } from './report.js';

/** DESIGN.md 8: the landing's initial JS, gzip. */
export const LANDING_JS_BUDGET_KB = 120;

/**
 * Builds the SPA into its own folder: web/dist may be in use (a running `npm start`, browser
 * tests), and the bench measures the code as it is now, not an older build.
 */
export function buildSpa(root: string, outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: resolve(root, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build exited with ${code}`))));
  });
}

type Chunk = { file: string; name?: string; src?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/**
 * The scripts a document loads or preloads before anything runs: its module script and
 * modulepreload links, or on a snapshot page the files its start script adds after the first
 * paint (the root's data-boot list, shared/src/spa-pages.ts).
 */
export function initialScripts(html: string): string[] {
  const boot = /<div id="root"[^>]* data-boot="([^"]+)"/.exec(html)?.[1];
  if (boot) return boot.split(' ');
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/** The landing's own document (shared/src/spa-pages.ts), or index.html in a build without one. */
const landingDocument = (distDir: string) => [resolve(distDir, `.${spaPageFile('landing')}`), resolve(distDir, 'index.html')].find((file) => existsSync(file));

export function spaFigures(distDir: string): Figure[] {
  const document = landingDocument(distDir);
  if (!document) return [missing('SPA', 'initial JS on the landing (gzip)', `<= ${LANDING_JS_BUDGET_KB} KB`, `${resolve(distDir, 'index.html')} missing`)];
  const files = initialScripts(readFileSync(document, 'utf8'));
  const kb = files.reduce((sum, f) => sum + gzipKb(resolve(distDir, `.${f}`)), 0);
  const landing = atMost('SPA', `initial JS on the landing (gzip, ${files.length} files)`, kb, LANDING_JS_BUDGET_KB, 'KB');
  return [landing, ...routeFigures(distDir)];
}

/**
 * Each game route's own JS (DESIGN.md 8: reported, no budget): the route module and what it
 * imports statically, plus its Spanish catalog parts, minus what the entry already loaded.
 * The landing's own route chunks are reported the same way: the initial JS above is what
 * index.html loads, and the landing screen then fetches these before it renders.
 */
function routeFigures(distDir: string): Figure[] {
  const manifestPath = resolve(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // A module shared with a chunk it loads lazily becomes a shared chunk (`_name-hash.js`): find it by name too.
  const keyOf = (src: string) =>
    manifest[src] ? src : Object.keys(manifest).find((k) => manifest[k]!.name === src.split('/').pop()!.replace(/\.tsx?$/, ''));
  const closure = (keys: string[], lazy: boolean) => {
    const seen = new Set<string>();
    const visit = (key: string | undefined) => {
      if (!key || seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key]!.imports?.forEach(visit);
    };
    keys.forEach(visit);
    // The route module's own lazy parts (e.g. the encyclopedia), not every lazy import of the chunks it shares.
    if (lazy) keys.flatMap((key) => manifest[key]?.dynamicImports ?? []).forEach(visit);
    return seen;
  };
  const shell = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry), false);
  const routes = {
    '/ (the landing screen)': ['src/features/landing/landing-page.tsx', 'src/i18n/locales/es/landing.ts'],
    '/games/orisha': ['src/features/orisha-game/orisha-game-page.tsx', 'src/i18n/locales/es/orisha.ts'],
    '/games/signs': ['src/features/signs-game/signs-game-page.tsx', 'src/i18n/locales/es/signs.ts'],
    '/games/rituals': ['src/features/rituals/rituals-page.tsx', 'src/i18n/locales/es/rituals.ts'],
  };
  return Object.entries(routes).map(([path, roots]) => {
    const keys = roots.map(keyOf).filter((k): k is string => Boolean(k));
    const sum = (lazy: boolean) => {
      const own = [...closure(keys, lazy)].filter((k) => !shell.has(k));
      return { kb: own.reduce((total, k) => total + gzipKb(resolve(distDir, manifest[k]!.file)), 0), chunks: own.length };
    };
    const eager = sum(false);
    const all = sum(true);
    const lazyNote = all.chunks > eager.chunks ? `; ${all.kb.toFixed(1)} KB with its lazy parts` : '';
    return info('SPA', `route ${path} own JS (gzip, beyond the shell)`, `${eager.kb.toFixed(1)} KB in ${eager.chunks} chunks${lazyNote}`);
  });
}
