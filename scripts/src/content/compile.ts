import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import { LANGUAGES } from '@ifa/shared';
import { packSources } from '../../../functions/src/content/pack.js';
import type { ContentCollection, TranslationSpec } from '../../../functions/src/content/schemas/collection.js';

/** `functions/src/content`: data/<collection>/*.yaml in, generated/<collection>.json out. */
export const CONTENT_ROOT = resolve(import.meta.dirname, '../../../functions/src/content');

export interface LoadResult<T = unknown> {
  name: string;
  entries: T[];
  /** Human-readable problems, each naming the file (and the field) it is about. */
  errors: string[];
  /** The valid translations by language (collections with `translations`). */
  translations?: Record<string, unknown[]>;
}

/**
 * Reads and validates one collection's data files. Pure apart from reading the folder: nothing
 * is written. Every problem is collected (not only the first), so an editor sees them all at once.
 */
export function loadCollection<T>(collection: ContentCollection, root = CONTENT_ROOT): LoadResult<T> {
  const dir = join(root, 'data', collection.name);
  const errors: string[] = [];
  const entries: T[] = [];
  if (!existsSync(dir)) return { name: collection.name, entries, errors: [`${rel(dir)}: the folder does not exist`] };
  // Translation folders (data/<name>/<language>/) are not entries: loadTranslations reads them
  // for the collections that declare translations.
  const languages = new Set<string>([...LANGUAGES, ...(collection.translations?.languages ?? [])]);
  const files = readdirSync(dir)
    .filter((f) => !f.startsWith('.') && !(languages.has(f) && statSync(join(dir, f)).isDirectory()))
    .sort();
  const keys = new Map<string, string>();
  for (const file of files) {
    const path = join(dir, file);
    if (!file.endsWith('.yaml')) {
      errors.push(`${rel(path)}: only .yaml files belong here`);
      continue;
    }
    const entry = parseFile<T>(path, collection.schema, errors);
    if (entry === undefined) continue;
    const key = collection.key(entry);
    if (key !== basename(file, '.yaml')) errors.push(`${rel(path)}: the file must be named ${key}.yaml (its key)`);
    const other = keys.get(key);
    if (other) errors.push(`${rel(path)}: the key '${key}' is already used by ${other}`);
    keys.set(key, rel(path));
    entries.push(entry);
  }
  if (!errors.length && collection.check) errors.push(...collection.check(entries).map((p) => `${collection.name}: ${p}`));
  const compare = collection.compare ?? ((a: unknown, b: unknown) => collection.key(a).localeCompare(collection.key(b)));
  entries.sort(compare as (a: T, b: T) => number);
  if (!collection.translations) return { name: collection.name, entries, errors };
  const translated = loadTranslations(collection.translations, entries, (e) => collection.key(e), dir);
  return { name: collection.name, entries, errors: [...errors, ...translated.errors], translations: translated.byLanguage };
}

/** One YAML file parsed and validated; its problems go to `errors` (and undefined is returned). */
function parseFile<T>(path: string, schema: ContentCollection['schema'], errors: string[]): T | undefined {
  let raw: unknown;
  try {
    raw = parse(readFileSync(path, 'utf8'), { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    const message = error instanceof YAMLParseError ? error.message : String(error);
    errors.push(`${rel(path)}: not valid YAML: ${message}`);
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push(`${rel(path)}: ${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`);
    }
    return undefined;
  }
  return parsed.data as T;
}

/**
 * The translations of a collection's entries (DESIGN.md 6): for every entry and every language,
 * `<dir>/<language>/<key>.yaml` must exist, be valid and match its entry (spec.check); a missing
 * file, a file no entry has and every mismatch is a problem naming its file (and field).
 */
export function loadTranslations<S>(
  spec: TranslationSpec<S>,
  sources: readonly S[],
  keyOf: (source: S) => string,
  dir: string,
): { errors: string[]; byLanguage: Record<string, unknown[]> } {
  const errors: string[] = [];
  const byLanguage: Record<string, unknown[]> = {};
  const keys = new Map(sources.map((s) => [keyOf(s), s]));
  for (const language of spec.languages) {
    const folder = join(dir, language);
    const found = existsSync(folder) ? readdirSync(folder).filter((f) => !f.startsWith('.')).sort() : [];
    byLanguage[language] = [];
    for (const file of found) {
      const key = basename(file, '.yaml');
      if (!file.endsWith('.yaml')) errors.push(`${rel(join(folder, file))}: only .yaml files belong here`);
      else if (!keys.has(key)) errors.push(`${rel(join(folder, file))}: no ${key}.yaml in ${rel(dir)} to translate`);
    }
    for (const [key, source] of keys) {
      const path = join(folder, `${key}.yaml`);
      if (!found.includes(`${key}.yaml`)) {
        errors.push(`${rel(path)}: missing: every entry needs its ${language} translation (DESIGN.md 6)`);
        continue;
      }
      const translation = parseFile<unknown>(path, spec.schema, errors);
      if (translation === undefined) continue;
      const problems = spec.check(source, translation, language);
      for (const p of problems) errors.push(`${rel(path)}: ${p}`);
      if (!problems.length) byLanguage[language]!.push(translation);
    }
  }
  return { errors, byLanguage };
}

/** The JSON the runtime imports, stable (sorted entries, two-space indent) so a rebuild is a no-op. */
export function generatedJson(result: LoadResult, { packed = false, omit = [] }: { packed?: boolean; omit?: readonly string[] } = {}): string {
  const entries = omit.length ? (without(result.entries, new Set(omit)) as unknown[]) : result.entries;
  return `${JSON.stringify(packed ? packSources(entries) : entries, null, 2)}\n`;
}

/** A copy without the given keys at any depth. */
function without(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => without(v, keys));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (keys.has(k) ? [] : [[k, without(v, keys)]])));
}

export function generatedPath(name: string, root = CONTENT_ROOT): string {
  return join(root, 'generated', `${name}.json`);
}

/** Loads every collection; writes the generated JSON only when all of them are valid. */
export function compileContent(collections: readonly ContentCollection[], root = CONTENT_ROOT): { results: LoadResult[]; written: string[] } {
  const results = collections.map((c) => loadCollection(c, root));
  const written: string[] = [];
  if (results.some((r) => r.errors.length)) return { results, written };
  mkdirSync(join(root, 'generated'), { recursive: true });
  const write = (path: string, json: string) => {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== json) {
      writeFileSync(path, json);
      written.push(rel(path));
    }
  };
  for (const [i, result] of results.entries()) {
    const collection = collections[i]!;
    write(generatedPath(result.name, root), generatedJson(result, { packed: collection.packSources, omit: collection.omitAtRuntime }));
    for (const [view, derive] of Object.entries(collection.views ?? {})) {
      write(generatedPath(view, root), `${JSON.stringify(derive(result.entries))}\n`);
    }
    if (collection.translations && result.translations) {
      for (const [file, value] of Object.entries(collection.translations.outputs(result.entries, result.translations))) {
        write(generatedPath(file, root), `${JSON.stringify(value, null, 2)}\n`);
      }
    }
  }
  return { results, written };
}

const rel = (path: string) => relative(process.cwd(), path) || path;
