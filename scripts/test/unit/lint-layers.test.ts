import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer and cycle rules of eslint.config.js bite: each case lints a file (virtual, at a real
 * path, so imports resolve to the real modules) with the project's own config, as `npm run lint`
 * does.
 */
const root = resolve(import.meta.dirname, '../../..');
const overrideConfigFile = resolve(root, 'eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile });

// The first lint loads the config and the TypeScript parser, and no-cycle walks the real
// import graph: slow on busy cores, so a generous limit (nothing here asserts on time).
const SLOW = 120_000;

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result!.messages;
}

async function layerErrors(filePath: string, code: string) {
  return (await lint(filePath, code)).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('layer rules (import-x/no-restricted-paths)', () => {
  it('fails lib/ importing a service', { timeout: SLOW }, async () => {
    const errors = await layerErrors('functions/src/lib/x.ts', "import { register } from '../services/accounts.js';\nexport const r = register;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Layers run one way in functions/src');
    expect(errors[0]).toContain('lib/ must not import');
  });

  it('fails domain/ importing data/, and content/ importing domain/', { timeout: SLOW }, async () => {
    const fromDomain = await layerErrors('functions/src/domain/x.ts', "import { getUser } from '../data/users.js';\nexport const g = getUser;\n");
    expect(fromDomain).toHaveLength(1);
    expect(fromDomain[0]).toContain('domain/ must not import');
    const fromContent = await layerErrors('functions/src/content/x.ts', "import { scoreGame } from '../domain/economy.js';\nexport const l = scoreGame;\n");
    expect(fromContent).toHaveLength(1);
    expect(fromContent[0]).toContain('content/ must not import');
  });

  it('fails each upward step above data/', { timeout: SLOW }, async () => {
    const cases = [
      ['functions/src/data/x.ts', '../services/accounts.js'],
      ['functions/src/services/x.ts', '../http/group-handler.js'],
      ['functions/src/http/x.ts', '../handlers/auth.js'],
    ] as const;
    for (const [file, target] of cases) {
      expect(await layerErrors(file, `import * as upper from '${target}';\nexport const u = upper;\n`), `${file} -> ${target}`).toHaveLength(1);
    }
  });

  it('fails shared/ importing a workspace that uses it, and Lambda code importing the scripts', { timeout: SLOW }, async () => {
    expect(await layerErrors('shared/src/x.ts', "import { config } from '../../functions/src/lib/config.js';\nexport const c = config;\n")).toHaveLength(1);
    expect(await layerErrors('functions/src/services/x.ts', "import { freePort } from '../../../scripts/src/local/ports.js';\nexport const f = freePort;\n")).toHaveLength(1);
  });

  it('fails a web feature importing another feature, and a shared folder importing a feature', { timeout: SLOW }, async () => {
    const cross = await layerErrors('web/src/features/profile/x.tsx', "import LoginPage from '../auth/login-page';\nexport const P = LoginPage;\n");
    expect(cross).toHaveLength(1);
    expect(cross[0]).toContain('never imports another feature');
    const shared = await layerErrors('web/src/components/x.tsx', "import LoginPage from '../features/auth/login-page';\nexport const P = LoginPage;\n");
    expect(shared).toHaveLength(1);
    expect(shared[0]).toContain('never import a feature');
    expect(await layerErrors('web/src/lib/x.ts', "import { routeTree } from '../app/router';\nexport const r = routeTree;\n")).toHaveLength(1);
  });

  it('fails the SPA importing server code, but not a web test reading the catalogue', { timeout: SLOW }, async () => {
    const code = "import { ODU_CATALOGUE } from '../../../functions/src/content/odu-catalogue';\nexport const c = ODU_CATALOGUE;\n";
    expect(await layerErrors('web/src/components/x.ts', code)).toHaveLength(1);
    expect(await layerErrors('web/src/components/x.test.ts', code)).toEqual([]);
  });

  it('passes imports that run down the layers, within a feature, and from the app shell', { timeout: SLOW }, async () => {
    const allowed = [
      ['functions/src/handlers/x.ts', "import { groupHandler } from '../http/group-handler.js';\nimport { register } from '../services/accounts.js';\nexport const h = [groupHandler, register];\n"],
      ['functions/src/services/x.ts', "import { getUser } from '../data/users.js';\nimport { scoreGame } from '../domain/economy.js';\nimport { HttpError } from '../lib/errors.js';\nexport const s = [getUser, scoreGame, HttpError];\n"],
      ['functions/src/domain/x.ts', "import { ORISHAS } from '../content/orishas.js';\nexport const o = ORISHAS;\n"],
      ['web/src/features/auth/x.tsx', "import LoginPage from './login-page';\nimport { Button } from '../../components/button';\nexport const A = [LoginPage, Button];\n"],
      ['web/src/app/x.tsx', "import LoginPage from '../features/auth/login-page';\nexport const A = LoginPage;\n"],
    ] as const;
    for (const [file, code] of allowed) {
      const errors = (await lint(file, code)).filter((m) => m.severity === 2);
      expect(errors, file).toEqual([]);
    }
  });
});

describe('cycle rule (import-x/no-cycle)', () => {
  it('fails two files that import each other', { timeout: SLOW }, async () => {
    // The fixtures sit in a folder the main lint ignores; here ignoring is off.
    const withFixtures = new ESLint({ cwd: root, overrideConfigFile, ignore: false });
    const results = await withFixtures.lintFiles(['scripts/test/fixtures/lint/cycle/a.ts', 'scripts/test/fixtures/lint/cycle/b.ts']);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId), result.filePath).toEqual(['import-x/no-cycle']);
    }
  });

  it('ignores the fixtures in the main lint', { timeout: SLOW }, async () => {
    expect(await eslint.isPathIgnored(resolve(root, 'scripts/test/fixtures/lint/cycle/a.ts'))).toBe(true);
  });
});
