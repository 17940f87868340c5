import { ReviewMarkRequest } from '@ifa/shared';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markReviewed, type ReviewQueueItem } from '../api/review-queue';
import { useQueueAction } from '../lib/use-queue-action';
import { NoteArea, QueueForm } from './queue-form';

/** 'Marcar como revisada': the reviewer vouches for the text they read, with a note and an optional source. */
export function MarkReviewedForm({ item, onDone, onClose }: { item: ReviewQueueItem; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const sourceId = useId();
  const [note, setNote] = useState('');
  const [source, setSource] = useState('');
  const action = useQueueAction(onDone, t('contentReview.saveError'));

  const submit = () => {
    const body = action.checked(ReviewMarkRequest, { text_hash: item.text_hash, note, ...(source.trim() ? { source } : {}) });
    if (body) void action.run(() => markReviewed(item, body));
  };

  return (
    <QueueForm
      title={t('contentReview.open')}
      submitLabel={t('contentReview.submit')}
      submitIcon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
      submitTestId="review-submit"
      sending={action.sending}
      error={action.formError}
      onSubmit={submit}
      onCancel={onClose}
      testId="review-mark-form"
    >
      <NoteArea
        label={t('contentReview.note')}
        hint={t('contentReview.noteHint')}
        action={action}
        value={note}
        onValue={setNote}
        required
        focusOnOpen
        testId="review-note"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={sourceId} className="text-sm font-semibold text-ink">
          {t('contentReview.source')}
        </label>
        <input
          id={sourceId}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          maxLength={300}
          className="min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink"
          data-testid="review-source"
        />
      </div>
    </QueueForm>
  );
}
