import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { markReviewed, type ReviewQueueItem } from '../api/review-queue';

/** One section pending review in one language, as learners read it, with the form to mark it reviewed. */
export function QueueItem({ item, onDone }: { item: ReviewQueueItem; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [source, setSource] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const section = t(`encyclopedia.sections.${item.section}`, { defaultValue: t(`contentReview.sections.${item.section}`, { defaultValue: item.section }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('validation.reviewNoteRequired'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await markReviewed(item, { text_hash: item.text_hash, note: note.trim(), ...(source.trim() ? { source: source.trim() } : {}) });
      notify.success(t('validation.reviewSaved'));
      onDone();
    } catch (failure) {
      const message = errorMessage(t, failure, t('contentReview.saveError'));
      setError(message);
      // Reviewed by someone else, or changed meanwhile: the queue as it is now.
      if (failure instanceof ApiError && failure.status === 409) onDone();
    } finally {
      setSending(false);
    }
  };

  return (
    <article className="rounded-3xl border border-line bg-white p-5 shadow-sm" aria-labelledby={`${id}-title`} data-testid={`review-item-${item.oddun_id}-${item.section}-${item.language}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-gold-ink">
        {t(`languages.${item.language}`)} · {t('contentReview.pendingSince', { date: formatDate(item.pending_since, i18n.language) })}
      </p>
      <h3 id={`${id}-title`} className="mt-1 text-xl font-semibold text-ink">
        <span lang="yo">{item.oddun_name}</span> · {section}
      </h3>
      <div lang={item.language} className="mt-3 whitespace-pre-line rounded-2xl bg-parchment p-4 text-ink" data-testid="review-text">
        {item.text}
      </div>
      {open ? (
        <form className="mt-4 flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {t('contentReview.note')}
            <textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={500}
              rows={3}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-note-hint`}
              className="rounded-xl border border-line px-3 py-2 font-normal"
              data-testid="review-note"
            />
            <span id={`${id}-note-hint`} className="font-normal text-muted">
              {t('contentReview.noteHint')}
            </span>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {t('contentReview.source')}
            <input value={source} onChange={(event) => setSource(event.target.value)} maxLength={300} className="min-h-11 rounded-xl border border-line px-3 font-normal" data-testid="review-source" />
          </label>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-clay">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={sending} icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />} data-testid="review-submit">
              {t('contentReview.submit')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('contentReview.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button className="mt-4" variant="secondary" onClick={() => setOpen(true)} data-testid="review-open">
          {t('contentReview.open')}
        </Button>
      )}
    </article>
  );
}
