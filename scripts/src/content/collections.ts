import type { ContentCollection } from '../../../functions/src/content/schemas/collection.js';
import { mejiCollection } from '../../../functions/src/content/schemas/meji.js';
import { equivalentsCollection, orishaCollection } from '../../../functions/src/content/schemas/orishas.js';

/** Every collection of content data files (functions/src/content/data/<name>/). */
export const COLLECTIONS: readonly ContentCollection[] = [mejiCollection, orishaCollection, equivalentsCollection] as readonly ContentCollection[];
