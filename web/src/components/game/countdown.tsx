import { TIMER_ANNOUNCE_SECONDS, TIMER_WARNING_SECONDS } from '@ifa/shared';
import { Timer, TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../cx';

interface CountdownProps {
  /** Seconds left; null for an untimed game. */
  seconds: number | null;
  className?: string;
}

/**
 * The per-question countdown (spec 9: red at 10 s or less). Screen readers are told only at
 * the thresholds (10 s, 5 s, time up), not every second (WCAG 2.2.1 / 4.1.3); the red colour
 * always comes with an icon change and the number itself, never alone.
 */
export function Countdown({ seconds, className }: CountdownProps) {
  const { t } = useTranslation();
  if (seconds === null) {
    return (
      <p className={cx('inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-sm font-semibold text-muted', className)} data-testid="countdown">
        <TimerOff className="h-4 w-4" aria-hidden="true" />
        {t('play.timer.untimed')}
      </p>
    );
  }
  const warning = seconds <= TIMER_WARNING_SECONDS;
  const announcement =
    seconds <= 0 ? t('play.timer.timeUp') : (TIMER_ANNOUNCE_SECONDS as readonly number[]).includes(seconds) ? t('play.timer.announce', { count: seconds }) : '';
  return (
    <div className={className}>
      <p
        className={cx(
          'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 font-mono text-sm font-bold tabular-nums',
          warning ? 'bg-clay-soft text-clay ring-2 ring-clay' : 'bg-forest-soft text-forest',
        )}
        data-testid="countdown"
        data-warning={warning || undefined}
      >
        <Timer className={cx('h-4 w-4', warning && 'motion-safe:animate-pulse')} aria-hidden="true" />
        <span className="sr-only">{t('play.timer.label')}: </span>
        {t('play.timer.seconds', { count: Math.max(0, seconds) })}
      </p>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
