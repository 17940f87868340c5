import { TrendingUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { levelChange, xpProgress } from '../../lib/xp';
import { LevelBadge } from '../level-badge';

interface LevelProgressProps {
  /** The learner's total XP with this game's or session's. */
  experiencePoints: number;
  xpEarned: number;
  /** XP paid beside the game's own (a duel won): on the bar too. */
  bonusXp?: number;
  /** 'session': the words of a practice session rather than a game. */
  kind?: 'game' | 'session';
}

/**
 * The level bar of the end screen (issues 27 and 34): progress within the current level of the
 * curve, filling from where the learner stood to where the XP just earned takes them (from empty
 * on a new level, whose moment is the banner at the top of the screen). The fill is a CSS
 * transition, left out under prefers-reduced-motion.
 */
export function LevelProgress({ experiencePoints, xpEarned, bonusXp = 0, kind = 'game' }: LevelProgressProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const change = levelChange(experiencePoints, xpEarned, bonusXp);
  const end = xpProgress(change.after);
  const startPercent = change.leveledUp ? 0 : xpProgress(change.before).percent;
  const [width, setWidth] = useState(startPercent);
  const n = (value: number) => formatNumber(value, i18n.language);
  const gained = Math.max(0, xpEarned) + Math.max(0, bonusXp);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setWidth(end.percent));
    return () => cancelAnimationFrame(frame);
  }, [end.percent]);

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-white p-5 shadow-sm" data-testid="level-progress">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <TrendingUp className="h-5 w-5 text-forest" aria-hidden="true" />
          {t('play.rewards.levelTitle')}
        </h2>
        <LevelBadge level={end.level} />
      </div>
      <div
        role="progressbar"
        aria-label={t('play.rewards.barLabel', { next: n(end.next) })}
        aria-valuemin={0}
        aria-valuemax={end.total}
        aria-valuenow={end.current}
        aria-valuetext={t('play.rewards.xpOf', { current: n(end.current), total: n(end.total) })}
        className="mt-4 h-3.5 overflow-hidden rounded-full bg-sand ring-1 ring-inset ring-line"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-forest to-[#3f7d5e] transition-[width] duration-1000 ease-out motion-reduce:transition-none"
          style={{ width: `${width}%` }}
          data-testid="level-progress-fill"
        />
      </div>
      <p className="mt-3 flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-forest" data-testid="level-progress-gain">
          {t(kind === 'session' ? 'play.rewards.gainSession' : 'play.rewards.gain', { xp: n(gained) })}
        </span>
        <span className="text-muted" data-testid="level-progress-next">
          {t('play.rewards.toNext', { remaining: n(end.remaining), next: n(end.next) })}
        </span>
      </p>
    </section>
  );
}
