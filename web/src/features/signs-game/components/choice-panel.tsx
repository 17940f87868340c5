import { useTranslation } from 'react-i18next';
import { useOptionKeys } from '../../../components/game/answer-keys';
import { AnswerOption, answerStateOf, fitsTwoColumns } from '../../../components/game/answer-option';
import { YoText } from '../../../components/yoruba-text';
import { isRightOption, letterOf } from '../lib/options';
import type { PanelProps } from './answer-panel';

/**
 * multiple_choice, image_match and audio_visual: options lettered A, B, C, D (spec 2), sent at
 * once on click (the signs game has no 0.5 s delay). Answered, the right option and the
 * learner's wrong pick are marked (the shared answer option). Two columns from the phone's
 * width up when the options are short, so all four fit on a small screen.
 */
export function ChoicePanel({ question, locked, sending, submitted, feedback, onAnswer }: PanelProps) {
  const { t } = useTranslation();
  const short = fitsTwoColumns(question.options);
  useOptionKeys(question.options.length, locked ? null : (i) => onAnswer(question.options[i]!));
  return (
    <div role="group" aria-label={t('signsGame.playing.answersLegend')} className={short ? 'grid grid-cols-2 gap-2 sm:gap-3' : 'grid gap-2 sm:grid-cols-2 sm:gap-3'} data-testid="answer-options">
      {question.options.map((option, i) => (
        <AnswerOption
          key={option}
          badge={letterOf(i)}
          state={answerStateOf({ picked: submitted === option, answered: Boolean(feedback), right: isRightOption(option, feedback?.correct_answers) })}
          locked={locked}
          sending={sending}
          shortcut={i + 1}
          onChoose={() => onAnswer(option)}
        >
          <span lang={question.content_lang}>
            <YoText text={option} terms={question.yo_terms} />
          </span>
        </AnswerOption>
      ))}
    </div>
  );
}
