import { MSG, OddunFields, contributionEffect, type Contribution } from '@ifa/shared';
import {
  contributionCounts,
  decideContribution,
  decidedContribution,
  decisionItems,
  getContribution,
  listContributions,
  type Decision,
} from '../data/contributions.js';
import { getStoredOddun, writeOddunChange } from '../data/oddun-admin.js';
import { pagination } from '../data/paging.js';
import { ReadAgain, retryTransaction } from '../data/retry-transaction.js';
import type { UserRecord } from '../data/users.js';
import { CONTRIBUTION_SOURCE, provenanceAfterEdit, withCitedSource, withCredit } from '../domain/oddun-edit.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/errors.js';
import { actorOf } from './admin-odduns.js';
import { applyTranslationSuggestion } from './translation-apply.js';

export async function listForAdmin(status: Contribution['status'] | 'all', page: number, limit: number) {
  const [contributions, counts] = await Promise.all([listContributions(status, page, limit), contributionCounts()]);
  const total = status === 'all' ? counts.pending + counts.approved + counts.rejected : counts[status];
  return { contributions, pagination: pagination(page, limit, total) };
}

/** The tiles, from the per-status counters (never a Scan). */
export async function contributionStats() {
  const c = await contributionCounts();
  return {
    total_contributions: c.pending + c.approved + c.rejected,
    pending_contributions: c.pending,
    approved_contributions: c.approved,
    rejected_contributions: c.rejected,
  };
}

/**
 * Approves or rejects a pending contribution; only pending ones can be decided (409 after).
 * With `apply`, its text goes into its sign's section in the SAME transaction as the decision,
 * with a revision of the sign holding the previous values (restorable): an addition adds, a
 * correction or an improvement replaces (DESIGN.md 5e, shared schemas/contribution.ts). With
 * `version`, the sign must still be the one the reviewer previewed (else 409). A conflict with a
 * parallel decision or edit reads again and retries, so of many parallel approvals exactly one
 * decides (the others get 409).
 */
export async function decide(
  id: string,
  admin: UserRecord,
  choice: { status: Decision['status']; admin_notes: string | null; apply: boolean; version?: number | undefined },
): Promise<Contribution> {
  return retryTransaction(
    async () => {
      const contribution = await getContribution(id);
      if (!contribution) throw notFound(MSG.contributionNotFound);
      if (contribution.status !== 'pending') throw conflict(MSG.contributionDecided);
      const decision: Decision = {
        status: choice.status,
        admin_notes: choice.admin_notes,
        reviewed_by: admin.id,
        applied: choice.apply,
        reviewer: { id: admin.id, username: admin.username, full_name: admin.full_name },
        reviewer_name: admin.full_name || admin.username,
      };
      const now = new Date();
      // A translation suggestion (issue 36) goes into the sign's translation, not its Spanish text.
      if (choice.apply && contribution.type === 'translation' && contribution.language && contribution.language !== 'es') {
        return decidedContribution(contribution, await applyTranslationSuggestion(contribution, contribution.language, admin, choice.admin_notes, undefined, now), now);
      }
      if (!choice.apply) {
        if (await decideContribution(contribution, decision, now)) return decidedContribution(contribution, decision, now);
        throw new ReadAgain('decided meanwhile'); // the next read says so
      }
      const sign = await getStoredOddun(contribution.oddun_id);
      if (!sign) throw notFound(MSG.oddunNotFound);
      const effect = contributionEffect(sign.fields, contribution.section, contribution.type, contribution.content);
      if (!effect) throw badRequest(MSG.contributionNotApplicable);
      // A changed sign, or a text already there, may be a parallel approval of this very
      // contribution that committed between the two reads: then it is decided, and that is the answer.
      const refuse = async (error: HttpError) => {
        throw (await getContribution(id))?.status === 'pending' ? error : conflict(MSG.contributionDecided);
      };
      if (choice.version !== undefined && choice.version !== sign.version) await refuse(conflict(MSG.oddunStale));
      // Nothing would change (the entry or paragraph is already there): approve it without applying.
      if (effect.unchanged) await refuse(badRequest(MSG.contributionNothingToAdd));
      const applied = { ...sign.fields, [effect.field]: effect.after } as OddunFields;
      // The section's sources name where the text comes from and whom to credit (issue 36).
      const provenance = withCredit(
        withCitedSource(
          provenanceAfterEdit(sign, { fields: applied }, CONTRIBUTION_SOURCE, now.toISOString().slice(0, 10)),
          contribution.section,
          contribution.source,
          contribution.source_kind,
        ),
        contribution.section,
        contribution.credit_name || contribution.user_name,
      );
      const valid = OddunFields.safeParse(provenance ? { ...applied, provenance } : applied);
      if (!valid.success) {
        throw new HttpError(400, valid.error.issues.map((i) => ({ field: i.path.join('.') || contribution.section, message: i.message })));
      }
      const outcome = await writeOddunChange({
        id: sign.id,
        action: 'apply',
        actor: actorOf(admin),
        before: sign,
        after: { fields: valid.data },
        source: contribution.id,
        alsoWrite: decisionItems(contribution, decision, now),
        now,
      });
      if (outcome.status === 'done') return decidedContribution(contribution, decision, now);
      throw new ReadAgain('decided meanwhile, or the sign changed'); // read both again
    },
    { on: 'conflict', retries: 24, exhausted: () => conflict(MSG.contributionDecided) },
  );
}
