import { ECONOMY, SIGNS_GAME_MODES, SIGNS_LEVELS, SIGNS_QUESTION_COUNTS } from '@ifa/shared';
import { AudioLines, CheckCheck, Image, Keyboard, ListChecks, Play, ToggleLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TimingChoice } from '../../../components/game/timing-choice';
import { useSignsSelector, useSignsSend } from '../signs-game-context';
import { ConfigSummary } from './config-summary';
import { RadioCards } from './radio-cards';
import { StepLayout } from './step-layout';

const modeIcons = {
  multiple_choice: <ListChecks className="h-4 w-4" />,
  true_false: <ToggleLeft className="h-4 w-4" />,
  matching: <CheckCheck className="h-4 w-4" />,
  type_answer: <Keyboard className="h-4 w-4" />,
  image_match: <Image className="h-4 w-4" />,
  audio_visual: <AudioLines className="h-4 w-4" />,
};

/** Spec 2, view `question_config`: game type, number of questions, timing, summary, start. */
export function QuestionConfigView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  const mode = useSignsSelector((s) => s.context.gameMode);
  const count = useSignsSelector((s) => s.context.questionCount);
  const timed = useSignsSelector((s) => s.context.timed);
  const difficulty = useSignsSelector((s) => s.context.difficulty);
  const starting = useSignsSelector((s) => s.matches({ question_config: 'starting' }));

  return (
    <StepLayout
      title={t('signsGame.config.title')}
      intro={t('signsGame.config.intro')}
      onBack={() => send({ type: 'BACK' })}
      footer={
        <Button size="lg" loading={starting} onClick={() => send({ type: 'START' })} icon={<Play className="h-5 w-5" aria-hidden="true" />} data-testid="start-game">
          {t('signsGame.config.start')}
        </Button>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-8">
          <RadioCards
            testId="game-type"
            legend={t('signsGame.config.typeLegend')}
            value={mode}
            onChange={(value) => send({ type: 'SET_MODE', mode: value })}
            options={SIGNS_GAME_MODES.map((value) => ({
              value,
              icon: modeIcons[value],
              title: t(`signsGame.config.modes.${value}.title`),
              text: t(`signsGame.config.modes.${value}.text`, { cost: ECONOMY.hintCostXp }),
            }))}
          />
          <RadioCards
            testId="question-count"
            legend={t('signsGame.config.countLegend')}
            value={count}
            columns="grid-cols-2 sm:grid-cols-4"
            onChange={(value) => send({ type: 'SET_COUNT', count: value })}
            options={SIGNS_QUESTION_COUNTS.map((value) => ({ value, title: String(value) }))}
          />
          <TimingChoice timed={timed} seconds={SIGNS_LEVELS[difficulty].seconds} onChange={(value) => send({ type: 'SET_TIMED', timed: value })} />
        </div>
        <ConfigSummary />
      </div>
    </StepLayout>
  );
}
