/**
 * Walking a translation catalog by dotted key, for the tests that check every key a screen asks
 * for is in es, en and fr (admin, practice, house). No runtime code imports this.
 */

/** Whether `key` ('a.b.c') names a text in `catalog`. */
export const hasKey = (catalog: unknown, key: string) => {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
};

/** A key as the code writes it: a plural key is written without its `_one` / `_other` suffix. */
export const keyExists = (catalog: unknown, key: string) => hasKey(catalog, key) || (hasKey(catalog, `${key}_one`) && hasKey(catalog, `${key}_other`));

/** Every text's dotted key. */
export const flattenKeys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'string' ? [prefix] : Object.entries(node as object).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));

/** The text at a dotted key (the key must exist). */
export const textAt = (catalog: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
