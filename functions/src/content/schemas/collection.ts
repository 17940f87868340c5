import type * as z from 'zod';

/**
 * A collection of content data files (issue 11): `functions/src/content/data/<name>/*.yaml`, one
 * entry per file, validated by `schema` when loaded (`npm run content`, run by `npm install`,
 * `npm start`, `npm test`, `npm run seed` and the deploy) and written to
 * `functions/src/content/generated/<name>.json`, which the runtime modules import. The schemas
 * use zod's full build because they run only at build and test time; runtime code imports
 * their types only (`import type`), so no Lambda bundles them.
 */
export interface ContentCollection<S extends z.ZodType = z.ZodType> {
  /** Folder under data/ and file name under generated/. */
  name: string;
  schema: S;
  /** The entry's key; it must equal the file's name without `.yaml` (one file per entry). */
  key: (entry: z.output<S>) => string;
  /** Checks across entries (duplicates of names or values, references); each string is a problem. */
  check?: (entries: ReadonlyArray<z.output<S>>) => string[];
  /** Write the generated JSON with one table of distinct sources (content/pack.ts): for collections a Lambda bundles. */
  packSources?: boolean;
  /** Keys left out of the generated JSON, at any depth (editorial notes the app never shows). */
  omitAtRuntime?: readonly string[];
  /**
   * Smaller derived files, written beside the collection's own as generated/<view name>.json: for
   * a Lambda that needs a few fields of the collection and not its bundle weight (DESIGN.md 8).
   */
  views?: Readonly<Record<string, (entries: ReadonlyArray<z.output<S>>) => unknown>>;
  /** Order of the generated list (default: by key). */
  compare?: (a: z.output<S>, b: z.output<S>) => number;
  /**
   * Translations of every entry (DESIGN.md 6): data/<name>/<language>/<key>.yaml for each
   * language, each checked against its entry; a missing file is a problem like any other.
   */
  translations?: TranslationSpec<z.output<S>>;
}

export interface TranslationSpec<Source = unknown, T extends z.ZodType = z.ZodType> {
  /** The languages every entry must be translated into: the sub-folders of data/<name>/. */
  languages: readonly string[];
  schema: T;
  /** Problems of one translation against its source entry (sections, counts), each naming its field. */
  check(source: Source, translation: z.output<T>, language: string): string[];
  /** The generated files (name -> JSON value) from the entries and each language's translations. */
  outputs(sources: ReadonlyArray<Source>, byLanguage: Readonly<Record<string, ReadonlyArray<z.output<T>>>>): Record<string, unknown>;
}

/**
 * Every collection's files are checked for texts whose brackets do not pair up
 * (`checkBrackets`), whatever their schema says.
 */
export function defineCollection<S extends z.ZodType>(collection: ContentCollection<S>): ContentCollection<S> {
  return { ...collection, schema: collection.schema.superRefine(checkBrackets) };
}

const OPENING: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/** Where the first bracket of `text` that does not pair up is ((, [ or {, in order), or -1 when they all do. */
export function unpairedBracket(text: string): number {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') open.push(i);
    else if (OPENING[c]) {
      const j = open.pop();
      if (j === undefined || text[j] !== OPENING[c]) return i;
    }
  }
  return open[0] ?? -1;
}

/** A long text shown around position `i`, so the message points at the bracket. */
const around = (text: string, i: number) => (text.length <= 60 ? text : `${i > 30 ? '…' : ''}${text.slice(Math.max(0, i - 30), i + 30)}${i + 30 < text.length ? '…' : ''}`);

/**
 * A zod refinement over a whole data file: a problem, with its field, for every text whose
 * brackets do not pair up. Its usual cause is an unquoted value with a comma in a YAML flow list:
 * `[ frutas frescas, frutas dulces (mamey, guayaba) ]` reads as three values, the last two
 * 'frutas dulces (mamey' and 'guayaba)' (issue 36), and nothing else would notice.
 */
export function checkBrackets(value: unknown, ctx: z.RefinementCtx): void {
  const visit = (v: unknown, path: (string | number)[]) => {
    if (typeof v === 'string') {
      const i = unpairedBracket(v);
      if (i >= 0) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `'${around(v, i)}' tiene un «${v[i]}» sin pareja; si es un valor con comas dentro de [ ... ], escríbalo entre comillas: [ a, "b (c, d)" ]`,
        });
      }
    } else if (Array.isArray(v)) v.forEach((item, i) => visit(item, [...path, i]));
    else if (v !== null && typeof v === 'object') for (const [k, item] of Object.entries(v)) visit(item, [...path, k]);
  };
  visit(value, []);
}
