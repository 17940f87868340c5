import { ReviewChangesRequest } from '@ifa/shared';
import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestChanges } from '../api/request-changes';
import type { ReviewQueueItem } from '../api/review-queue';
import { useQueueAction } from '../lib/use-queue-action';
import { NoteArea, QueueForm } from './queue-form';

/**
 * 'Pedir cambios' (issue 36): a note on the text the reviewer read, which every reviewer of that
 * language reads on the item until someone edits the text. The section stays pending.
 */
export function RequestChangesForm({ item, onDone, onClose }: { item: ReviewQueueItem; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const action = useQueueAction(onDone, t('contentReview.changes.saveError'));

  const submit = () => {
    const body = action.checked(ReviewChangesRequest, { text_hash: item.text_hash, note });
    if (body) void action.run(() => requestChanges(item, body), onClose);
  };

  return (
    <QueueForm
      title={t('contentReview.changes.title')}
      submitLabel={t('contentReview.changes.submit')}
      submitIcon={<MessageSquareWarning className="h-4 w-4" aria-hidden="true" />}
      submitTestId="review-changes-submit"
      sending={action.sending}
      error={action.formError}
      onSubmit={submit}
      onCancel={onClose}
      testId="review-changes-form"
    >
      <NoteArea
        label={t('contentReview.changes.note')}
        hint={t('contentReview.changes.noteHint')}
        action={action}
        value={note}
        onValue={setNote}
        required
        focusOnOpen
        testId="review-changes-note"
      />
    </QueueForm>
  );
}
