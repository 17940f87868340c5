import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MSG, contributionEffect, type Contribution, type Language, type Oddun, type SectionValue } from '@ifa/shared';
import { localizeSign } from '../content/localize-sign.js';
import { textHash } from '../content/text-hash.js';
import { withTranslatedField, type SignTranslation, type TranslatedField } from '../content/translations.js';
import { decisionItems, getContribution, type Decision } from '../data/contributions.js';
import { getOddun } from '../data/odduns.js';
import { transactWrite } from '../data/paging.js';
import { ReadAgain, retryTransaction } from '../data/retry-transaction.js';
import { getStoredTranslation, translationChangePut } from '../data/sign-translations.js';
import type { UserRecord } from '../data/users.js';
import { cancellationReasons } from '../lib/ddb.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';

/**
 * A translation suggestion applied (issue 36), by a reviewer from their queue or by an admin from
 * the contributions panel: the section's translated field becomes the suggestion, credited to its
 * author, in one transaction with the decision.
 */

/** The name a contribution credits: the one its author chose, else the name they had then. */
export const creditOf = (c: Contribution) => c.credit_name || c.user_name;

/** A section's value as the queue shows it: a text as it is, a list one entry a line. */
export const shown = (value: SectionValue): string => (Array.isArray(value) ? value.join('\n') : (value ?? ''));

/** What applying `c` does to the section as a learner of its language reads it; null when it cannot be applied. */
export function effectOn(c: Contribution, sign: Oddun, translation: SignTranslation | undefined) {
  const language = c.language ?? 'es';
  if (language === 'es') return contributionEffect(sign as unknown as Record<string, unknown>, c.section, c.type, c.content);
  if (!translation) return null;
  const { record } = localizeSign(sign, language, () => translation);
  // A translation suggestion replaces the translated section, as a correction replaces the Spanish.
  return contributionEffect(record as unknown as Record<string, unknown>, c.section, 'correction', c.content);
}

/** Who decides, as the decision records them. */
export const decidedBy = (user: UserRecord) => ({
  reviewed_by: user.id,
  reviewer: { id: user.id, username: user.username, full_name: user.full_name },
  reviewer_name: user.full_name || user.username,
});

/**
 * A translation suggestion applied: the section's translated field becomes the suggestion, paired
 * item by item with the Spanish as it is now (so it shows while that Spanish stays), credited to
 * its author; in one transaction with the decision, on the translation's version that was read.
 */
export async function applyTranslationSuggestion(
  contribution: Contribution,
  language: Exclude<Language, 'es'>,
  user: UserRecord,
  note: string | null,
  /** The section as the decider saw it (the reviewer's queue); none from the admin panel, which previews the suggestion itself. */
  beforeHash: string | undefined,
  now: Date,
): Promise<Decision> {
  return retryTransaction(
    async () => {
      const [sign, stored] = await Promise.all([getOddun(contribution.oddun_id), getStoredTranslation(contribution.oddun_id, language)]);
      if (!sign) throw notFound(MSG.oddunNotFound);
      if (!stored) throw badRequest(MSG.contributionTranslationGenerated);
      const effect = effectOn(contribution, sign, stored.translation);
      if (!effect) throw badRequest(MSG.contributionNotApplicable);
      if (beforeHash !== undefined && textHash(shown(effect.before)) !== beforeHash) throw conflict(MSG.reviewTextChanged);
      if (effect.unchanged) throw badRequest(MSG.contributionNothingToAdd);
      const field = effect.field as TranslatedField;
      const changed = withTranslatedField(stored.translation, field, effect.after, (sign[field as keyof Oddun] as SectionValue) ?? '');
      if (!changed) throw badRequest(MSG.contributionTranslationCount);
      const translation: SignTranslation = {
        ...changed,
        credits: {
          ...changed.credits,
          [contribution.section]: {
            name: creditOf(contribution),
            source_kind: contribution.source_kind ?? null,
            source: contribution.source ?? null,
            on: now.toISOString().slice(0, 10),
            field,
            value_hash: textHash(effect.after),
          },
        },
      };
      const decision: Decision = { ...decidedBy(user), status: 'approved', admin_notes: note, applied: true };
      try {
        await transactWrite(
          new TransactWriteCommand({
            TransactItems: [translationChangePut(contribution.oddun_id, language, stored, translation, now.toISOString()), ...decisionItems(contribution, decision, now)],
          }),
        );
      } catch (error) {
        if (!cancellationReasons(error).includes('ConditionalCheckFailed')) throw error;
        // Decided by another reviewer meanwhile (409), or the translation changed: read both again.
        if ((await getContribution(contribution.id))?.status !== 'pending') throw conflict(MSG.contributionDecided);
        throw new ReadAgain('the translation changed');
      }
      return decision;
    },
    { on: 'conflict', retries: 24, exhausted: () => conflict(MSG.contributionDecided) },
  );
}
