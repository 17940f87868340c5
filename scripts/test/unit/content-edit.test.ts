import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orishaFromEntry, orishaGuide } from '../../../functions/src/content/orishas.js';
import { unpackSources, type PackedContent } from '../../../functions/src/content/pack.js';
import type { OrishaEntry } from '../../../functions/src/content/schemas/orishas.js';
import { buildOrishaQuestions } from '../../../functions/src/domain/orisha-questions.js';
import { COLLECTIONS } from '../../src/content/collections.js';
import { CONTENT_ROOT, compileContent, generatedPath } from '../../src/content/compile.js';

/**
 * Issue 11's editor: someone who is not a programmer corrects an orisha's colour in its data
 * file and runs `npm start` (which runs `npm run content`). This follows the same path on a copy
 * of the data: the file is validated and compiled into the JSON the app imports, and the quiz and
 * the guide built from that JSON show the new colour. A broken edit is refused, naming the file
 * and the field, and nothing is written.
 */
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ifa-content-'));
  cpSync(join(CONTENT_ROOT, 'data'), join(root, 'data'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const changoFile = () => join(root, 'data', 'orishas', 'chango.yaml');
const seeded = (seed: number) => {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
};

describe('an editor changes an orisha colour in its data file', () => {
  it('the compiled content, the quiz and the guide show the new colour', () => {
    const yaml = readFileSync(changoFile(), 'utf8');
    expect(yaml).toContain('- { es: rojo, en: red, fr: rouge }');
    writeFileSync(changoFile(), yaml.replace('- { es: rojo, en: red, fr: rouge }', '- { es: morado, en: purple, fr: violet }'));

    const { results, written } = compileContent(COLLECTIONS, root);
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    expect(written.some((w) => w.endsWith(join('generated', 'orishas.json')))).toBe(true);

    const entries = unpackSources<OrishaEntry>(JSON.parse(readFileSync(generatedPath('orishas', root), 'utf8')) as PackedContent);
    const orishas = entries.map(orishaFromEntry);
    const chango = orishaGuide('es', 'lucumi', orishas).find((o) => o.id === 'chango')!;
    expect(chango.facts.find((f) => f.topic === 'colors')!.values).toEqual(['morado', 'blanco']);

    // The quiz: a colour question about Changó accepts 'morado' and no longer 'rojo'.
    const asked = Array.from({ length: 40 }, (_, seed) => buildOrishaQuestions(['colors'], 'es', seeded(seed + 1), { orishas }))
      .flat()
      .filter((q) => q.learning_reference?.startsWith('Changó'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.some((q) => q.correct_answers.includes('morado'))).toBe(true);
    expect(asked.every((q) => !q.correct_answers.includes('rojo'))).toBe(true);
  });

  it('a broken edit is refused with the file and the field, and nothing is written', () => {
    const yaml = readFileSync(changoFile(), 'utf8');
    writeFileSync(changoFile(), yaml.replace('- { es: rojo, en: red, fr: rouge }', '- { es: rojo, en: red }'));
    const { results, written } = compileContent(COLLECTIONS, root);
    const errors = results.flatMap((r) => r.errors);
    expect(errors.some((e) => e.includes('chango.yaml') && e.includes('colors'))).toBe(true);
    expect(written).toEqual([]);
  });

  it('a file that is not valid YAML is refused with its name', () => {
    writeFileSync(changoFile(), 'id: chango\nname: { es: Changó\n');
    const errors = compileContent(COLLECTIONS, root).results.flatMap((r) => r.errors);
    expect(errors.some((e) => e.includes('chango.yaml') && e.includes('not valid YAML'))).toBe(true);
  });
});
