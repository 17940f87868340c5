/**
 * A compact form of the generated content for the Lambda bundles (DESIGN.md 8, 400 KB): every
 * `sources` list in the entries is replaced by indexes into one table of distinct sources, so a
 * source cited by a hundred facts is written once. `npm run content` packs a collection that
 * asks for it (`ContentCollection.packSources`); the runtime module unpacks it once at load.
 * Pure, and a round trip gives back equal entries (test/unit/content-pack.test.ts).
 */
export interface PackedContent {
  sources: unknown[];
  entries: unknown[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function packSources(entries: readonly unknown[]): PackedContent {
  const table: unknown[] = [];
  const index = new Map<string, number>();
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== 'sources' || !Array.isArray(inner)) return [key, walk(inner)];
        return [
          key,
          inner.map((source) => {
            const id = JSON.stringify(source);
            let at = index.get(id);
            if (at === undefined) {
              at = table.push(source) - 1;
              index.set(id, at);
            }
            return at;
          }),
        ];
      }),
    );
  };
  const packed = entries.map(walk);
  return { sources: table, entries: packed };
}

export function unpackSources<T>(packed: PackedContent): T[] {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === 'sources' && Array.isArray(inner) ? [key, inner.map((i) => packed.sources[i as number])] : [key, walk(inner)],
      ),
    );
  };
  return packed.entries.map(walk) as T[];
}
