import type { ReviewQuestion } from '@ifa/shared';
import { foldName } from '@ifa/shared/naming';
import { Ban, CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { SignGlyph } from '../../../components/sign-glyph';
import { Spinner } from '../../../components/spinner';
import { YoText } from '../../../components/yoruba-text';
import type { ReviewHint } from '../api/get-review-hint';
import type { ReviewAnswerResult } from '../api/submit-review-answer';
import { HintPanel } from './hint-panel';
import { QUESTION_HEADING_ID } from './question-heading';
import { useDrawnLabel } from './use-drawn-label';

interface ReadQuestionProps {
  question: ReviewQuestion;
  /** Sending or answered: the options stay focusable (aria-disabled) so focus is not lost. */
  locked: boolean;
  sending: boolean;
  submitted: string | null;
  feedback: ReviewAnswerResult | null;
  /** The hint asked for this question, if any, and whether it is on its way. */
  hint: ReviewHint | null;
  hinting: boolean;
  onAnswer: (name: string) => void;
  onHint: () => void;
}

/**
 * A choice among four: a 'read' card (the sign drawn large and four names) or an orisha 'fact'
 * card (the question and four values); after answering, the right one and the learner's are
 * marked in words. A fact's hint sets two wrong options aside: they stay in place, struck
 * through and marked in words, and can no longer be chosen.
 */
export function ReadQuestion({ question, locked, sending, submitted, feedback, hint, hinting, onAnswer, onHint }: ReadQuestionProps) {
  const { t } = useTranslation();
  const drawnLabel = useDrawnLabel();
  const options = question.options ?? [];
  const isRight = (option: string) => Boolean(feedback) && foldName(option) === foldName(feedback?.correct_answer ?? '');
  const removed = new Set((hint?.removed ?? []).map(foldName));

  return (
    <section aria-labelledby={QUESTION_HEADING_ID} className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8" data-testid="read-question">
      {question.pattern ? (
        <div className="mb-6 flex justify-center" data-testid="question-glyph">
          <div className="rounded-3xl bg-night p-5 text-parchment shadow-inner sm:p-6">
            <SignGlyph pattern={question.pattern} label={drawnLabel(question.pattern)} className="h-32 w-36 sm:h-40 sm:w-44" />
          </div>
        </div>
      ) : null}
      <h2 id={QUESTION_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold leading-snug text-ink outline-none sm:text-3xl">
        {question.prompt ? <YoText text={question.prompt} terms={question.yo_terms} /> : t('review.read.prompt')}
      </h2>
      <HintPanel hint={hint} hinting={hinting} locked={locked} answered={Boolean(feedback)} yoTerms={question.yo_terms} onHint={onHint} />
      <ul aria-label={question.kind === 'fact' ? t('review.fact.options') : t('review.read.options')} className="mt-5 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const chosen = submitted === option;
          const right = isRight(option);
          const wrongChoice = Boolean(feedback) && chosen && !right;
          const setAside = !chosen && !right && removed.has(foldName(option));
          return (
            <li key={option}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-disabled={locked || setAside || undefined}
                onClick={() => {
                  if (!locked && !setAside) onAnswer(option);
                }}
                data-testid="read-option"
                data-removed={setAside || undefined}
                className={cx(
                  'flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-base font-semibold transition-colors',
                  right ? 'border-forest bg-forest-soft text-ink' : wrongChoice ? 'border-clay bg-clay-soft text-ink' : chosen ? 'border-forest bg-forest text-white' : 'border-line bg-white text-ink',
                  !locked && !chosen && !setAside && 'hover:border-forest hover:bg-forest-soft',
                  setAside ? 'cursor-not-allowed border-dashed opacity-60' : locked && !chosen && !right && 'cursor-default opacity-75',
                )}
              >
                <span className={cx('min-w-0 flex-1 break-words', setAside && 'line-through')}>
                  <YoText text={option} terms={question.yo_terms} />
                </span>
                {sending && chosen ? <Spinner size="sm" decorative /> : null}
                {right ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm text-forest">
                    <CircleCheck className="h-5 w-5" aria-hidden="true" />
                    {t('review.read.right')}
                  </span>
                ) : wrongChoice ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm text-clay">
                    <CircleX className="h-5 w-5" aria-hidden="true" />
                    {t('review.read.yours')}
                  </span>
                ) : setAside ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm font-normal text-muted">
                    <Ban className="h-4 w-4" aria-hidden="true" />
                    {t('review.hint.removed')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
