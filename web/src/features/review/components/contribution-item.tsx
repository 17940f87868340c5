import { ReviewContributionRequest } from '@ifa/shared';
import { CheckCircle2, MessageSquareReply } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ContributionSource } from '../../../components/contribution-source';
import { formatDate } from '../../../lib/format';
import { reviewContribution } from '../api/review-contribution';
import type { ReviewContribution } from '../api/review-queue';
import { useQueueAction } from '../lib/use-queue-action';
import { BeforeAfter } from './before-after';
import { NoteArea } from './queue-form';

type Decision = ReviewContributionRequest['decision'];

/**
 * One pending contribution (issue 36): where it goes, who is credited, its source, the section
 * before and after, and the reviewer's decision with a note: 'Aplicar' (the note is optional) or
 * 'Pedir cambios' (the note is what the author reads). One that cannot be applied as it is
 * (`after` null) can only be sent back.
 */
export function ContributionItem({ item, onDone }: { item: ReviewContribution; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState<Decision | null>(null);
  const action = useQueueAction(onDone, t('contentReview.contributions.saveError'));
  const section = t(`encyclopedia.sections.${item.section}`, { defaultValue: t(`contentReview.sections.${item.section}`, { defaultValue: item.section }) });
  const applicable = item.after !== null;

  const decide = async (decision: Decision) => {
    // The contract's rule (a note to ask for changes), checked here first; a 409 (decided by
    // someone else, or the section changed meanwhile) reads the queue as it is now.
    const body = action.checked(ReviewContributionRequest, { decision, note, before_hash: item.before_hash });
    if (!body) return;
    setSending(decision);
    await action.run(() => reviewContribution(item.id, body));
    setSending(null);
  };

  return (
    <article className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`${id}-title`} data-testid={`contribution-item-${item.id}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-gold-ink">
        <span lang={item.language}>{t(`languages.${item.language}`)}</span> · {t(`encyclopedia.contribute.types.${item.type}`)} ·{' '}
        {t('contentReview.contributions.sent', { date: formatDate(item.created_at, i18n.language) })}
      </p>
      <h3 id={`${id}-title`} className="mt-1 text-xl font-semibold text-ink">
        <span lang="yo">{item.oddun_name}</span> · {section}
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        <li data-testid="contribution-credit">
          <span className="text-muted">{t('contentReview.contributions.credit')} </span>
          <span className="font-semibold">{item.credit_name}</span>
        </li>
        {item.source_kind || item.source ? (
          <li>
            <ContributionSource kind={item.source_kind} source={item.source} testId="contribution-source" />
          </li>
        ) : null}
      </ul>
      <BeforeAfter section={item.section} language={item.language} before={item.before} after={item.after} content={item.content} />
      {applicable ? null : (
        <p className="mt-3 rounded-xl bg-sand/60 p-3 text-sm text-ink" data-testid="contribution-not-applicable">
          {t('contentReview.contributions.notApplicable')}
        </p>
      )}
      <div className="mt-4">
        <NoteArea
          label={t('contentReview.contributions.note')}
          hint={t('contentReview.contributions.noteHint')}
          action={action}
          value={note}
          onValue={setNote}
          testId="contribution-note"
        />
      </div>
      {action.formError ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-clay" data-testid="contribution-error">
          {action.formError}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {applicable ? (
          <Button onClick={() => void decide('apply')} loading={sending === 'apply'} disabled={sending !== null} icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />} data-testid="contribution-apply">
            {t('contentReview.contributions.apply')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void decide('request_changes')}
          loading={sending === 'request_changes'}
          disabled={sending !== null}
          icon={<MessageSquareReply className="h-4 w-4" aria-hidden="true" />}
          data-testid="contribution-request-changes"
        >
          {t('contentReview.contributions.requestChanges')}
        </Button>
      </div>
    </article>
  );
}
