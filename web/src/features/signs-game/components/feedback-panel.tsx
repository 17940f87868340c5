import { ArrowRight, BookOpen, ExternalLink, Lightbulb } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useEnterKey } from '../../../components/game/answer-keys';
import { cx } from '../../../components/cx';
import { FeedbackLine } from '../../../components/game/feedback-line';
import type { FeedbackStage } from '../machine/selectors';
import type { PlayQuestion, Submission } from '../machine/signs-machine';
import type { SignsAnswerResult } from '../api/submit-signs-answer';
import { studyLinkOf } from '../study/study-address';
import { AnswerList } from './answer-text';

interface FeedbackPanelProps {
  question: PlayQuestion;
  feedback: SignsAnswerResult;
  submission: Submission | null;
  stage: Exclude<FeedbackStage, 'none'>;
  last: boolean;
  onContinue: () => void;
}

const TIP_TOPICS = ['recognition', 'binary_patterns', 'born_in_sign', 'prohibitions', 'elements', 'spiritual', 'refranes', 'patakines', 'sureye'];

/**
 * Spec 2, after answering: right or wrong in words and icon (never colour alone). A wrong
 * answer lists the correct answer(s), the learner's, the multi-answer breakdown, where to
 * study it and a tip; 'I have read and understood - Continue' comes after the wait.
 */
export function FeedbackPanel({ question, feedback, submission, stage, last, onContinue }: FeedbackPanelProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const timedOut = Boolean(submission?.isTimeout);
  const lang = question.content_lang;
  const matching = question.type === 'matching';
  // Enter goes on from anywhere on the page once 'Continuar' is there.
  useEnterKey(stage === 'ready' && !feedback.correct ? onContinue : null);

  // On a phone the panel is below the answers: bring it into view (smoothly only when allowed).
  useEffect(() => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' });
  }, []);

  const verdict = feedback.correct ? t('play.answer.correct') : timedOut ? t('play.answer.timeout') : t('play.answer.wrong');
  // A single-answer question lists its main answer first, then the other names it accepts.
  const [shown, alsoAccepted] = feedback.is_multiple_answer ? [feedback.correct_answers, []] : [feedback.correct_answers.slice(0, 1), feedback.correct_answers.slice(1)];
  const tipKey = TIP_TOPICS.includes(question.topic) ? question.topic : 'other';

  return (
    <section ref={ref} aria-labelledby="feedback-title" className={cx('scroll-mt-24 rounded-3xl border-2 p-4 sm:p-6', feedback.correct ? 'border-forest bg-forest-soft' : 'border-clay bg-white')} data-testid="feedback-panel">
      <div role="status" aria-live="polite">
        <FeedbackLine id="feedback-title" verdict={feedback.correct ? 'right' : timedOut ? 'timeout' : 'wrong'}>
          {verdict}
        </FeedbackLine>
        {/* A one-letter slip counted right (DESIGN.md 5b): 'casi', with the right spelling, announced with the verdict. */}
        {feedback.correct && feedback.almost ? (
          <p className="mt-2 text-ink" data-testid="feedback-almost">
            {t('signsGame.feedback.almost', { answer: feedback.almost })}
          </p>
        ) : null}
      </div>
      {feedback.correct ? (
        <p className="mt-2 text-ink">{last ? t('signsGame.feedback.resultsSoon') : t('signsGame.feedback.nextSoon')}</p>
      ) : (
        <div className="mt-4 space-y-4">
          {/* A matching question shows each pair judged in its own panel (MatchResults). */}
          {matching ? null : <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <AnswerList testId="feedback-correct" title={t('signsGame.feedback.correctAnswer', { count: shown.length })} answers={shown} lang={lang} yoTerms={question.yo_terms} />
              {alsoAccepted.length ? (
                <p className="text-sm text-muted" data-testid="feedback-also-accepted">
                  {t('signsGame.feedback.alsoAccepted')}: <span lang={lang}>{alsoAccepted.join(', ')}</span>
                </p>
              ) : null}
            </div>
            <AnswerList testId="feedback-yours" title={t('signsGame.feedback.yourAnswer', { count: Math.max(1, feedback.submitted_answers.length) })} answers={feedback.submitted_answers} empty={t('signsGame.feedback.notSelected')} lang={lang} yoTerms={question.yo_terms} />
          </div>}
          {feedback.is_multiple_answer && !matching ? (
            <div className="grid gap-4 border-t border-line pt-4 sm:grid-cols-3">
              <AnswerList title={t('signsGame.feedback.correctlySelected')} answers={feedback.correctly_selected} empty="—" lang={lang} yoTerms={question.yo_terms} />
              <AnswerList title={t('signsGame.feedback.incorrectlySelected')} answers={feedback.incorrectly_selected} empty="—" lang={lang} yoTerms={question.yo_terms} />
              <AnswerList title={t('signsGame.feedback.missed')} answers={feedback.missed_answers} empty="—" lang={lang} yoTerms={question.yo_terms} />
            </div>
          ) : null}
          {feedback.learning_reference ? (
            <p className="flex items-start gap-2 text-ink">
              <BookOpen className="mt-0.5 h-5 w-5 shrink-0 text-forest" aria-hidden="true" />
              <span>
                <span className="font-semibold">{t('signsGame.feedback.reference')}: </span>
                <StudyReference reference={feedback.learning_reference} topic={question.topic} lang={lang} />
              </span>
            </p>
          ) : null}
          <p className="flex items-start gap-2 rounded-2xl bg-gold-soft p-3 text-ink">
            <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" aria-hidden="true" />
            <span>
              <span className="font-semibold">{t('signsGame.feedback.tip')}: </span>
              {t(`signsGame.feedback.tips.${tipKey}`)}
            </span>
          </p>
          {stage === 'ready' ? (
            <Button size="lg" onClick={onContinue} aria-keyshortcuts="Enter" icon={<ArrowRight className="h-5 w-5" aria-hidden="true" />} data-testid="feedback-continue">
              {t('signsGame.feedback.continue')}
            </Button>
          ) : (
            <p className="text-sm text-muted">{stage === 'disqualified' ? t('signsGame.feedback.resultsSoon') : t('signsGame.feedback.continueSoon')}</p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * 'Dónde estudiarlo' as a link to the sign's section in the encyclopedia (study-address.ts). It
 * opens in a new tab, so the game in progress is not lost, and says so.
 */
function StudyReference({ reference, topic, lang }: { reference: string; topic: string; lang: string | undefined }) {
  const { t } = useTranslation();
  const href = studyLinkOf(reference, topic);
  if (!href) return <span lang={lang}>{reference}</span>;
  return (
    <a href={href} target="_blank" rel="noopener" className="font-semibold text-forest underline underline-offset-2 hover:no-underline" data-testid="feedback-reference">
      <span lang={lang}>{reference}</span>
      <ExternalLink className="ml-1 inline h-4 w-4 align-text-bottom" aria-hidden="true" />
      <span className="sr-only"> {t('signsGame.feedback.newTab')}</span>
    </a>
  );
}
