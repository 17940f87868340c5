/**
 * A compact form of the generated content for the Lambda bundles (DESIGN.md 8, 400 KB): every
 * `sources` list in the entries is replaced by indexes into one table of distinct sources, so a
 * source cited by a hundred facts is written once. `npm run content` packs a collection that
 * asks for it (`ContentCollection.packSources`); the runtime module unpacks it once at load.
 * A round trip gives back equal entries (test/unit/content-pack.test.ts); unpacking writes into
 * the parsed data it is given (see unpackSources).
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

/**
 * The entries with their sources put back. It works in place on `packed`, which must be fresh
 * parsed JSON that nothing else reads (the generated module's data): rebuilding every object
 * took about 2 ms of each cold start of the games Lambda, writing the sources into the arrays
 * that held their indexes far less. Indexes only are replaced, so a second call changes nothing.
 */
export function unpackSources<T>(packed: PackedContent): T[] {
  const stack: unknown[] = [...packed.entries];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      stack.push(...value);
    } else if (isObject(value)) {
      for (const key in value) {
        const inner = value[key];
        if (key === 'sources' && Array.isArray(inner)) {
          for (let at = 0; at < inner.length; at++) if (typeof inner[at] === 'number') inner[at] = packed.sources[inner[at] as number];
        } else if (typeof inner === 'object' && inner !== null) {
          stack.push(inner);
        }
      }
    }
  }
  return packed.entries as T[];
}
