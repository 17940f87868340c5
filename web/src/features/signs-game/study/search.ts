/**
 * Encyclopedia search (spec 2): a name or a number. Names match whatever spelling the learner
 * knows (DESIGN.md 6: Lucumí and Yoruba forms, e.g. 'Eji Ogbe' for Baba Ejiogbe, 'Owonrin' for
 * Ojuani), ignoring accents, case, spaces and hyphens; a number is the sign's position.
 */

export interface Searchable {
  id: string;
  position?: number | undefined;
  name?: string | undefined;
  traditional_name?: string | undefined;
  yoruba_name?: string | undefined;
  alternative_names?: string[] | undefined;
}

/** Lowercase, without diacritics (ñ -> n), without spaces or punctuation: 'Ogbe Weñe' -> 'ogbewene'. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const namesOf = (sign: Searchable) =>
  [sign.name, sign.traditional_name, sign.yoruba_name, ...(sign.alternative_names ?? [])].filter((n): n is string => Boolean(n));

/** 0 = a name is exactly the query, 1 = a name starts with it, 2 = contains it; undefined = no match. */
function rank(sign: Searchable, needle: string): number | undefined {
  let best: number | undefined;
  for (const name of namesOf(sign)) {
    const folded = foldName(name);
    const score = folded === needle ? 0 : folded.startsWith(needle) ? 1 : folded.includes(needle) ? 2 : undefined;
    if (score !== undefined && (best === undefined || score < best)) best = score;
  }
  return best;
}

/**
 * The signs matching a query, best first (exact name, then prefix, then anywhere), in catalogue
 * order within each group. A blank query matches nothing: the caller browses the whole list.
 */
export function searchSigns<T extends Searchable>(signs: readonly T[], query: string): T[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  // '37', '#37', 'n.º 37', 'no. 37'
  const number = /^(?:#|n\.?\s*º|no\.?)?\s*(\d+)$/i.exec(trimmed);
  if (number) return signs.filter((s) => s.position === Number(number[1]));
  const needle = foldName(trimmed);
  if (!needle) return [];
  return signs
    .map((sign, order) => ({ sign, order, score: rank(sign, needle) }))
    .filter((hit): hit is { sign: T; order: number; score: number } => hit.score !== undefined)
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .map((hit) => hit.sign);
}
