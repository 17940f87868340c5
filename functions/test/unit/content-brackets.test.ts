/**
 * Issue 36: `[ frutas frescas, cesta de frutas, frutas dulces (mamey, guayaba) ]` in an
 * equivalents file read as four offerings, 'frutas dulces (mamey' and 'guayaba)' among them, and
 * the Ibeyis' sweet fruit fell out of the fruit group without a word. The content validator now
 * refuses any text of any content file whose brackets do not pair up (schemas/collection.ts
 * `checkBrackets`), naming the file and the field; and no equivalents group may hold a piece of
 * an orisha value cut at a comma (the same mistake without brackets).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ifa/shared';
import { CONTENT_ROOT, loadCollection } from '../../../scripts/src/content/compile.js';
import { COLLECTIONS } from '../../../scripts/src/content/collections.js';
import { unpairedBracket } from '../../src/content/schemas/collection.js';
import { equivalentsCollection, orishaCollection, type EquivalentsEntry, type OrishaEntry } from '../../src/content/schemas/orishas.js';

const collection = (name: string) => COLLECTIONS.find((c) => c.name === name)!;

describe('texts whose brackets do not pair up', () => {
  const root = mkdtempSync(join(tmpdir(), 'content-brackets-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** A copy of the data files with one file's text changed; the problems the validator lists. */
  const problemsAfter = (name: string, file: string, edit: (text: string) => string) => {
    rmSync(join(root, 'data'), { recursive: true, force: true });
    cpSync(join(CONTENT_ROOT, 'data'), join(root, 'data'), { recursive: true });
    const path = join(root, 'data', name, file);
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    expect(after, 'the edit changes the file').not.toBe(before);
    writeFileSync(path, after);
    return loadCollection(collection(name), root).errors.join('\n');
  };

  // Reading every data file, a few times below: more than a unit test's default time when all run at once.
  it('are none in the data files', () => {
    for (const c of COLLECTIONS) expect(loadCollection(c).errors, c.name).toEqual([]);
  }, 20_000);

  it('are refused in an equivalents file, naming the file and the field: the unquoted list of issue 36', () => {
    const line = 'es: [ frutas frescas, cesta de frutas, "frutas dulces (mamey, guayaba)" ]';
    const errors = problemsAfter('orisha-equivalents', 'offerings.yaml', (t) => t.replace(line, line.replaceAll('"', '')));
    expect(errors).toContain(
      `orisha-equivalents/offerings.yaml: groups.3.es.2: 'frutas dulces (mamey' tiene un «(» sin pareja; si es un valor con comas dentro de [ ... ], escríbalo entre comillas: [ a, "b (c, d)" ]`,
    );
    expect(errors).toContain(`offerings.yaml: groups.3.es.3: 'guayaba)' tiene un «)» sin pareja`);
  });

  it('are refused in an orisha file, a Meji file and a Meji translation, pointing at the bracket', () => {
    expect(problemsAfter('orishas', 'ibeyis.yaml', (t) => t.replace('es: "frutas dulces (mamey, guayaba)"', 'es: "frutas dulces (mamey"'))).toContain(
      `orishas/ibeyis.yaml: offerings.values.2.es: 'frutas dulces (mamey' tiene un «(» sin pareja`,
    );
    expect(problemsAfter('meji', '01-baba-ejiogbe.yaml', (t) => t.replace('Meji y, con ella,', 'Meji y, (con ella,'))).toContain(
      `meji/01-baba-ejiogbe.yaml: meaning.text: '…erie de los dieciséis Meji y, (con ella, el orden lucumí de …' tiene un «(» sin pareja`,
    );
    expect(problemsAfter('meji', join('en', '01-baba-ejiogbe.yaml'), (t) => t.replace('Baba Ejiogbe opens', 'Baba Ejiogbe] opens'))).toContain(
      `meji/en/01-baba-ejiogbe.yaml: meaning: 'Baba Ejiogbe] opens the series of the sixt…' tiene un «]» sin pareja`,
    );
  }, 20_000);

  it('are told from texts whose brackets close in order', () => {
    for (const good of ['frutas dulces (mamey, guayaba)', 'la adivinación (Ifá)', 'sin paréntesis', 'a (b [c] d) {e}']) expect(unpairedBracket(good), good).toBe(-1);
    expect(unpairedBracket('frutas dulces (mamey')).toBe(14);
    expect(unpairedBracket('guayaba)')).toBe(7);
    expect(unpairedBracket('(a [b) c]')).toBe(5);
    expect(unpairedBracket(')(')).toBe(0);
  });
});

describe('equivalents groups', () => {
  it('hold no piece of an orisha value cut at a comma (an unquoted value in a [ ... ] list)', () => {
    const orishas = loadCollection<OrishaEntry>(orishaCollection).entries;
    const files = loadCollection<EquivalentsEntry>(equivalentsCollection).entries;
    const pieces: string[] = [];
    for (const file of files) {
      for (const lang of LANGUAGES) {
        const withCommas = orishas.flatMap((o) => [...o[file.topic].values, ...o[file.topic].also].map((v) => v[lang])).filter((v) => v.includes(','));
        for (const member of file.groups.flatMap((g) => g[lang])) {
          for (const v of withCommas) if (member !== v && v.split(',').some((p) => p.trim() === member.trim())) pieces.push(`${file.topic} ${lang}: '${member}' of '${v}'`);
        }
      }
    }
    expect(pieces).toEqual([]);
    // Changó's 'el trueno, el rayo y el fuego' is such a value, quoted in its group: the check has something to look at.
    expect(files.find((f) => f.topic === 'domains')!.groups.some((g) => g.es.includes('el trueno, el rayo y el fuego'))).toBe(true);
  });
});
