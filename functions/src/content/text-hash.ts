/**
 * A short fingerprint of a study text as the catalogue stores it (a string or a list), for the
 * translations (DESIGN.md 6): `npm run content` stores with each translated section the
 * fingerprint of the Spanish it translates, and the server serves the translation only while the
 * sign's stored Spanish still has that fingerprint. An admin who edits the Spanish in the panel
 * changes it, and the learner then reads the edited Spanish with a 'not yet translated' note
 * rather than a translation of the old text as if it were current.
 *
 * cyrb53 (a public-domain 53-bit string hash): pure and synchronous, the same in the build script
 * and in every Lambda, with no crypto module to load. It detects changes; it guards no secret.
 */
export function textHash(value: string | readonly string[] | undefined | null): string {
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const [h1, h2] = cyrb53(text);
  return (4294967296 * (2097151 & h2) + h1).toString(36);
}

/** cyrb53's two 32-bit halves (unsigned) of `text`. */
function cyrb53(text: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/**
 * The fingerprint of one item of a study text (a paragraph, a list entry: shared study-items.ts),
 * by which its translation is found (translations.ts): the same text whatever its spacing or
 * Unicode composition, since neither changes what a translator read. 32 bits, not 53: the
 * detail Lambda bundles one per item and sits at its bundle budget (DESIGN.md 8), and an item is
 * only ever compared with the few items of its own field (a wrong match: about 1 in 10^8 edits).
 */
export const itemHash = (item: string): string => cyrb53(item.normalize('NFC').replace(/\s+/g, ' ').trim())[0].toString(36);
