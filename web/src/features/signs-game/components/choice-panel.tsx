import { useTranslation } from 'react-i18next';
import { letterOf } from '../lib/options';
import type { PanelProps } from './answer-panel';
import { OptionButton } from './option-button';

/** multiple_choice, image_match and audio_visual: options lettered A, B, C, D (spec 2). */
export function ChoicePanel({ question, locked, sending, submitted, onAnswer }: PanelProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('signsGame.playing.answersLegend')} className="grid gap-3 sm:grid-cols-2" data-testid="answer-options">
      {question.options.map((option, i) => (
        <OptionButton
          key={option}
          badge={letterOf(i)}
          pressed={submitted === option}
          locked={locked}
          sending={sending}
          lang={question.content_lang}
          yoTerms={question.yo_terms}
          onChoose={() => onAnswer(option)}
        >
          {option}
        </OptionButton>
      ))}
    </div>
  );
}
