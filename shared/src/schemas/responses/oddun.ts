import * as z from 'zod/mini';
import { ODDUN_PROVENANCE_SECTIONS } from '../../constants.js';
import { Language, integer } from '../common.js';
import { OddunFields } from '../oddun.js';
import { Review } from '../provenance.js';

/**
 * The language a learner reads a sign's study text in (DESIGN.md 6), when it is not Spanish:
 * `sections` are shown in `language`, as the project's translation (`reviewed` null = pending
 * review); `untranslated` sections are shown in Spanish because their Spanish changed since the
 * translation (or none exists yet). Absent for Spanish.
 */
export const OddunTranslation = z.object({
  language: Language,
  by: z.literal('project'),
  reviewed: Review,
  sections: z.array(z.enum(ODDUN_PROVENANCE_SECTIONS)),
  untranslated: z.array(z.enum(ODDUN_PROVENANCE_SECTIONS)),
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

export const OddunListResponse = z.object({ odduns: z.array(z.extend(z.partial(Oddun), { id: z.string() })), total: integer() });

export const ContributeResponse = z.object({ success: z.literal(true), message: z.string(), contribution_id: z.string() });

export const PurchaseSecretResponse = z.object({
  success: z.literal(true),
  new_balance: integer(),
  already_owned: z.boolean(),
  purchased_secrets: z.array(z.string()),
});
