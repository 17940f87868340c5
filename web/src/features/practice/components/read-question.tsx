import type { ReviewQuestion } from '@ifa/shared';
import { foldName } from '@ifa/shared/naming';
import { useTranslation } from 'react-i18next';
import { useOptionKeys } from '../../../components/game/answer-keys';
import { AnswerOption, answerStateOf, fitsTwoColumns } from '../../../components/game/answer-option';
import { SignGlyph } from '../../../components/sign-glyph';
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
  // Short options sit two by two, so the drawing and all four fit on a phone.
  const short = fitsTwoColumns(options);
  // On a desktop 1-4 pick an option; one the hint set aside stays out of reach.
  useOptionKeys(options.length, locked ? null : (i) => {
    const option = options[i]!;
    if (!removed.has(foldName(option))) onAnswer(option);
  });

  return (
    <section aria-labelledby={QUESTION_HEADING_ID} className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-8 short:p-3" data-testid="read-question">
      {question.pattern ? (
        <div className="mb-3 flex justify-center sm:mb-6 short:mb-2" data-testid="question-glyph">
          <div className="rounded-3xl bg-night p-4 text-parchment shadow-inner sm:p-6 short:rounded-2xl short:p-2.5">
            <SignGlyph pattern={question.pattern} label={drawnLabel(question.pattern)} className="h-28 w-32 sm:h-40 sm:w-44 short:h-20 short:w-24" />
          </div>
        </div>
      ) : null}
      <h2 id={QUESTION_HEADING_ID} tabIndex={-1} className="text-xl font-semibold leading-snug text-ink outline-none sm:text-3xl short:text-lg">
        {question.prompt ? <YoText text={question.prompt} terms={question.yo_terms} /> : t('review.read.prompt')}
      </h2>
      <HintPanel hint={hint} hinting={hinting} locked={locked} answered={Boolean(feedback)} yoTerms={question.yo_terms} onHint={onHint} />
      <ul aria-label={question.kind === 'fact' ? t('review.fact.options') : t('review.read.options')} className={short ? 'mt-3 grid grid-cols-2 gap-2 sm:mt-5 sm:gap-3' : 'mt-3 grid gap-2 sm:mt-5 sm:grid-cols-2 sm:gap-3'}>
        {options.map((option, i) => {
          const chosen = submitted === option;
          const right = isRight(option);
          const setAside = !chosen && !right && removed.has(foldName(option));
          const state = setAside ? 'removed' : answerStateOf({ picked: chosen, answered: Boolean(feedback), right });
          return (
            <li key={option}>
              <AnswerOption
                state={state}
                locked={locked}
                sending={sending}
                shortcut={i + 1}
                onChoose={() => onAnswer(option)}
                testId="read-option"
              >
                <YoText text={option} terms={question.yo_terms} />
              </AnswerOption>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
