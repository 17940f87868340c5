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

export function defineCollection<S extends z.ZodType>(collection: ContentCollection<S>): ContentCollection<S> {
  return collection;
}
