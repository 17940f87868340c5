import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run dev` failed on every module ("Missing field `moduleType`") when the web's Vite 7 ran
 * with plugins that, hoisted to the root, loaded vitest's Vite 8 (package.json `overrides`
 * keeps one Vite). Every package that plugs into the web's Vite must resolve the same one.
 */
const root = resolve(import.meta.dirname, '../../..');
const versionFrom = (dir: string) => (createRequire(resolve(dir, 'x.js'))('vite/package.json') as { version: string }).version;
/** The folder a package is installed in, as the web app resolves it (some export no package.json). */
function packageDir(name: string): string {
  const entry = createRequire(resolve(root, 'web/x.js')).resolve(name);
  const at = entry.lastIndexOf(`/node_modules/${name}/`);
  return at >= 0 ? entry.slice(0, at + `/node_modules/${name}`.length) : dirname(entry);
}

describe('one Vite for the web app, its plugins and vitest', () => {
  it.each(['@vitejs/plugin-react', '@tailwindcss/vite', 'vite-plugin-pwa', 'vitest'])('%s resolves the web app’s Vite', (name) => {
    expect(versionFrom(packageDir(name))).toBe(versionFrom(resolve(root, 'web')));
  });
});
