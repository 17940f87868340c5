import * as z from 'zod/mini';
import { LANGUAGES } from '../../constants.js';
import { ORISHA_GUIDE_TOPICS } from '../orisha-guide.js';
import { Provenance } from '../provenance.js';

export const OrishaGuideFact = z.object({
  topic: z.enum(ORISHA_GUIDE_TOPICS),
  /** The values the quiz asks for, in the requested language. */
  values: z.array(z.string()),
  /** Also given as valid by published sources or houses: never offered as a wrong option. */
  also: z.array(z.string()),
  /** True when houses differ: the quiz asks it only with its qualifier, or not at all. */
  varies: z.boolean(),
  provenance: Provenance,
});
export type OrishaGuideFact = z.infer<typeof OrishaGuideFact>;

export const OrishaGuideEntry = z.object({
  id: z.string(),
  /** The Lucumí name in the requested language's spelling. */
  name: z.string(),
  /** The Yorùbá spelling with tone marks; null where none is recorded. */
  yoruba: z.nullable(z.string()),
  aliases: z.array(z.string()),
  facts: z.array(OrishaGuideFact),
});
export type OrishaGuideEntry = z.infer<typeof OrishaGuideEntry>;

/** GET /games/orisha-matching/guide: the knowledge base the Orisha game asks about, to study. */
export const OrishaGuideResponse = z.object({
  language: z.enum(LANGUAGES),
  orishas: z.array(OrishaGuideEntry),
});
export type OrishaGuideResponse = z.infer<typeof OrishaGuideResponse>;
