import { Pause, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../format';
import { RitualActor } from '../machine/ritual-actor';
import { selectPhase } from '../machine/ritual-machine';

/** The practice clock (mm:ss) and the progress of completed steps (spec 2, practice). */
export function PracticeStatus({ total }: { total: number }) {
  const { t } = useTranslation();
  const elapsed = RitualActor.useSelector((s) => s.context.elapsed);
  const done = RitualActor.useSelector((s) => s.context.done);
  const paused = RitualActor.useSelector((s) => selectPhase(s) === 'paused');
  const percent = Math.round((done / total) * 100);
  const stepsDone = t('rituals.practice.stepsDone', { count: done, total });

  return (
    <div className="grid gap-4 rounded-3xl border border-line bg-white p-5 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8">
      <div>
        <p className="text-sm text-muted">{t('rituals.practice.timer')}</p>
        <p className="mt-1 flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-2 font-mono text-3xl font-bold tabular-nums text-ink" data-testid="practice-timer">
            <Timer className="h-6 w-6 text-forest" aria-hidden="true" />
            {formatClock(elapsed)}
          </span>
          {paused ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-clay-soft px-2.5 py-0.5 text-sm font-semibold text-clay" data-testid="paused-badge">
              <Pause className="h-3.5 w-3.5" aria-hidden="true" />
              {t('rituals.practice.paused')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="min-w-0">
        <div className="mb-1.5 flex flex-wrap items-center justify-between gap-x-3 text-sm text-muted">
          <span>{t('rituals.practice.progress')}</span>
          <span className="font-semibold text-ink" data-testid="practice-percent">
            {t('rituals.practice.percent', { percent })}
          </span>
        </div>
        <div
          className="h-3 overflow-hidden rounded-full bg-sand"
          role="progressbar"
          aria-label={t('rituals.practice.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${t('rituals.practice.percent', { percent })}, ${stepsDone}`}
        >
          <div className="h-full rounded-full bg-forest transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1.5 text-sm text-muted">{stepsDone}</p>
      </div>
    </div>
  );
}
