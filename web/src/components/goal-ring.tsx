import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { formatNumber } from '../lib/format';

interface GoalRingProps {
  /** XP earned today. */
  xp: number;
  /** The learner's daily goal (30, 50 or 100 XP; DESIGN.md 5b). */
  goal: number;
  /** Width and height in px. */
  size?: number;
}

/**
 * The daily goal as a ring (issue 12, deliver 4): one picture with one name for assistive
 * technology ('Meta diaria: 20 de 50 XP'); the ring never overfills, the number does. A met
 * goal changes colour AND shows a check (not colour alone).
 */
export function GoalRing({ xp, goal, size = 120 }: GoalRingProps) {
  const { t, i18n } = useTranslation();
  const earned = Math.max(0, Math.floor(xp));
  const target = Math.max(0, Math.floor(goal));
  const met = target > 0 && earned >= target;
  const fraction = target > 0 ? Math.min(1, earned / target) : 0;
  const stroke = Math.max(6, Math.round(size / 12));
  const radius = (size - stroke) / 2;
  const length = 2 * Math.PI * radius;
  const words = { xp: formatNumber(earned, i18n.language), goal: formatNumber(target, i18n.language) };
  return (
    <div
      role="img"
      aria-label={t(met ? 'goalRing.labelMet' : 'goalRing.label', words)}
      data-testid="goal-ring"
      data-met={met}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} className="-rotate-90" aria-hidden="true" focusable="false">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className="stroke-line" />
        {fraction > 0 ? (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${length * fraction} ${length}`}
            className={cx('transition-[stroke-dasharray] duration-700', met ? 'stroke-forest' : 'stroke-gold')}
          />
        ) : null}
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center px-3 text-center leading-tight" style={{ fontSize: Math.max(11, size * 0.11) }}>
        {met ? (
          <span className="mb-0.5 flex items-center gap-1 font-semibold text-forest">
            <Check className="h-[1.2em] w-[1.2em]" strokeWidth={3} aria-hidden="true" />
            {t('goalRing.met')}
          </span>
        ) : null}
        <span className="font-bold text-ink">{t('goalRing.value', words)}</span>
      </span>
    </div>
  );
}
