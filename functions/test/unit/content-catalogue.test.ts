import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ODDUN_PROVENANCE_SECTIONS, Oddun, foldName } from '@ifa/shared';
import { CONTENT_ROOT, loadCollection } from '../../../scripts/src/content/compile.js';
import {
  COMPLETION_SECTIONS,
  buildCatalogue,
  buildSeeds,
  completionOf,
  displayPatternOf,
  secretContentFor,
  slugify,
} from '../../src/content/build-odduns.js';
import { GENERATED_FUENTE, GENERATED_NOTE, GENERATED_SOURCE, contract } from '../../src/content/combinations.js';
import { TRANSLATED_ELEMENTS, translateElement } from '../../src/content/elements.js';
import { MEJI_CONTENT, MEJI_ENTRIES, SECRET_NOTE } from '../../src/content/meji.js';
import { MEJI_SECTIONS, mejiCollection, type MejiEntry } from '../../src/content/schemas/meji.js';
import { ODU_CATALOGUE, PRINCIPAL_LEGS, PRINCIPAL_ODU, legColumn, verifyCatalogue } from '../../src/content/odu-catalogue.js';

const NOW = '2025-01-02T03:04:05.000Z';
const catalogue = buildCatalogue(NOW);
const byId = new Map(catalogue.map((o) => [o.id, o]));

/** The 16 principal figures, written independently of the module (1 = I, 0 = II, top to bottom). */
const KNOWN_COLUMNS: Record<string, string> = {
  Ogbe: '1111', Oyeku: '0000', Iwori: '0110', Odi: '1001', Irosun: '1100', Ojuani: '0011', Obara: '1000', Okana: '0001',
  Ogunda: '1110', Osa: '0111', Ika: '0100', Otrupon: '0010', Otura: '1011', Irete: '1101', Oshe: '1010', Ofun: '0101',
};

/** Curated sections every Meji must fill (rezo/suyere are deliberately left empty). */
const CURATED_LISTS = ['nace_en_este_signo', 'consejos_espirituales', 'ofrendas', 'plantas', 'refranes', 'patakines', 'obras_del_signo', 'taboos'] as const;
const CURATED_TEXTS = ['title', 'traditional_name', 'traditional_subtitle', 'yoruba_name', 'meaning', 'extended_description', 'fuente'] as const;

/** Phrases that would present generated text as traditional knowledge. */
const TRADITION_CLAIM = /dice if[aá]|seg[uú]n la tradici[oó]n|tradicionalmente|los mayores dicen|en este (signo|odu|oddun) nace|refr[aá]n|patak[ií]|tratado/i;

const findByName = (name: string) =>
  catalogue.filter((o) => [o.name, ...(o.alternative_names ?? [])].some((n) => n.toLowerCase() === name.toLowerCase()));

describe('odu catalogue facts', () => {
  it('has 256 signs with positions 1..256 in order, and every invariant holds', () => {
    expect(ODU_CATALOGUE).toHaveLength(256);
    expect(catalogue).toHaveLength(256);
    expect(catalogue.map((o) => o.position)).toEqual(Array.from({ length: 256 }, (_, i) => i + 1));
    expect(verifyCatalogue()).toEqual([]);
  });

  it('has 256 distinct patterns, each = right leg column + left leg column', () => {
    expect(new Set(ODU_CATALOGUE.map((f) => f.binary_pattern)).size).toBe(256);
    for (const leg of PRINCIPAL_LEGS) expect(legColumn(leg)).toBe(KNOWN_COLUMNS[leg]);
    for (const f of ODU_CATALOGUE) {
      expect(f.binary_pattern).toBe(KNOWN_COLUMNS[f.right_leg]! + KNOWN_COLUMNS[f.left_leg]!);
      expect(f.is_meji).toBe(f.right_leg === f.left_leg);
    }
    expect(ODU_CATALOGUE.filter((f) => f.is_meji).map((f) => f.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('gives every principal leg its Yoruba form and alternative spellings', () => {
    expect(PRINCIPAL_ODU.Okana.yoruba).toBe('Okanran');
    expect(PRINCIPAL_ODU.Ojuani.yoruba).toBe('Owonrin');
    expect(PRINCIPAL_ODU.Oshe.yoruba).toBe('Ose');
    expect(PRINCIPAL_ODU.Otrupon.yoruba).toBe('Oturupon');
    expect(PRINCIPAL_ODU.Irosun.lucumi).toBe('Iroso');
    expect(PRINCIPAL_ODU.Odi.alternative_spellings).toContain('Idi');
    expect(PRINCIPAL_ODU.Ofun.alternative_spellings).toContain('Oragun');
    expect(PRINCIPAL_ODU.Ogbe.alternative_spellings).toContain('Eji Ogbe');
  });
});

describe('built records', () => {
  it('have unique, stable slug ids', () => {
    expect(byId.size).toBe(256);
    for (const o of catalogue) expect(o.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(catalogue[0]!.id).toBe('baba-ejiogbe');
    expect(catalogue[1]!.id).toBe('oyekun-meji');
    expect(catalogue[16]!.id).toBe('ogbe-yeku');
    expect(slugify('Ogbe Weñe')).toBe('ogbe-wene');
    expect(slugify('Otrupon Ñao')).toBe('otrupon-nao');
    expect(byId.has('irete-wan-wan')).toBe(true);
  });

  it('match the shared Oddun schema, with computed fields and the given timestamps', () => {
    for (const o of catalogue) {
      expect(Oddun.safeParse(o).success, o.id).toBe(true);
      expect(o.created_at).toBe(NOW);
      expect(o.updated_at).toBe(NOW);
      expect(o.is_combination).toBe(!o.is_meji);
      expect(o.display_pattern).toBe(displayPatternOf(o.binary_pattern));
      expect('secret_content' in o).toBe(false);
    }
    expect(buildCatalogue(NOW)).toEqual(catalogue);
  });

  it('render the display pattern row by row, left leg first (as drawn)', () => {
    expect(byId.get('baba-ejiogbe')!.display_pattern).toBe('I I / I I / I I / I I');
    expect(byId.get('oyekun-meji')!.display_pattern).toBe('II II / II II / II II / II II');
    expect(byId.get('ogbe-yeku')!.display_pattern).toBe('II I / II I / II I / II I');
    expect(byId.get('okana-sode')!.display_pattern).toBe('I II / I II / I II / I I');
  });

  it('carry Yoruba names and alternative names', () => {
    expect(foldName(byId.get('baba-ejiogbe')!.yoruba_name!)).toMatch(/^(eji ogbe|ogbe meji)$/);
    expect(byId.get('baba-ejiogbe')!.alternative_names).toEqual(expect.arrayContaining(['Eji Ogbe', 'Ogbe Meji']));
    expect(byId.get('oyekun-meji')!.alternative_names).toContain('Oyeku Meji');
    expect(foldName(byId.get('okana-meji')!.yoruba_name!)).toBe('okanran meji');
    expect(byId.get('ojuani-meji')!.alternative_names).toContain('Owonrin Meji');
    expect(byId.get('oshe-meji')!.alternative_names).toContain('Ose Meji');
    expect(byId.get('otrupon-meji')!.alternative_names).toContain('Oturupon Meji');
    expect(byId.get('iroso-meji')!.alternative_names).toContain('Irosun Meji');
    expect(byId.get('odi-meji')!.alternative_names).toContain('Idi Meji');
    expect(foldName(byId.get('ogbe-yeku')!.yoruba_name!)).toBe('ogbe oyeku');
    expect(byId.get('okana-sode')!.alternative_names).toEqual(['Okanran Ogbe', 'Okana Ogbe']);
    for (const o of catalogue) {
      const names = [o.name, ...(o.alternative_names ?? [])].map((n) => n.toLowerCase());
      expect(new Set(names).size, o.id).toBe(names.length);
    }
  });

  it("find the spec's custom list by name or alternative name", () => {
    const custom = ['Baba Ejiogbe', 'Oyeku Meji', 'Iwori Meji', 'Odi Meji', 'Iroso Meji', 'Ojuani Meji', 'Obara Meji', 'Okanran Meji'];
    custom.forEach((name, i) => {
      const found = findByName(name);
      expect(found, name).toHaveLength(1);
      expect(found[0]!.position).toBe(i === 7 ? 8 : i + 1);
      expect(found[0]!.is_meji).toBe(true);
    });
  });
});

describe('Meji content (curated)', () => {
  const meji = catalogue.filter((o) => o.is_meji);

  it('covers the 16 Meji with every curated section filled, as manual data', () => {
    expect(meji).toHaveLength(16);
    expect(MEJI_CONTENT.map((m) => m.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const o of meji) {
      expect(o.data_source, o.id).toBe('manual');
      for (const f of CURATED_TEXTS) expect((o[f] ?? '').trim().length, `${o.id}.${f}`).toBeGreaterThan(0);
      for (const f of CURATED_LISTS) {
        const value = o[f];
        expect(Array.isArray(value) && value.length > 0 && value.every((v) => v.trim().length > 0), `${o.id}.${f}`).toBe(true);
      }
      expect(o.alternative_names!.length, o.id).toBeGreaterThan(0);
      expect(o.extended_description!.split('\n\n').length, o.id).toBeGreaterThanOrEqual(3);
      expect(o.meaning!.length, o.id).toBeGreaterThan(300);
    }
  });

  it('invents no liturgy: rezo and suyere stay empty', () => {
    for (const o of meji) {
      expect(o.rezo, o.id).toBeUndefined();
      expect(o.rezo_principal, o.id).toBeUndefined();
      expect(o.suyere, o.id).toBeUndefined();
    }
  });

  it('keeps each entry to a reasonable size (about 4-8 KB of text, plus a small provenance)', () => {
    for (const o of meji) {
      const { provenance, ...texts } = o;
      expect(Buffer.byteLength(JSON.stringify(provenance)), o.id).toBeLessThan(6000);
      const bytes = Buffer.byteLength(JSON.stringify(texts));
      expect(bytes, o.id).toBeGreaterThan(3500);
      expect(bytes, o.id).toBeLessThan(9000);
    }
  });

  it('has secret study content only for the Meji, flagged as study material', () => {
    for (const o of meji) {
      const s = secretContentFor(o.id);
      expect(s, o.id).not.toBeNull();
      expect(s!.oddun_name).toBe(o.name);
      expect(s!.yoruba_name).toBe(o.yoruba_name);
      expect(s!.ritual_instructions[0]).toBe(SECRET_NOTE);
      for (const l of [s!.secret_works, s!.advanced_patakines, s!.ritual_instructions, ...Object.values(s!.spiritual_secrets)]) {
        expect(l.length, o.id).toBeGreaterThan(0);
      }
    }
    for (const o of catalogue.filter((c) => !c.is_meji)) expect(secretContentFor(o.id)).toBeNull();
    expect(secretContentFor('no-such-sign')).toBeNull();
    expect(buildSeeds().filter((s) => s.secret).length).toBe(16);
  });
});

/** An editorial remark in brackets ('(así lo recogen los tratados)'): the source belongs in `sources`. */
const EDITORIAL_REMARK = /\((así lo|según|dicho del|prohibición|proverbio|los tratados|se advierte)[^)]*\)/i;
const mejiTexts = (e: MejiEntry): string[] => [
  e.title.text,
  e.meaning.text,
  ...e.extended_description.paragraphs,
  ...(['nace_en_este_signo', 'consejos_espirituales', 'ofrendas', 'plantas', 'refranes', 'patakines', 'obras_del_signo', 'taboos'] as const).flatMap((k) => e[k].items),
];

// These compile copies of the whole content collection (seconds on a busy 2-core CI machine):
// a bound on hanging, not a timing.
describe('Meji data files (data/meji/*.yaml)', { timeout: 60_000 }, () => {
  const loaded = loadCollection<MejiEntry>(mejiCollection);

  it('are 16 valid files, one per position, and the generated JSON is up to date', () => {
    expect(loaded.errors).toEqual([]);
    expect(loaded.entries.map((e) => e.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(loaded.entries.map((e) => e.key)[0]).toBe('01-baba-ejiogbe');
    // What the app loads (generated/meji.json, from `npm run content`) is what the files say.
    expect(MEJI_ENTRIES).toEqual(JSON.parse(JSON.stringify(loaded.entries)));
  });

  it('give every section its sources and a review mark (none reviewed yet; no invented reviewer)', () => {
    for (const e of loaded.entries) {
      for (const key of MEJI_SECTIONS) {
        const section = e[key];
        if (!section) continue;
        expect(section.sources.length, `${e.key}.${key}`).toBeGreaterThan(0);
        for (const s of section.sources) expect(s.title.trim().length, `${e.key}.${key}`).toBeGreaterThan(2);
        expect(section.reviewed, `${e.key}.${key}`).toBeNull();
      }
    }
  });

  it('put the provenance of every filled section on the sign record the API serves', () => {
    for (const o of catalogue.filter((c) => c.is_meji)) {
      const sections = Object.keys(o.provenance ?? {});
      for (const key of ['title', 'traditional_name', 'meaning', 'extended_description', 'secret', ...CURATED_LISTS]) expect(sections, `${o.id} ${key}`).toContain(key);
      expect(sections.every((k) => (ODDUN_PROVENANCE_SECTIONS as readonly string[]).includes(k)), o.id).toBe(true);
      expect('attributes' in o.provenance!, o.id).toBe(Boolean(o.element || o.direction || o.colors));
      expect(o.provenance!.meaning!.reviewed, o.id).toBeNull();
    }
  });

  it('cite the web articles the rewritten Meji drew on, and give Ika no colours', () => {
    const byKey = new Map(loaded.entries.map((e) => [e.key, e]));
    for (const key of ['01-baba-ejiogbe', '08-okana-meji', '11-ika-meji']) {
      const sites = byKey.get(key)!.meaning.sources.filter((s) => s.kind === 'site');
      expect(sites.length, key).toBeGreaterThan(0);
      for (const s of sites) expect(s.url, key).toMatch(/^https:\/\//);
    }
    expect(byKey.get('11-ika-meji')!.attributes).toBeUndefined();
    expect(byId.get('ika-meji')!.colors).toBeUndefined();
    expect(byId.get('ogunda-meji')!.alternative_names).not.toContain('Ogun Meji');
  });

  it('carry no bracketed editorial remarks in the texts (the source is in `sources`)', () => {
    for (const e of loaded.entries) for (const t of mejiTexts(e)) expect(t, e.key).not.toMatch(EDITORIAL_REMARK);
    expect('El golpe de estado (así lo recogen varios tratados lucumíes).').toMatch(EDITORIAL_REMARK);
  });

  it('refuse a bad file: a section without sources, a repeated entry, a repeated position, a wrong file name', () => {
    const root = mkdtempSync(join(tmpdir(), 'meji-'));
    try {
      const dir = join(root, 'data', 'meji');
      cpSync(join(CONTENT_ROOT, 'data', 'meji'), dir, { recursive: true });
      const file = join(dir, '02-oyekun-meji.yaml');
      const text = readFileSync(file, 'utf8');
      // No sources on the meaning; a proverb twice.
      const noSources = text.replace(/(meaning:\n {2}text: >-\n(?: {4}.*\n)+) {2}sources:\n(?: {4}.*\n)+/, '$1  sources: []\n');
      expect(noSources).not.toBe(text);
      writeFileSync(file, noSources.replace('refranes:\n  items:\n', 'refranes:\n  items:\n    - La muerte no come guijarros.\n'));
      // A second file claiming position 1 under another name.
      writeFileSync(join(dir, '01-otro.yaml'), readFileSync(join(dir, '01-baba-ejiogbe.yaml'), 'utf8').replace('key: 01-baba-ejiogbe', 'key: 01-otro'));
      writeFileSync(join(dir, '03-mal-nombre.yaml'), readFileSync(join(dir, '03-iwori-meji.yaml'), 'utf8'));
      const errors = loadCollection(mejiCollection, root).errors.join('\n');
      expect(errors).toMatch(/02-oyekun-meji\.yaml: meaning\.sources: cada entrada necesita al menos una fuente/);
      expect(errors).toMatch(/02-oyekun-meji\.yaml: refranes\.items\.\d+: entrada repetida/);
      expect(errors).toMatch(/03-mal-nombre\.yaml: the file must be named 03-iwori-meji\.yaml/);
      // Checks across files run once every file is valid: fix the others and look again.
      writeFileSync(file, text);
      rmSync(join(dir, '03-mal-nombre.yaml'));
      const across = loadCollection(mejiCollection, root).errors.join('\n');
      expect(across).toMatch(/la posición 1 ya la tiene/);
      expect(across).toMatch(/el nombre 'Baba Ejiogbe' ya lo usa/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('combinations (generated)', () => {
  const generated = catalogue.filter((o) => !o.is_meji);

  it('label all 240 entries as generated, pending review', () => {
    expect(generated).toHaveLength(240);
    for (const o of generated) {
      expect(o.data_source, o.id).toBe('generated');
      expect(o.fuente, o.id).toBe(GENERATED_FUENTE);
      expect(o.extended_description, o.id).toContain(GENERATED_NOTE);
      expect(o.meaning, o.id).toContain(o.name);
    }
  });

  it('never present generated text as traditional', () => {
    for (const o of generated) {
      for (const text of [o.title, o.meaning, o.descripcion, o.extended_description!.replace(GENERATED_NOTE, '')]) {
        expect(text ?? '', o.id).not.toMatch(TRADITION_CLAIM);
      }
      for (const f of [...CURATED_LISTS, 'rezo', 'suyere', 'element', 'direction', 'colors'] as const) {
        expect(o[f], `${o.id}.${f}`).toBeUndefined();
      }
    }
  });

  it("write 'del' and 'al', never 'de el' or 'a el'", () => {
    const wrong = /(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/u;
    for (const o of generated) {
      for (const text of [o.title, o.meaning, o.descripcion, o.extended_description, o.traditional_subtitle]) expect(text ?? '', o.id).not.toMatch(wrong);
    }
    expect(contract('los temas de el cierre y a el origen')).toBe('los temas del cierre y al origen');
    expect(contract('De el cierre; una obra de El Monte; la señal el día')).toBe('Del cierre; una obra de El Monte; la señal el día');
  });

  it("carry the provenance 'Redacción del proyecto' (generated), not reviewed, on their texts", () => {
    for (const o of generated) {
      expect(Object.keys(o.provenance ?? {}).sort(), o.id).toEqual(['extended_description', 'meaning', 'title']);
      for (const p of Object.values(o.provenance!)) expect(p, o.id).toEqual({ sources: [GENERATED_SOURCE], reviewed: null });
    }
    expect(GENERATED_SOURCE).toMatchObject({ kind: 'project', title: 'Redacción del proyecto' });
  });

  it('give distinct titles and meanings', () => {
    expect(new Set(generated.map((o) => o.title)).size).toBe(240);
    expect(new Set(generated.map((o) => o.meaning)).size).toBe(240);
  });
});

describe('completion', () => {
  it('is computed from the filled sections and grows with them', () => {
    expect(COMPLETION_SECTIONS).toHaveLength(12);
    expect(completionOf({})).toEqual({ completion_percentage: 0, has_data: false });
    const one = completionOf({ meaning: 'texto' });
    const two = completionOf({ meaning: 'texto', refranes: ['uno'] });
    expect(two.completion_percentage).toBeGreaterThan(one.completion_percentage);
    expect(one).toEqual({ completion_percentage: 8, has_data: false });
    const all = Object.fromEntries(COMPLETION_SECTIONS.map((s) => [s, s === 'meaning' || s === 'extended_description' || s === 'rezo' || s === 'suyere' ? 'x' : ['x']]));
    expect(completionOf(all)).toEqual({ completion_percentage: 100, has_data: true });
  });

  it('ignores blank values, counts descripcion and rezo_principal as their sections, and sets has_data at 50%', () => {
    expect(completionOf({ meaning: '   ', refranes: ['', ' '] }).completion_percentage).toBe(0);
    expect(completionOf({ descripcion: 'x', rezo_principal: 'x' }).completion_percentage).toBe(17);
    const six = { meaning: 'x', extended_description: 'x', ofrendas: ['x'], plantas: 'x', refranes: ['x'], taboos: ['x'] };
    expect(completionOf(six)).toEqual({ completion_percentage: 50, has_data: true });
    const five = { meaning: 'x', extended_description: 'x', ofrendas: ['x'], plantas: 'x', refranes: ['x'] };
    expect(completionOf(five).has_data).toBe(false);
  });

  it('ranks the curated Meji above the generated combinations', () => {
    for (const o of catalogue) {
      expect(Number.isInteger(o.completion_percentage)).toBe(true);
      if (o.is_meji) expect(o).toMatchObject({ completion_percentage: 83, has_data: true });
      else expect(o).toMatchObject({ completion_percentage: 17, has_data: false });
    }
  });
});

describe('payload size', () => {
  it('keeps the 256-sign list (without long texts) far under the 60 KB gzip budget', () => {
    const list = catalogue.map(({ id, position, name, yoruba_name, alternative_names, binary_pattern, is_meji, title, has_data, completion_percentage }) => ({
      id, position, name, yoruba_name, alternative_names, binary_pattern, is_meji, title, has_data, completion_percentage,
    }));
    const json = JSON.stringify(list);
    const gz = gzipSync(json).length;
    console.log(`content list payload: ${json.length} bytes JSON, ${gz} bytes gzipped`);
    expect(gz).toBeLessThan(60 * 1024);
  });
});

describe('element translations', () => {
  it('cover every element of the catalogue in English and French', () => {
    const elements = [...new Set(catalogue.flatMap((o) => (o.element ? [o.element] : [])))];
    expect(elements.length).toBeGreaterThan(0);
    expect([...elements].sort()).toEqual([...TRANSLATED_ELEMENTS].sort());
    for (const e of elements) {
      expect(translateElement(e, 'es')).toBe(e);
      for (const language of ['en', 'fr'] as const) expect(translateElement(e, language), `${e} ${language}`).toMatch(/^\p{Lu}/u);
    }
    expect(translateElement('agua  DULCE (los rios)', 'en')).toBe('Fresh water (the rivers)');
    expect(translateElement('Fuego', 'en')).toBeNull();
  });
});
