import { ArrowLeft, CircleCheck, Pause, Play, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { RitualActor } from '../machine/ritual-actor';
import { selectPhase } from '../machine/ritual-machine';

/** Pause/Continue, Restart, Step completed (Complete ritual on the last step), Back. */
export function PracticeControls({ lastStep }: { lastStep: number }) {
  const { t } = useTranslation();
  const { send } = RitualActor.useActorRef();
  const phase = RitualActor.useSelector(selectPhase);
  const onLast = RitualActor.useSelector((s) => s.context.done >= lastStep);
  const paused = phase === 'paused';
  const completed = phase === 'completed';

  return (
    <div className="space-y-3" data-testid="practice-controls">
      {/* Once the ritual is complete only the way back remains, until the view returns by itself. */}
      <div className={cx('flex flex-wrap gap-2 sm:gap-3', completed && 'hidden')}>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          icon={<CircleCheck className="h-5 w-5" aria-hidden="true" />}
          onClick={() => send({ type: 'STEP_DONE' })}
          disabled={paused || completed}
        >
          {onLast ? t('rituals.practice.complete') : t('rituals.practice.stepDone')}
        </Button>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          icon={paused ? <Play className="h-4 w-4" aria-hidden="true" /> : <Pause className="h-4 w-4" aria-hidden="true" />}
          onClick={() => send({ type: paused ? 'CONTINUE' : 'PAUSE' })}
          disabled={completed}
        >
          {paused ? t('rituals.practice.continue') : t('rituals.practice.pause')}
        </Button>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          icon={<RotateCcw className="h-4 w-4" aria-hidden="true" />}
          onClick={() => send({ type: 'RESTART' })}
          disabled={completed}
        >
          {t('rituals.practice.restart')}
        </Button>
      </div>
      {/* Polite: pausing is the learner's own act; they only need to hear what it means. */}
      <p className="text-sm text-muted" aria-live="polite" data-testid="paused-hint">
        {paused ? t('rituals.practice.pausedHint') : ''}
      </p>
      <Button variant="ghost" icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />} onClick={() => send({ type: 'BACK' })}>
        {t('rituals.practice.back')}
      </Button>
    </div>
  );
}
