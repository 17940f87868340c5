import * as z from 'zod/mini';
import { CONTRIBUTION_SOURCE_KINDS, ODDUN_PROVENANCE_SECTIONS } from '../../constants.js';
import { ODDUN_TRANSLATED_FIELDS } from '../../study-items.js';
import { Language, integer } from '../common.js';
import { OddunFields } from '../oddun.js';
import { Review } from '../provenance.js';

/** Who a section's translation is credited to: a learner whose suggestion a reviewer applied (issue 36). */
export const TranslationCredit = z.object({
  name: z.string(),
  source_kind: z.nullable(z.enum(CONTRIBUTION_SOURCE_KINDS)),
  source: z.nullable(z.string()),
  on: z.string(),
});
export type TranslationCredit = z.infer<typeof TranslationCredit>;

/**
 * The language a learner reads a sign's study text in (DESIGN.md 6), when it is not Spanish:
 * `sections` are shown wholly in `language`, as the project's translation (`reviewed` null =
 * pending review); `untranslated` sections are shown in Spanish, wholly or in part, because their
 * Spanish changed since the translation (or none exists yet). Texts are translated item by item
 * (study-items.ts: a paragraph, a list entry): `pending` names, per field of a section otherwise
 * translated, the indexes of its items still in Spanish (an entry added or corrected since); an
 * `untranslated` section with no `pending` field is wholly Spanish. Absent for Spanish.
 */
export const OddunTranslation = z.object({
  language: Language,
  by: z.literal('project'),
  reviewed: Review,
  sections: z.array(z.enum(ODDUN_PROVENANCE_SECTIONS)),
  untranslated: z.array(z.enum(ODDUN_PROVENANCE_SECTIONS)),
  pending: z.optional(z.partialRecord(z.enum(ODDUN_TRANSLATED_FIELDS), z.array(integer()))),
  /**
   * Sections whose translation is a learner's suggestion a reviewer applied (issue 36): the name
   * they chose to be credited by and where the text comes from. Only while that text is the one shown.
   */
  credits: z.optional(z.partialRecord(z.enum(ODDUN_PROVENANCE_SECTIONS), TranslationCredit)),
});
export type OddunTranslation = z.infer<typeof OddunTranslation>;

export const Oddun = z.extend(OddunFields, {
  id: z.string(),
  has_data: z.boolean(),
  completion_percentage: z.number(),
  fecha_actualizacion: z.optional(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  secret_unlocked: z.optional(z.boolean()),
  /** The sign has secret content to unlock (server-maintained; absent on items written before it existed). */
  has_secret: z.optional(z.boolean()),
  /** The sign detail in the learner's language (absent in Spanish and in the list). */
  translation: z.optional(OddunTranslation),
});
export type Oddun = z.infer<typeof Oddun>;

/**
 * Every sign's study texts in one language (DESIGN.md 5d: the encyclopedia readable offline): the
 * records as the detail shows them to a learner who has bought no secret. The device keeps it.
 */
export const StudyPackResponse = z.object({ language: z.string(), odduns: z.array(Oddun) });
export const OddunListResponse = z.object({ odduns: z.array(z.extend(z.partial(Oddun), { id: z.string() })), total: integer() });

export const ContributeResponse = z.object({ success: z.literal(true), message: z.string(), contribution_id: z.string() });

export const PurchaseSecretResponse = z.object({
  success: z.literal(true),
  new_balance: integer(),
  already_owned: z.boolean(),
  purchased_secrets: z.array(z.string()),
});
