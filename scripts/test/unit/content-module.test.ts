import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { generatedModule } from '../../src/content/compile.js';

/** Evaluates a generated module as the bundler would see it (TypeScript stripped, imported as ESM). */
async function evaluate(source: string): Promise<unknown> {
  const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: unknown };
  return module.default;
}

describe('the runtime module of a generated JSON file', () => {
  it('gives back the same data, whatever characters the texts hold', async () => {
    const data = [
      { id: 'chango', name: { es: 'Changó', en: 'Shango', fr: 'Chango' }, yoruba: 'Ṣàngó' },
      { quote: 'dijo "sí" y \'no\'', backslash: 'a\\b', lines: 'uno\ndos\u2028tres\u2029', tab: '\t', empty: '', nothing: null, n: 1.5, flags: [true, false] },
    ];
    const json = `${JSON.stringify(data, null, 2)}\n`;
    expect(await evaluate(generatedModule(json, 'test'))).toEqual(data);
  });

  it('holds the data as one string for JSON.parse, not as an object literal', () => {
    const source = generatedModule('{"a": [1, 2], "b": {"c": "d"}}', 'test');
    expect(source).toContain('JSON.parse("{\\"a\\":[1,2],\\"b\\":{\\"c\\":\\"d\\"}}")');
    expect(source).toMatch(/^\/\/ Written by `npm run content` from generated\/test\.json/);
  });

  it('refuses text that is not JSON (nothing is written from it)', () => {
    expect(() => generatedModule('{"a": ', 'test')).toThrow(SyntaxError);
  });
});
