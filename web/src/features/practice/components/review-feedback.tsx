import type { ReviewQuestion } from '@ifa/shared';
import { ArrowRight, CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { useEnterKey } from '../../../components/game/answer-keys';
import { SignGlyph } from '../../../components/sign-glyph';
import { YoText } from '../../../components/yoruba-text';
import type { DeviceAnswerResult as ReviewAnswerResult } from '../offline/device-review';
import { formatNextDue } from '../lib/next-due';
import { BuildNotes } from './build-notes';
import { FEEDBACK_HEADING_ID } from './question-heading';
import { useDrawnLabel } from './use-drawn-label';

interface ReviewFeedbackProps {
  question: ReviewQuestion;
  feedback: ReviewAnswerResult;
  /** What the learner sent (a name, or the built pattern). */
  submitted: string | null;
  last: boolean;
  onContinue: () => void;
}

const RATING_STYLE = { again: 'bg-clay-soft text-clay', hard: 'bg-gold-soft text-gold-ink', good: 'bg-forest-soft text-forest' } as const;

/**
 * After answering: right or wrong in words and icon (never colour alone), the rating the
 * server gave and when the card comes back, the sign's name and drawing, and for a built sign
 * what went wrong. Untimed: it stays until the learner continues. It takes the focus, since
 * the answer buttons it follows are locked.
 */
export function ReviewFeedback({ question, feedback, submitted, last, onContinue }: ReviewFeedbackProps) {
  const { t, i18n } = useTranslation();
  const drawnLabel = useDrawnLabel();
  const ref = useRef<HTMLElement>(null);
  const [shownAt] = useState(() => Date.now());
  const when = formatNextDue(feedback.next_due, shownAt, i18n.language);
  // Enter goes on from the feedback (which holds the focus) or anywhere else on the page.
  useEnterKey(onContinue);

  useEffect(() => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' });
    document.getElementById(FEEDBACK_HEADING_ID)?.focus({ preventScroll: true });
  }, []);

  const Icon = feedback.correct ? CircleCheck : CircleX;
  return (
    <section
      ref={ref}
      aria-labelledby={FEEDBACK_HEADING_ID}
      className={cx('scroll-mt-24 rounded-3xl border-2 p-5 sm:p-6', feedback.correct ? 'border-forest bg-forest-soft' : 'border-clay bg-white')}
      data-testid="review-feedback"
    >
      <h2 id={FEEDBACK_HEADING_ID} tabIndex={-1} className={cx('flex items-center gap-2 text-2xl font-semibold outline-none', feedback.correct ? 'text-forest' : 'text-clay')} data-testid="feedback-verdict">
        <Icon className="h-7 w-7 shrink-0" aria-hidden="true" />
        {feedback.correct ? t('review.feedback.correct') : t('review.feedback.wrong')}
      </h2>

      <p className="mt-3 text-ink" data-testid="feedback-rating">
        <span className="sr-only">{t('review.feedback.ratingLabel')}: </span>
        <span className={cx('mr-2 inline-block rounded-full px-3 py-0.5 text-sm font-semibold', RATING_STYLE[feedback.rating])}>{t(`review.feedback.rating.${feedback.rating}`)}</span>
        {t(`review.feedback.explain.${feedback.rating}`)}
        {when ? <> {t('review.feedback.comesBack', { when })}</> : null}
      </p>
      {feedback.queued ? (
        <p className="mt-2 text-sm text-ink" data-testid="feedback-queued">
          {t('review.feedback.queued')}
        </p>
      ) : null}
      {feedback.almost ? (
        <p className="mt-2 text-ink" data-testid="feedback-almost">
          {t('review.feedback.almost', { answer: feedback.almost })}
        </p>
      ) : null}

      <div className="mt-4 flex items-center gap-4 rounded-2xl border border-line bg-white p-4">
        {feedback.correct_pattern ? (
          <div className="shrink-0 rounded-2xl bg-night p-3 text-parchment">
            <SignGlyph pattern={feedback.correct_pattern} label={drawnLabel(feedback.correct_pattern, t('review.feedback.drawing', { name: feedback.correct_answer }))} className="h-14 w-16" />
          </div>
        ) : null}
        <p className="min-w-0 text-ink">
          <span className="block text-sm text-muted">{t('review.feedback.answer')}</span>
          <span className="block break-words text-xl font-semibold" data-testid="feedback-answer">
            <YoText text={feedback.correct_answer} terms={question.yo_terms} />
          </span>
        </p>
      </div>

      {question.kind === 'build' && !feedback.correct && feedback.build ? <BuildNotes built={submitted ?? ''} feedback={feedback} yoTerms={question.yo_terms} /> : null}

      <Button className="mt-5" size="lg" onClick={onContinue} aria-keyshortcuts="Enter" icon={<ArrowRight className="h-5 w-5" aria-hidden="true" />} data-testid="feedback-continue">
        {last ? t('review.feedback.results') : t('review.feedback.continue')}
      </Button>
    </section>
  );
}
