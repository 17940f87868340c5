import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOptionKeys } from '../../../components/game/answer-keys';
import { AnswerOption, answerStateOf } from '../../../components/game/answer-option';
import { isRightOption, truthOf } from '../lib/options';
import type { PanelProps } from './answer-panel';

/** true_false: two buttons in the learner's words; the server's own word is what is sent. */
export function TrueFalsePanel({ question, locked, sending, submitted, feedback, onAnswer }: PanelProps) {
  const { t } = useTranslation();
  useOptionKeys(question.options.length, locked ? null : (i) => onAnswer(question.options[i]!));
  return (
    <div role="group" aria-label={t('signsGame.playing.answersLegend')} className="grid grid-cols-2 gap-2 sm:gap-3" data-testid="answer-options">
      {question.options.map((option, i) => {
        const truth = truthOf(option, i);
        return (
          <AnswerOption
            key={option}
            badge={truth === 'true' ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4" aria-hidden="true" />}
            state={answerStateOf({ picked: submitted === option, answered: Boolean(feedback), right: isRightOption(option, feedback?.correct_answers) })}
            locked={locked}
            sending={sending}
            shortcut={i + 1}
            onChoose={() => onAnswer(option)}
          >
            {t(`signsGame.playing.${truth}`)}
          </AnswerOption>
        );
      })}
    </div>
  );
}
