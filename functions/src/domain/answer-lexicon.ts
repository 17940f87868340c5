/**
 * The names the catalogue knows, for the one judge's `others` (DESIGN.md 5b: a slip is forgiven
 * unless it is as near another answer the catalogue knows). A sign-name answer typed one letter
 * off is weighed against every other sign's names, in a game, a duel, a house task or the review
 * alike, not only against the options a question happened to offer.
 */
import { ODU_CATALOGUE, yorubaAliasesOfLegs, yorubaNameOfLegs, type OduFact } from '../content/odu-catalogue.js';
import { slugify } from '../content/slug.js';

/** Every spelling of a sign's name: the Lucumí one, the Yorùbá one and its untoned aliases. */
export const signSpellings = (fact: OduFact): string[] => [
  fact.name,
  yorubaNameOfLegs(fact.right_leg, fact.left_leg),
  ...yorubaAliasesOfLegs(fact.right_leg, fact.left_leg),
];

let names: ReadonlyArray<{ id: string; spellings: string[] }> | undefined;
/** Built on first use: a Lambda that never judges a typed name does not pay for it at init. */
const allNames = () => (names ??= ODU_CATALOGUE.map((fact) => ({ id: slugify(fact.name), spellings: signSpellings(fact) })));

/** The names of every sign but `signId` (the one asked about, whose names are right answers). */
export function otherSignNames(signId: string | undefined): string[] {
  return allNames().flatMap((sign) => (sign.id === signId ? [] : sign.spellings));
}
