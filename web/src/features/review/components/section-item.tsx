import { TRANSLATABLE_SECTIONS } from '@ifa/shared';
import { CheckCircle2, MessageSquareWarning, PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import type { ReviewQueueItem } from '../api/review-queue';
import { EditSectionForm } from './edit-section-form';
import { MarkReviewedForm } from './mark-reviewed-form';
import { RequestChangesForm } from './request-changes-form';

type Action = 'review' | 'edit' | 'changes';

/**
 * One section pending review in one language, as learners read it (issue 36, DESIGN.md 5e), and
 * what a reviewer can do with it, one form open at a time: mark it reviewed, edit it (sections of
 * one text each: the others are edited in the administration panel) or ask for changes. A request
 * for changes already made on this text is shown to every reviewer, and takes no second one.
 */
export function QueueItem({ item, onDone }: { item: ReviewQueueItem; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<Action | null>(null);
  // Closing a form gives the focus back to the button that opened it (or the first one left).
  const buttons = useRef<HTMLDivElement>(null);
  const [returnTo, setReturnTo] = useState<Action | null>(null);
  useEffect(() => {
    if (!returnTo || open) return;
    const row = buttons.current;
    (row?.querySelector<HTMLButtonElement>(`[data-action="${returnTo}"]`) ?? row?.querySelector<HTMLButtonElement>('button'))?.focus();
    setReturnTo(null);
  }, [returnTo, open]);
  const close = () => {
    setReturnTo(open);
    setOpen(null);
  };

  const section = t(`encyclopedia.sections.${item.section}`, { defaultValue: t(`contentReview.sections.${item.section}`, { defaultValue: item.section }) });
  const editable = (TRANSLATABLE_SECTIONS as readonly string[]).includes(item.section);
  const requested = item.changes_requested;
  const actions: Array<{ action: Action; label: string; icon: ReactNode; testId: string }> = [
    { action: 'review', label: t('contentReview.open'), icon: <CheckCircle2 className="h-4 w-4" aria-hidden="true" />, testId: 'review-open' },
    ...(editable ? [{ action: 'edit' as const, label: t('contentReview.edit.open'), icon: <PenLine className="h-4 w-4" aria-hidden="true" />, testId: 'review-edit-open' }] : []),
    // One request per text: once made, the notice above says what to change.
    ...(requested ? [] : [{ action: 'changes' as const, label: t('contentReview.changes.open'), icon: <MessageSquareWarning className="h-4 w-4" aria-hidden="true" />, testId: 'review-changes-open' }]),
  ];
  const formProps = { item, onDone, onClose: close };

  return (
    <article className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`${id}-title`} data-testid={`review-item-${item.oddun_id}-${item.section}-${item.language}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-gold-ink">
        <span lang={item.language}>{t(`languages.${item.language}`)}</span> · {t('contentReview.pendingSince', { date: formatDate(item.pending_since, i18n.language) })}
      </p>
      <h3 id={`${id}-title`} className="mt-1 text-xl font-semibold text-ink">
        <span lang="yo">{item.oddun_name}</span> · {section}
      </h3>
      {requested ? (
        <p className="mt-3 flex gap-2 rounded-2xl border border-clay/40 bg-clay-soft/60 p-3 text-sm text-ink" data-testid="review-changes-requested">
          <MessageSquareWarning className="mt-0.5 h-4 w-4 shrink-0 text-clay" aria-hidden="true" />
          {/* A day without a time: noon UTC keeps it the same day in every time zone. */}
          <span className="min-w-0 break-words">{t('contentReview.changes.requested', { by: requested.by, date: formatDate(`${requested.on}T12:00:00Z`, i18n.language), note: requested.note })}</span>
        </p>
      ) : null}
      <div lang={item.language} className="mt-3 whitespace-pre-line break-words rounded-2xl bg-parchment p-4 text-ink" data-testid="review-text">
        {item.text}
      </div>
      {open === 'review' ? <MarkReviewedForm {...formProps} /> : null}
      {open === 'edit' ? <EditSectionForm {...formProps} /> : null}
      {open === 'changes' ? <RequestChangesForm {...formProps} /> : null}
      {open ? null : (
        <div ref={buttons} className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.map(({ action, label, icon, testId }) => (
            <Button
              key={action}
              data-action={action}
              variant="secondary"
              icon={icon}
              onClick={() => setOpen(action)}
              data-testid={testId}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
