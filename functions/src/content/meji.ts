/**
 * Curated Spanish study content for the 16 Meji (positions 1..16), `data_source: 'manual'`.
 *
 * The texts live in data files an editor can open and correct, one per Meji:
 * functions/src/content/data/meji/<NN-name>.yaml (see the README of this folder). `npm run
 * content` validates them (schemas/meji.ts) and writes generated/meji.json, which this module
 * loads; the pure builders that turn an entry into the curated record are in meji-record.ts.
 *
 * Editorial rules (DESIGN.md 6):
 * - Written for the project, in Spanish, as study material. Themes, "nace" lists, proverbs and
 *   stories are the ones repeated in published Lucumí sources and, where noted, in the Yoruba
 *   corpus; stories are short retellings in our own words, never copies.
 * - Every section names its sources and whether it has been reviewed (`reviewed: null` = not yet).
 * - No liturgy is invented: `rezo` and `suyere` are deliberately omitted. Works are described
 *   as kinds of works (study notes), never as step-by-step instructions.
 * - `element`, `direction` and `colors` appear only where the association is widely attested;
 *   otherwise they are omitted on purpose.
 * - The secret (premium) content is advanced study material and reflection, and says so.
 */
import data from './generated/meji.json' with { type: 'json' };
import { mejiContentOf, type MejiContent } from './meji-record.js';
import type { MejiEntry } from './schemas/meji.js';

export * from './meji-record.js';

/** The data files as validated by `npm run content` (schemas/meji.ts), in position order. */
export const MEJI_ENTRIES = data as readonly MejiEntry[];

export const MEJI_CONTENT: readonly MejiContent[] = MEJI_ENTRIES.map(mejiContentOf);

/** The curated entry of a Meji by its position (1..16). */
export function mejiByPosition(position: number): MejiContent | undefined {
  return MEJI_CONTENT.find((m) => m.position === position);
}
