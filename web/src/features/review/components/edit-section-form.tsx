import { CONTRIBUTION_MAX_LENGTH, ODDUN_LIST_SECTIONS, ReviewEditRequest } from '@ifa/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editSection } from '../api/edit-section';
import type { ReviewQueueItem } from '../api/review-queue';
import { useQueueAction } from '../lib/use-queue-action';
import { QueueForm, QueueTextArea } from './queue-form';

/** The shape a section's text takes in the box, as the queue gives it and the server reads it back. */
const shapeOf = (section: string) => ((ODDUN_LIST_SECTIONS as readonly string[]).includes(section) ? 'list' : section === 'title' ? 'title' : 'text');

/**
 * 'Editar el texto' (issue 36): the reviewer rewrites the section in its language, starting from
 * the text they read. Learners read the new text at once; the section stays pending review, since
 * an edited text needs a review of its own. A translation keeps as many entries or paragraphs as
 * the Spanish (the server pairs them item by item).
 */
export function EditSectionForm({ item, onDone, onClose }: { item: ReviewQueueItem; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(item.text);
  const action = useQueueAction(onDone, t('contentReview.edit.saveError'));
  const shape = shapeOf(item.section);
  const hints = [
    t(`contentReview.edit.shape.${shape}`),
    ...(item.language !== 'es' && shape !== 'title' ? [t(`contentReview.edit.sameCount.${shape}`)] : []),
    t('contentReview.edit.pendingHint'),
  ];

  const submit = () => {
    const body = action.checked(ReviewEditRequest, { text_hash: item.text_hash, text });
    if (!body) return;
    if (body.text === item.text.trim()) {
      action.fail(t('contentReview.edit.unchanged'));
      return;
    }
    void action.run(() => editSection(item, body), onClose);
  };

  return (
    <QueueForm
      title={t('contentReview.edit.title')}
      submitLabel={t('contentReview.edit.submit')}
      submitIcon={<Save className="h-4 w-4" aria-hidden="true" />}
      submitTestId="review-edit-submit"
      sending={action.sending}
      error={action.formError}
      onSubmit={submit}
      onCancel={onClose}
      testId="review-edit-form"
    >
      <QueueTextArea
        label={t('contentReview.edit.label', { language: t(`languages.${item.language}`) })}
        hints={hints}
        error={action.fieldError}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          action.fieldChanged();
        }}
        lang={item.language}
        maxLength={CONTRIBUTION_MAX_LENGTH}
        // As tall as the text (a phone wraps each entry over lines), within reason; `rows` where
        // the browser cannot size a field to its content.
        rows={Math.min(14, Math.max(3, item.text.split('\n').length + 1))}
        className="max-h-[60vh] min-h-24 [field-sizing:content]"
        required
        focusOnOpen
        testId="review-edit-text"
      />
    </QueueForm>
  );
}
