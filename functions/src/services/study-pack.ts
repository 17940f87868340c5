import type { Language, ResponseBody } from '@ifa/shared';
import { allReviews } from '../data/content-reviews.js';
import { getCatalogueVersion, listOdduns } from '../data/odduns.js';
import { mejiTranslations } from '../data/sign-translations.js';
import { etagOf } from '../lib/etag.js';
import { signDetail } from './sign-detail.js';
import { SIGN_LIST_FRESHNESS } from './sign-list-policy.js';

/**
 * The encyclopedia for offline study (DESIGN.md 5d): all 256 signs' study texts in the learner's
 * language, as the detail shows them without a secret. The device fetches it once per catalogue
 * version and language: its ETag is bound to the catalogue version (data/odduns.ts), so a device
 * that holds the current pack is answered 304 after one small read, never the 256 records. Right
 * after a change (gsi1 still settling) the ETag is the content's instead, as for the list. The
 * sections' reviews (issue 36) are in it too, so its ETag is bound to them only through the
 * content: a review changes the pack once the catalogue changes; a device sees it on the detail.
 */
export interface StudyPack {
  etag: string | undefined;
  body: () => Promise<ResponseBody<'studyPack'>>;
}

const PACK_SHAPE = 1;

export async function studyPack(language: Language, now = Date.now()): Promise<StudyPack> {
  const version = await getCatalogueVersion();
  const settled = now - version.changedAt >= SIGN_LIST_FRESHNESS.settleSeconds * 1000;
  const read = async () => {
    const [odduns, reviews, translations] = await Promise.all([listOdduns(256), allReviews(), mejiTranslations(language)]);
    return { language, odduns: odduns.map((oddun) => signDetail(oddun, null, language, translations, reviews.filter((r) => r.oddun_id === oddun.id))) };
  };
  return { etag: settled ? etagOf({ catalogue: version.token, language, shape: PACK_SHAPE }) : undefined, body: read };
}
