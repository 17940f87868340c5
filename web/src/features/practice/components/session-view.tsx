import { Flag, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { selectFeedbackShown, selectHint, selectHinting, selectLast, selectQuestion, selectQuestionOpen, selectSending, selectSubmitted } from '../machine/selectors';
import { useReviewSelector, useReviewSend } from '../machine/review-context';
import { titleOf } from '../machine/review-machine';
import { BuildQuestion } from './build-question';
import { VIEW_HEADING_ID } from './practice-layout';
import { QUESTION_HEADING_ID } from './question-heading';
import { ReadQuestion } from './read-question';
import { ReviewFeedback } from './review-feedback';
import { SessionStatus } from './session-status';

/** One question at a time: status, the card ('read' or 'build') and, once answered, its feedback. */
export function SessionView() {
  const { t } = useTranslation();
  const send = useReviewSend();
  const question = useReviewSelector(selectQuestion);
  const open = useReviewSelector(selectQuestionOpen);
  const sending = useReviewSelector(selectSending);
  const submitted = useReviewSelector(selectSubmitted);
  const feedbackShown = useReviewSelector(selectFeedbackShown);
  const feedback = useReviewSelector((s) => s.context.feedback);
  const hint = useReviewSelector(selectHint);
  const hinting = useReviewSelector(selectHinting);
  const last = useReviewSelector(selectLast);
  const title = useReviewSelector((s) => titleOf(s.context));
  // Also while a hint is on its way, so the button does not blink.
  const canFinish = useReviewSelector((s) => s.context.answered > 0 && (s.matches({ session: 'question' }) || s.matches({ session: 'hinting' })));

  // Each new question takes the focus, so keyboard and screen-reader users start from its top.
  const firstQuestion = useRef(true);
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      return;
    }
    document.getElementById(QUESTION_HEADING_ID)?.focus();
  }, [question?.id]);

  if (!question) return null;
  const shownFeedback = feedbackShown ? feedback : null;
  const locked = !open;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 pb-16 pt-6 sm:px-6 sm:pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-gold-ink">{t('review.eyebrow')}</p>
          <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="text-xl font-semibold text-ink outline-none sm:text-2xl">
            {t(`review.title.${title}`)}
          </h1>
        </div>
        {canFinish ? (
          <Button variant="ghost" size="sm" onClick={() => send({ type: 'FINISH' })} icon={<Flag className="h-4 w-4" aria-hidden="true" />} data-testid="review-finish">
            {t('review.status.finish')}
          </Button>
        ) : null}
      </div>
      <SessionStatus />
      {question.is_new ? (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-soft px-3 py-1 text-sm font-semibold text-gold-ink" data-testid="new-card">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('review.status.newCard')}
        </p>
      ) : null}
      {question.kind === 'build' ? (
        <BuildQuestion
          key={`build-${question.id}`}
          question={question}
          locked={locked}
          sending={sending}
          feedback={shownFeedback}
          hint={hint}
          hinting={hinting}
          onAnswer={(answer) => send({ type: 'ANSWER', answer })}
          onHint={() => send({ type: 'HINT' })}
        />
      ) : (
        <ReadQuestion
          key={`read-${question.id}`}
          question={question}
          locked={locked}
          sending={sending}
          submitted={submitted}
          feedback={shownFeedback}
          hint={hint}
          hinting={hinting}
          onAnswer={(answer) => send({ type: 'ANSWER', answer })}
          onHint={() => send({ type: 'HINT' })}
        />
      )}
      {shownFeedback ? <ReviewFeedback key={`feedback-${question.id}`} question={question} feedback={shownFeedback} submitted={submitted} last={last} onContinue={() => send({ type: 'CONTINUE' })} /> : null}
    </div>
  );
}
