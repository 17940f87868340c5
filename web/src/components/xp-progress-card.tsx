import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { xpProgress } from '../lib/xp';
import { Card } from './card';
import { LevelBadge } from './level-badge';

/**
 * Progress card with the XP bar (dashboard and profile): progress within the current level of the
 * curve (DESIGN.md 5, docs/decisions/019-level-curve.md), not the spec's XP mod 1000.
 */
export function XpProgressCard({ level, experiencePoints }: { level: number; experiencePoints: number }) {
  const { t, i18n } = useTranslation();
  const xp = xpProgress(experiencePoints);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card title={t('dashboard.progress.title')} icon={<TrendingUp className="h-5 w-5" aria-hidden="true" />} testId="progress-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LevelBadge level={level} />
        <span className="text-sm font-semibold text-ink" data-testid="xp-of">
          {t('dashboard.progress.xpOf', { current: n(xp.current), total: n(xp.total) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('dashboard.progress.barLabel', { next: n(level + 1) })}
        aria-valuemin={0}
        aria-valuemax={xp.total}
        aria-valuenow={xp.current}
        aria-valuetext={t('dashboard.progress.xpOf', { current: n(xp.current), total: n(xp.total) })}
        className="mt-4 h-3.5 overflow-hidden rounded-full bg-sand ring-1 ring-inset ring-line"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-forest to-[#3f7d5e] transition-[width] duration-700" style={{ width: `${xp.percent}%` }} data-testid="xp-bar-fill" />
      </div>
      <p className="mt-3 text-sm text-muted">{t('dashboard.progress.toNext', { remaining: n(xp.remaining) })}</p>
    </Card>
  );
}
