import { PartyPopper, TrendingUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { playCue } from '../../lib/sounds';
import { levelChange, xpProgress } from '../../lib/xp';
import { LevelBadge } from '../level-badge';

interface LevelProgressProps {
  /** The learner's total XP with this game's or session's. */
  experiencePoints: number;
  xpEarned: number;
}

/**
 * The level bar of a completion screen (issue 27, part 9): it fills from where the learner
 * stood to where the XP just earned takes them, and a new level gets its moment: a banner
 * announced to screen readers, and a chime when sounds are on. The motion is a CSS transition,
 * which the stylesheet turns off under prefers-reduced-motion.
 */
export function LevelProgress({ experiencePoints, xpEarned }: LevelProgressProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const change = levelChange(experiencePoints, xpEarned);
  const end = xpProgress(change.after);
  // A new level starts its bar from empty; otherwise from the XP held before.
  const startPercent = change.leveledUp ? 0 : xpProgress(change.before).percent;
  const [width, setWidth] = useState(startPercent);
  const n = (value: number) => formatNumber(value, i18n.language);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setWidth(end.percent));
    return () => cancelAnimationFrame(frame);
  }, [end.percent]);
  useEffect(() => {
    if (change.leveledUp) playCue('levelUp');
  }, [change.leveledUp]);

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-white p-5 shadow-sm" data-testid="level-progress">
      {change.leveledUp ? (
        <div role="status" className="mb-4 flex items-center gap-3 rounded-2xl bg-gold-soft p-4 ring-1 ring-gold/50 motion-safe:animate-[pop_600ms_ease-out_both]" data-testid="level-up">
          <PartyPopper className="h-8 w-8 shrink-0 text-gold-ink" aria-hidden="true" />
          <div>
            <p className="font-display text-xl font-semibold text-ink">{t('play.rewards.levelUp', { level: n(change.levelAfter) })}</p>
            <p className="text-sm text-muted">{t('play.rewards.levelUpText')}</p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <TrendingUp className="h-5 w-5 text-forest" aria-hidden="true" />
          {t('play.rewards.levelTitle')}
        </h2>
        <LevelBadge level={change.levelAfter} />
      </div>
      <div
        role="progressbar"
        aria-label={t('play.rewards.barLabel', { next: n(change.levelAfter + 1) })}
        aria-valuemin={0}
        aria-valuemax={end.total}
        aria-valuenow={end.current}
        aria-valuetext={t('play.rewards.xpOf', { current: n(end.current), total: n(end.total) })}
        className="mt-4 h-3.5 overflow-hidden rounded-full bg-sand ring-1 ring-inset ring-line"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-forest to-[#3f7d5e] transition-[width] duration-1000 ease-out" style={{ width: `${width}%` }} data-testid="level-progress-fill" />
      </div>
      <p className="mt-3 flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-forest" data-testid="level-progress-gain">
          {t('play.rewards.gain', { xp: n(Math.max(0, xpEarned)) })}
        </span>
        <span className="text-muted" data-testid="level-progress-next">
          {t('play.rewards.toNext', { remaining: n(end.remaining), next: n(change.levelAfter + 1) })}
        </span>
      </p>
    </section>
  );
}
