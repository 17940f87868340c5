import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MSG, OddunFields, TRANSLATABLE_SECTIONS, contributionEffect, type Language, type Oddun, type OddunProvenanceSection, type SectionValue } from '@ifa/shared';
import { localizeSign } from '../content/localize-sign.js';
import { sectionIn } from '../content/section-review.js';
import { withTranslatedField, type TranslatedField } from '../content/translations.js';
import { getStoredOddun, writeOddunChange } from '../data/oddun-admin.js';
import { getOddun } from '../data/odduns.js';
import { transactWrite } from '../data/paging.js';
import { ReadAgain, retryTransaction } from '../data/retry-transaction.js';
import { getStoredTranslation, translationChangePut } from '../data/sign-translations.js';
import type { UserRecord } from '../data/users.js';
import { REVIEWER_EDIT_SOURCE, provenanceAfterEdit } from '../domain/oddun-edit.js';
import { cancellationReasons } from '../lib/ddb.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { actorOf } from './admin-odduns.js';
import { languagesOf } from './contribution-review.js';

/**
 * A reviewer's edit of a section (issue 36, DESIGN.md 5e): the section rewritten in one of their
 * languages, on the text they read (`text_hash` from the queue; a change since is 409). In Spanish
 * it is a revision of the sign (restorable, named among the section's sources) and leaves the
 * section pending review, and the items it changed are read in Spanish by English and French
 * learners until they are translated; in English or French it is the translation of that section,
 * on the version read. Sections of one field each (TRANSLATABLE_SECTIONS); the others are edited in
 * the administration panel.
 */
export async function editSection(
  user: UserRecord,
  params: { id: string; section: OddunProvenanceSection; language: Language },
  body: { text_hash: string; text: string },
  now: Date,
) {
  if (!languagesOf(user).includes(params.language)) throw forbidden(MSG.reviewerOnly);
  if (!(TRANSLATABLE_SECTIONS as readonly string[]).includes(params.section)) throw badRequest(MSG.reviewEditSection);
  const edit = params.language === 'es' ? editSpanish : editTranslation;
  const text_hash = await retryTransaction(() => edit(user, params, body, now), { on: 'conflict', retries: 24, exhausted: () => conflict(MSG.reviewTextChanged) });
  return { success: true as const, message: MSG.reviewEditSaved, text_hash };
}

type Params = Parameters<typeof editSection>[1];
type Body = Parameters<typeof editSection>[2];

async function editSpanish(user: UserRecord, { id, section }: Params, body: Body, now: Date): Promise<string> {
  const stored = await getStoredOddun(id);
  if (!stored) throw notFound(MSG.oddunNotFound);
  const record = stored.fields as unknown as Oddun;
  if (sectionIn(record, section, 'es', { record })?.hash !== body.text_hash) throw conflict(MSG.reviewTextChanged);
  const effect = contributionEffect(stored.fields, section, 'correction', body.text);
  if (!effect) throw badRequest(MSG.reviewEditSection);
  if (effect.unchanged) throw badRequest(MSG.reviewEditUnchanged);
  const fields = { ...stored.fields, [effect.field]: effect.after } as OddunFields;
  const provenance = provenanceAfterEdit(stored, { fields }, REVIEWER_EDIT_SOURCE, now.toISOString().slice(0, 10));
  const valid = OddunFields.safeParse(provenance ? { ...fields, provenance } : fields);
  if (!valid.success) throw new HttpError(400, valid.error.issues.map((i) => ({ field: 'text', message: i.message })));
  const outcome = await writeOddunChange({ id, action: 'update', actor: actorOf(user), before: stored, after: { fields: valid.data }, now });
  if (outcome.status !== 'done') throw new ReadAgain('the sign changed');
  const edited = valid.data as unknown as Oddun;
  return sectionIn(edited, section, 'es', { record: edited })!.hash;
}

async function editTranslation(_user: UserRecord, { id, section, language }: Params, body: Body, now: Date): Promise<string> {
  const [sign, stored] = await Promise.all([getOddun(id), getStoredTranslation(id, language)]);
  if (!sign) throw notFound(MSG.oddunNotFound);
  if (!stored) throw badRequest(MSG.contributionTranslationGenerated);
  const localized = localizeSign(sign, language, () => stored.translation);
  if (sectionIn(sign, section, language, localized)?.hash !== body.text_hash) throw conflict(MSG.reviewTextChanged);
  const effect = contributionEffect(localized.record as unknown as Record<string, unknown>, section, 'correction', body.text);
  if (!effect) throw badRequest(MSG.reviewEditSection);
  if (effect.unchanged) throw badRequest(MSG.reviewEditUnchanged);
  const field = effect.field as TranslatedField;
  const translation = withTranslatedField(stored.translation, field, effect.after, (sign[field as keyof Oddun] as SectionValue) ?? '');
  if (!translation) throw badRequest(MSG.contributionTranslationCount);
  try {
    await transactWrite(new TransactWriteCommand({ TransactItems: [translationChangePut(id, language, stored, translation, now.toISOString())] }));
  } catch (error) {
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) throw new ReadAgain('the translation changed');
    throw error;
  }
  return sectionIn(sign, section, language, localizeSign(sign, language, () => translation))!.hash;
}
