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
import { TeachCard } from './teach-card';

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
  const teaching = useReviewSelector((s) => s.matches({ session: 'teaching' }));
  // Also while a hint is on its way, so the button does not blink.
  const canFinish = useReviewSelector((s) => s.context.answered > 0 && (s.matches({ session: 'question' }) || s.matches({ session: 'hinting' }) || s.matches({ session: 'teaching' })));

  // Each new question takes the focus, so keyboard and screen-reader users start from its top.
  const firstQuestion = useRef(true);
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      return;
    }
    document.getElementById(QUESTION_HEADING_ID)?.focus();
  }, [question?.id, teaching]);

  if (!question) return null;
  const shownFeedback = feedbackShown ? feedback : null;
  const locked = !open;
  return (
    // Tighter on short screens (index.css `short`): a card's question, its answer controls and
    // 'Check' fit a 360 x 740 phone without scrolling (issue 34).
    <div className="mx-auto max-w-3xl space-y-5 px-4 pb-16 pt-6 short:space-y-3 short:pt-3 sm:px-6 sm:pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-gold-ink short:text-xs">{t('review.eyebrow')}</p>
          <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="text-xl font-semibold text-ink outline-none sm:text-2xl">
            {t(`review.title.${title}`)}
          </h1>
        </div>
        {/* Beside the title rather than on a line of its own: one line less above the card. */}
        {question.is_new ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-soft px-3 py-1 text-sm font-semibold text-gold-ink" data-testid="new-card">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('review.status.newCard')}
          </p>
        ) : null}
        {canFinish ? (
          <Button variant="ghost" size="sm" onClick={() => send({ type: 'FINISH' })} icon={<Flag className="h-4 w-4" aria-hidden="true" />} data-testid="review-finish">
            {t('review.status.finish')}
          </Button>
        ) : null}
      </div>
      <SessionStatus />
      {teaching && question.teach ? (
        <TeachCard key={`teach-${question.id}`} teach={question.teach} onLearnt={() => send({ type: 'LEARNT' })} />
      ) : question.kind === 'build' ? (
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
