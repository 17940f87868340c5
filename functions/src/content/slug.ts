/**
 * A sign's stable id from its name: lowercase ASCII, accents and ñ folded, words joined by '-',
 * at most 64 characters ('Ogbe Weñe' -> 'ogbe-wene'). The catalogue build, the admin panel and
 * the practice questions all derive ids with it. A module of its own so that a Lambda needing
 * only ids does not load the admin's editing rules (and the schemas they build).
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
}
