import type { ReviewQuestion } from '@ifa/shared';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { YoText } from '../../../components/yoruba-text';
import type { ReviewHint } from '../api/get-review-hint';
import type { ReviewAnswerResult } from '../api/submit-review-answer';
import { EMPTY_PATTERN, isComplete } from '../lib/opon';
import { HintPanel } from './hint-panel';
import { OponBuilder } from './opon-builder';
import { QUESTION_HEADING_ID } from './question-heading';

interface BuildQuestionProps {
  question: ReviewQuestion;
  /** Sending or answered: the marks can be visited but not changed. */
  locked: boolean;
  sending: boolean;
  feedback: ReviewAnswerResult | null;
  /** The hint asked for this question (its right leg), if any, and whether it is on its way. */
  hint: ReviewHint | null;
  hinting: boolean;
  onAnswer: (pattern: string) => void;
  onHint: () => void;
}

/**
 * A 'build' card (issue 12, point 2): the sign named as the learner's naming setting wants it,
 * the opón to set its eight marks, and 'Check' once all are set. After answering, the opón
 * shows the wrong marks beside the right ones. Keyed by question, so each starts empty.
 */
export function BuildQuestion({ question, locked, sending, feedback, hint, hinting, onAnswer, onHint }: BuildQuestionProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const [value, setValue] = useState(EMPTY_PATTERN);
  const complete = isComplete(value);
  const missing = [...value].filter((mark) => mark !== '0' && mark !== '1').length;

  return (
    <section aria-labelledby={QUESTION_HEADING_ID} className="rounded-3xl border border-line bg-white p-5 shadow-sm short:p-4 sm:p-8" data-testid="build-question">
      <h2 id={QUESTION_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold leading-snug text-ink outline-none short:text-xl sm:text-3xl" data-testid="build-prompt">
        {/* The name's Yorùbá pieces (the naming setting) are marked lang="yo". */}
        <YoText text={t('review.build.prompt', { name: question.name ?? '' })} terms={question.yo_terms} />
      </h2>
      <HintPanel hint={hint} hinting={hinting} locked={locked} answered={Boolean(feedback)} yoTerms={question.yo_terms} onHint={onHint} />
      <div className="mt-6 flex justify-center short:mt-3">
        <OponBuilder
          value={value}
          onChange={setValue}
          disabled={locked}
          labelledBy={QUESTION_HEADING_ID}
          {...(feedback ? { wrongMarks: feedback.build?.wrong_marks ?? [], expected: feedback.correct_pattern } : {})}
        />
      </div>
      {feedback ? null : (
        <form
          className="mt-6 flex flex-wrap items-center gap-3 short:mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (complete && !locked) onAnswer(value);
          }}
        >
          <Button type="submit" size="lg" disabled={!complete || locked} loading={sending} aria-describedby={statusId} icon={<Check className="h-5 w-5" aria-hidden="true" />} data-testid="build-check">
            {t('review.build.check')}
          </Button>
          <p id={statusId} className="text-sm text-muted">
            {complete ? t('review.build.ready') : t('review.build.missing', { count: missing })}
          </p>
        </form>
      )}
    </section>
  );
}
