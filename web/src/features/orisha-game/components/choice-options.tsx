import type { OrishaQuestion } from '@ifa/shared';
import { Check, CircleCheck, CircleX, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { YoText } from '../../../components/yoruba-text';
import { OrishaGame, selectFeedback, selectIsOpen } from '../machine/orisha-game-context';
import { visualFor } from '../visuals/option-visuals';
import { OptionVisual } from './option-visual';

export const LETTERS = 'ABCDEFGH';

interface ChoiceOptionsProps {
  question: OrishaQuestion;
  /** Image match on a topic that can be drawn. */
  drawn: boolean;
}

/**
 * Spec 2: option buttons for one answer (sent 0.5 s after the click), checkboxes and
 * 'Confirm Answers (n)' for several. Options stay focusable once locked (aria-disabled), so
 * keyboard focus is never thrown back to the top of the page.
 */
export function ChoiceOptions({ question, drawn }: ChoiceOptionsProps) {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const selected = OrishaGame.useSelector((s) => s.context.selected);
  const feedback = OrishaGame.useSelector(selectFeedback);
  const open = OrishaGame.useSelector(selectIsOpen);
  const instructions = useId();
  const multi = question.is_multiple_answer;

  return (
    <div>
      <p id={instructions} className="mb-3 flex items-center gap-2 text-sm font-semibold text-muted">
        {multi ? <ListChecks className="h-4 w-4" aria-hidden="true" /> : null}
        {t(multi ? 'orishaGame.playing.chooseMany' : 'orishaGame.playing.chooseOne')}
      </p>
      <ul aria-labelledby={instructions} className={cx('grid gap-2.5', drawn ? 'grid-cols-2' : 'sm:grid-cols-2')} data-testid="answer-options">
        {question.options.map((option, i) => {
          const chosen = selected.includes(option);
          const isCorrect = feedback?.correctAnswers.includes(option) ?? false;
          const wrongChoice = Boolean(feedback) && chosen && !isCorrect;
          const box = cx(
            'flex h-full w-full gap-3 rounded-2xl border-2 p-3 text-left transition-colors',
            drawn ? 'flex-col' : 'items-center',
            feedback && isCorrect ? 'border-forest bg-forest-soft' : wrongChoice ? 'border-clay bg-clay-soft' : chosen ? 'border-forest bg-forest-soft' : 'border-line bg-white',
            open ? 'cursor-pointer hover:border-forest' : 'cursor-default',
          );
          const content = (
            <>
              {drawn ? <OptionVisual visual={visualFor(question.topic, option)} /> : null}
              <span className={cx('flex min-w-0 flex-1 items-center', drawn ? 'gap-2' : 'gap-3')}>
                {multi ? (
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-forest"
                    checked={chosen}
                    aria-disabled={!open || undefined}
                    onChange={() => send({ type: 'TOGGLE_OPTION', option })}
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className={cx(
                      'inline-flex shrink-0 items-center justify-center rounded-full font-bold',
                      drawn ? 'h-6 w-6 text-xs' : 'h-8 w-8 text-sm',
                      chosen ? 'bg-forest text-white' : 'bg-sand text-ink',
                    )}
                  >
                    {!chosen || feedback ? LETTERS[i] : <Check className="h-4 w-4" />}
                  </span>
                )}
                <span className={cx('min-w-0 flex-1 break-words font-semibold text-ink hyphens-auto', drawn && 'text-sm')}>
                  <YoText text={option} terms={question.yo_terms} />
                </span>
              </span>
              {feedback && (isCorrect || wrongChoice) ? (
                <span className={cx('inline-flex items-center gap-1 text-sm font-semibold', isCorrect ? 'text-forest' : 'text-clay')}>
                  {isCorrect ? <CircleCheck className="h-5 w-5" aria-hidden="true" /> : <CircleX className="h-5 w-5" aria-hidden="true" />}
                  {t(isCorrect ? 'orishaGame.feedback.isCorrect' : 'orishaGame.feedback.isWrong')}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={option}>
              {multi ? (
                <label className={box}>{content}</label>
              ) : (
                <button type="button" className={box} aria-pressed={chosen} aria-disabled={!open || undefined} onClick={() => send({ type: 'CHOOSE', option })}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {multi ? (
        <Button
          className="mt-4 w-full aria-disabled:opacity-60 sm:w-auto"
          disabled={selected.length === 0}
          aria-disabled={!open || undefined}
          onClick={() => send({ type: 'CONFIRM' })}
          icon={<Check className="h-5 w-5" aria-hidden="true" />}
        >
          {t('orishaGame.playing.confirm', { count: selected.length })}
        </Button>
      ) : null}
    </div>
  );
}
