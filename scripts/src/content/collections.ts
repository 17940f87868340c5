import { packEquivalents, packQuizOrishas } from '../../../functions/src/content/orisha-quiz-pack.js';
import type { ContentCollection } from '../../../functions/src/content/schemas/collection.js';
import { mejiCollection } from '../../../functions/src/content/schemas/meji.js';
import { equivalentsCollection, orishaCollection } from '../../../functions/src/content/schemas/orishas.js';

/** Every collection of content data files (functions/src/content/data/<name>/). */
export const COLLECTIONS: readonly ContentCollection[] = [
  mejiCollection,
  // The quiz's fields alone (content/orisha-quiz-pack.ts), for the progress Lambda's review of orisha-fact cards (issue 12).
  { ...orishaCollection, views: { 'orisha-quiz': packQuizOrishas } },
  { ...equivalentsCollection, views: { 'orisha-quiz-equivalents': packEquivalents } },
] as readonly ContentCollection[];
