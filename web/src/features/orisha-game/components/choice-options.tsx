import type { OrishaQuestion } from '@ifa/shared';
import { Check, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { useEnterKey, useOptionKeys } from '../../../components/game/answer-keys';
import { AnswerOption, answerStateOf, fitsTwoColumns } from '../../../components/game/answer-option';
import { YoText } from '../../../components/yoruba-text';
import { OrishaGame, selectFeedback, selectIsOpen } from '../machine/orisha-game-context';
import { questionVisuals } from '../visuals/option-visuals';
import { NoImagesNote } from './no-images-note';
import { OptionVisual } from './option-visual';

export const LETTERS = 'ABCDEFGH';

interface ChoiceOptionsProps {
  question: OrishaQuestion;
  /** Image match on a topic that can be drawn; the question itself is drawn only if every option has its own picture. */
  drawn: boolean;
}

/**
 * Spec 2: option buttons for one answer (sent 0.5 s after the click), checkboxes and
 * 'Confirm Answers (n)' for several. Options stay focusable once locked (aria-disabled), so
 * keyboard focus is never thrown back to the top of the page. Answered, the shared answer
 * option marks the right ones and the learner's wrong picks (colour, icon and words). Short
 * options sit two by two, so all of them fit on a phone. In image match a question whose options
 * cannot each have a picture of their own is played as multiple choice, with a note.
 */
export function ChoiceOptions({ question, drawn }: ChoiceOptionsProps) {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const selected = OrishaGame.useSelector((s) => s.context.selected);
  const feedback = OrishaGame.useSelector(selectFeedback);
  const open = OrishaGame.useSelector(selectIsOpen);
  const instructions = useId();
  const multi = question.is_multiple_answer;
  const short = fitsTwoColumns(question.options);
  const visuals = drawn ? questionVisuals(question.topic, question.options) : null;
  // Drawings above short names, two by two; beside long ones, one a row on a phone, so the four
  // options still fit on a 360 x 740 screen ('oiseaux parleurs (comme le perroquet)').
  const stacked = Boolean(visuals) && short;
  const choose = (option: string) => send({ type: multi ? 'TOGGLE_OPTION' : 'CHOOSE', option });
  // On a desktop: 1-4 pick (or tick) an option, Enter confirms the ticked ones.
  useOptionKeys(question.options.length, open ? (i) => choose(question.options[i]!) : null);
  useEnterKey(open && multi && selected.length > 0 ? () => send({ type: 'CONFIRM' }) : null);

  return (
    <div>
      {drawn && !visuals ? <NoImagesNote text={t('orishaGame.imageMatch.noQuestionImages')} /> : null}
      <p id={instructions} className="mb-2 flex items-center gap-2 text-sm font-semibold text-muted sm:mb-3">
        {multi ? <ListChecks className="h-4 w-4" aria-hidden="true" /> : null}
        {t(multi ? 'orishaGame.playing.chooseMany' : 'orishaGame.playing.chooseOne')}
      </p>
      <ul aria-labelledby={instructions} className={cx('grid gap-2 sm:gap-2.5', short ? 'grid-cols-2' : 'sm:grid-cols-2')} data-testid="answer-options">
        {question.options.map((option, i) => {
          const visual = visuals?.[i];
          const text = <YoText text={option} terms={question.yo_terms} />;
          const chosen = selected.includes(option);
          const state = answerStateOf({ picked: chosen, answered: Boolean(feedback), right: feedback?.correctAnswers.includes(option) ?? false });
          return (
            <li key={option}>
              <AnswerOption
                state={state}
                control={multi ? 'checkbox' : 'button'}
                layout={stacked ? 'stack' : 'row'}
                multi={multi}
                badge={multi ? undefined : LETTERS[i]}
                locked={!open}
                shortcut={i + 1}
                onChoose={() => choose(option)}
              >
                {!visual ? (
                  <span className="block">{text}</span>
                ) : stacked ? (
                  <>
                    <OptionVisual visual={visual} />
                    <span className="mt-1 block text-sm">{text}</span>
                  </>
                ) : (
                  <span className="flex items-center gap-3">
                    <OptionVisual visual={visual} beside />
                    <span className="min-w-0">{text}</span>
                  </span>
                )}
              </AnswerOption>
            </li>
          );
        })}
      </ul>
      {multi ? (
        <Button
          className="mt-3 w-full aria-disabled:opacity-60 sm:mt-4 sm:w-auto"
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
