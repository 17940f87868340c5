import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { formatNumber } from '../../../lib/format';
import { countdownFace, countdownPhase, remainingFraction } from '../countdown';
import { formatDuration } from '../format';
import { RitualActor } from '../machine/ritual-actor';
import { selectPhase } from '../machine/ritual-machine';

const SIZE = 56;
const STROKE = 6;
const RADIUS = (SIZE - STROKE) / 2;
const LENGTH = 2 * Math.PI * RADIUS;

const RING_TONE = { running: 'stroke-gold', paused: 'stroke-muted', reached: 'stroke-forest' } as const;

interface StepCountdownProps {
  /** The step's suggested duration in seconds. */
  total: number;
  lastStep: boolean;
  className?: string;
}

/**
 * The countdown of the current step's suggested duration (issue 27): the seconds left as a
 * number and a ring, and in words what it is doing. Reaching zero says so and offers the next
 * step; it never takes it (the duration is a suggestion). The ring eases between seconds only
 * for learners who accept motion. Screen readers hear it from CountdownAnnouncer, at the start
 * and at the end, not every second.
 */
export function StepCountdown({ total, lastStep, className }: StepCountdownProps) {
  const { t, i18n } = useTranslation();
  const left = RitualActor.useSelector((s) => s.context.stepLeft);
  const paused = RitualActor.useSelector((s) => selectPhase(s) === 'paused');
  const phase = countdownPhase(left, paused);
  const reached = phase === 'reached';
  const face = countdownFace(left, (n) => formatNumber(n, i18n.language));
  // A met time shows the ring closed, in the 'done' green, with a check: not colour alone.
  const fraction = reached ? 1 : remainingFraction(left, total);

  return (
    <div className={cx('flex items-center gap-3', className)} data-testid="step-countdown" data-phase={phase}>
      <div role="timer" aria-label={t('rituals.countdown.label')} className="relative shrink-0" style={{ width: SIZE, height: SIZE }}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} className="-rotate-90" aria-hidden="true" focusable="false">
          <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-line" />
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap={fraction > 0 ? 'round' : 'butt'}
            strokeDasharray={LENGTH}
            strokeDashoffset={LENGTH * (1 - fraction)}
            className={cx(RING_TONE[phase], 'motion-safe:transition-[stroke-dashoffset] motion-safe:duration-300 motion-safe:ease-out')}
            data-testid="step-countdown-arc"
          />
        </svg>
        <span className="absolute inset-0 flex flex-col items-center justify-center leading-none">
          {reached ? <Check className="h-6 w-6 text-forest" strokeWidth={3} aria-hidden="true" /> : null}
          <span className={cx('text-lg font-bold tabular-nums text-ink', reached && 'sr-only')} data-testid="step-countdown-value">
            {face.text}
          </span>
          <span className={cx('mt-0.5 text-xs text-muted', reached && 'sr-only')}>
            {face.unit === 'seconds' ? t('rituals.countdown.unitSeconds') : t('rituals.countdown.unitMinutes')}
          </span>
        </span>
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-muted">{t('rituals.practice.suggested', { duration: formatDuration(t, total) })}</p>
        <p className={cx('font-semibold', reached ? 'text-forest' : 'text-ink')} data-testid="step-countdown-status">
          {t(`rituals.countdown.${phase}`)}
        </p>
        {reached ? <p className="text-ink/80">{lastStep ? t('rituals.countdown.reachedLast') : t('rituals.countdown.reachedNext')}</p> : null}
      </div>
    </div>
  );
}
