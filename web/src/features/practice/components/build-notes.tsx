import type { ReviewAnswerResult } from '../api/submit-review-answer';
import { ArrowLeftRight, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { YoText } from '../../../components/yoruba-text';
import { explainBuild } from '../lib/build-explanation';

interface BuildNotesProps {
  /** The pattern the learner built. */
  built: string;
  feedback: ReviewAnswerResult;
  yoTerms?: readonly string[] | undefined;
}

/**
 * What went wrong in a built sign (issue 12, point 2): the legs swapped, or a leg that is
 * another sign's leg, and how many marks the opón shows as wrong.
 */
export function BuildNotes({ built, feedback, yoTerms }: BuildNotesProps) {
  const { t } = useTranslation();
  if (!feedback.build || !feedback.correct_pattern) return null;
  const explanation = explainBuild(built, feedback.correct_pattern, feedback.build);
  const wrongCount = feedback.build.wrong_marks.length;
  const lines =
    explanation.kind === 'swapped'
      ? [t('review.feedback.swapped')]
      : explanation.kind === 'legs'
        ? explanation.wrong.map((leg) => t(`review.feedback.leg.${leg.side}`, { built: leg.built, expected: leg.expected }))
        : [t('review.feedback.built', { name: explanation.name })];
  const Icon = explanation.kind === 'swapped' ? ArrowLeftRight : Info;

  return (
    <div className="mt-4 space-y-2 rounded-2xl bg-gold-soft p-4 text-ink" data-testid="build-notes" data-kind={explanation.kind}>
      {lines.map((line) => (
        <p key={line} className="flex items-start gap-2">
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" aria-hidden="true" />
          <span>
            <YoText text={line} terms={yoTerms} />
          </span>
        </p>
      ))}
      {wrongCount > 0 ? <p className="text-sm text-muted">{t('review.feedback.wrongMarks', { count: wrongCount })}</p> : null}
    </div>
  );
}
