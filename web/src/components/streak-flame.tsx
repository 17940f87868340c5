import { Flame, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

interface StreakFlameProps {
  /** Days in a row with a finished game or review session (DESIGN.md 5b). */
  days: number;
  /** Streak freezes held (each covers one missed day). */
  freezes: number;
  /** Whether today already counts. */
  todayDone: boolean;
}

/**
 * The streak as a compact badge (issue 12, deliver 4): the days in words with i18next plurals,
 * the freezes as shields with their count in words, and a nudge while today does not count.
 * The flame is lit (filled) once today counts; the words say so too.
 */
export function StreakFlame({ days, freezes, todayDone }: StreakFlameProps) {
  const { t } = useTranslation();
  const count = Math.max(0, Math.floor(days));
  const held = Math.max(0, Math.floor(freezes));
  return (
    <div className="inline-flex flex-col gap-1 rounded-2xl border border-line bg-white px-4 py-3 shadow-sm" data-testid="streak-flame" data-today-done={todayDone}>
      <p className="flex items-center gap-2">
        <Flame className={cx('h-6 w-6 shrink-0', todayDone ? 'fill-gold text-clay' : 'text-muted')} aria-hidden="true" />
        <span className="sr-only">{t('streak.label')}: </span>
        <span className="text-lg font-bold text-ink">{t('streak.days', { count })}</span>
      </p>
      <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {Array.from({ length: Math.min(held, 5) }, (_, i) => (
          <Shield key={i} className="h-4 w-4 fill-forest-soft text-forest" aria-hidden="true" />
        ))}
        <span>{held > 0 ? t('streak.freezes', { count: held }) : t('streak.noFreezes')}</span>
      </p>
      <p className={cx('text-sm font-medium', todayDone ? 'text-forest' : 'text-clay')}>
        {todayDone ? t('streak.done') : t(count > 0 ? 'streak.hintKeep' : 'streak.hintStart')}
      </p>
    </div>
  );
}
