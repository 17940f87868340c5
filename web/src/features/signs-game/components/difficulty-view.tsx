import type { ReactNode } from 'react';
import { DIFFICULTIES, SIGNS_LEVELS } from '@ifa/shared';
import { BookOpen, Gauge, Layers, Timer, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignsSend } from '../signs-game-context';
import { ChoiceCard } from './choice-card';
import { StepLayout } from './step-layout';

/** Spec 2, view `difficulty`: four levels (spec 9 table) and the encyclopedia, which skips topics. */
export function DifficultyView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  return (
    <StepLayout title={t('signsGame.difficulty.title')} intro={t('signsGame.difficulty.intro')} onBack={() => send({ type: 'BACK' })}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DIFFICULTIES.map((level) => {
          const { signs, seconds, maxErrors } = SIGNS_LEVELS[level];
          return (
            <ChoiceCard
              key={level}
              testId={`level-${level}`}
              icon={<Gauge className="h-5 w-5" />}
              title={t(`play.difficulty.${level}`)}
              onChoose={() => send({ type: 'SELECT_DIFFICULTY', difficulty: level })}
              meta={
                <span className="flex flex-col gap-1">
                  <Fact icon={<Layers className="h-4 w-4" />} text={t('signsGame.difficulty.signs', { count: signs })} />
                  <Fact icon={<Timer className="h-4 w-4" />} text={t('signsGame.difficulty.seconds', { count: seconds })} />
                  <Fact icon={<TriangleAlert className="h-4 w-4" />} text={t('signsGame.difficulty.maxErrors', { count: maxErrors })} />
                </span>
              }
            />
          );
        })}
        <ChoiceCard
          testId="level-encyclopedia"
          tone="gold"
          icon={<BookOpen className="h-5 w-5" />}
          title={t('signsGame.difficulty.encyclopedia.title')}
          text={t('signsGame.difficulty.encyclopedia.text')}
          onChoose={() => send({ type: 'ENCYCLOPEDIA' })}
        />
      </div>
    </StepLayout>
  );
}

function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="text-forest" aria-hidden="true">
        {icon}
      </span>
      {text}
    </span>
  );
}
