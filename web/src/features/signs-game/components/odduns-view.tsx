import type { ReactNode } from 'react';
import { ODDUN_SETS, SIGNS_LEVELS } from '@ifa/shared';
import { ListChecks, ListOrdered, Shuffle, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OddunSet } from '../machine/signs-machine';
import { useSignsSelector, useSignsSend } from '../signs-game-context';
import { ChoiceCard } from './choice-card';
import { StepLayout } from './step-layout';

const icons: Record<OddunSet, ReactNode> = {
  meyi: <Star className="h-5 w-5" />,
  sequential: <ListOrdered className="h-5 w-5" />,
  random: <Shuffle className="h-5 w-5" />,
  custom: <ListChecks className="h-5 w-5" />,
};

/** Spec 2, view `odduns`: the sign set (spec 9: meyi, sequential, random, custom). */
export function OddunsView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  const difficulty = useSignsSelector((s) => s.context.difficulty);
  return (
    <StepLayout
      title={t('signsGame.odduns.title')}
      intro={t('signsGame.odduns.intro', { count: SIGNS_LEVELS[difficulty].signs })}
      onBack={() => send({ type: 'BACK' })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {ODDUN_SETS.map((set) => (
          <ChoiceCard
            key={set}
            testId={`set-${set}`}
            icon={icons[set]}
            title={t(`signsGame.odduns.sets.${set}.title`)}
            text={t(`signsGame.odduns.sets.${set}.text`)}
            onChoose={() => send({ type: 'SELECT_SET', set })}
          />
        ))}
      </div>
    </StepLayout>
  );
}
