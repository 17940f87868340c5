import { describe, expect, it } from 'vitest';
import { flattenKeys, textAt } from './catalog-keys';

/**
 * The French interface speaks to the learner as « vous », everywhere: the catalog once mixed
 * « tu » (the practice screens) with « vous » (everything else). This walks every text of every
 * French catalog module and fails on the informal pronouns and possessives. (A verb in the second
 * person singular without its pronoun, « Choisis », cannot be told apart from a noun by a regex;
 * the pronouns and possessives are what a reader notices first.)
 */
const MODULES = import.meta.glob('./locales/fr/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;

/**
 * tu, toi (also « -toi »), ton, ta, tes, te, t’ / t' as whole words: not the « ta » of « tableau »,
 * the « te » of « Irete » or the « t » of « peut-être ». Letters include the accented ones of
 * French, Spanish and Yorùbá (\p{L}) and the combining marks (\p{M}) Yorùbá words are written with.
 */
const INFORMAL = /(?<![\p{L}\p{M}\p{N}])(?:tu|toi|ton|ta|tes|te)(?![\p{L}\p{M}\p{N}’'])|(?<![\p{L}\p{M}\p{N}])t[’'](?=\p{L})/giu;

/**
 * Texts that legitimately contain one of those words, as `bundle:key` (for instance a quoted name
 * or a Yorùbá word). Each entry says why; keep the list short.
 */
const EXCEPTIONS: Record<string, string> = {};

/**
 * Every text once, as `bundle:key` (the exported bundle's name: `practiceScreens:review.title.focus`).
 * A part module re-exports the bundles it brings along (`play` with each game's part): the same
 * object, walked once.
 */
const bundles = new Map<unknown, string>();
for (const module of Object.values(MODULES)) {
  for (const [name, bundle] of Object.entries(module)) if (!bundles.has(bundle)) bundles.set(bundle, name);
}
const texts = [...bundles].flatMap(([bundle, name]) => flattenKeys(bundle).map((key) => ({ id: `${name}:${key}`, text: String(textAt(bundle, key)) })));

describe('the French catalog addresses the learner as « vous »', () => {
  it('loads every French catalog module', () => {
    expect(Object.keys(MODULES).length).toBeGreaterThanOrEqual(10);
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('has no « tu », « toi », « ton », « ta », « tes », « te » or « t’ » in any text', () => {
    const informal = texts
      .filter(({ id }) => !(id in EXCEPTIONS))
      .flatMap(({ id, text }) => [...text.matchAll(INFORMAL)].map((match) => `${id}: «${match[0]}» in ${JSON.stringify(text)}`));
    expect(informal).toEqual([]);
  });

  it('every exception still names a text that exists and still needs it', () => {
    for (const id of Object.keys(EXCEPTIONS)) {
      const found = texts.find((entry) => entry.id === id);
      expect(found, id).toBeDefined();
      expect(found!.text.match(INFORMAL), id).not.toBeNull();
    }
  });

  it('catches the informal forms and spares the words that only contain them', () => {
    const hits = (text: string) => [...text.matchAll(INFORMAL)].map((match) => match[0]);
    expect(hits('Tu n’as rien à réviser')).toEqual(['Tu']);
    expect(hits('Vérifie ta connexion')).toEqual(['ta']);
    expect(hits('Ta réponse\u00a0· correcte')).toEqual(['Ta']);
    expect(hits('Travaille tes confusions, prends ton temps')).toEqual(['tes', 'ton']);
    expect(hits('Nous te donnons le nom')).toEqual(['te']);
    expect(hits('veux-tu t’entraîner ?')).toEqual(['tu', 't’']);
    expect(hits('Repose-toi')).toEqual(['toi']);
    expect(hits("t'es prêt")).toEqual(["t'"]);
    expect(hits('Votre tableau, vos tâches, peut-être demain : Irete, Ọ̀tẹ́, la tonalité, la tête, tout, toit, testez, votre temps')).toEqual([]);
  });
});
