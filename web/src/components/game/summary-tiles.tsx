import { Shell, Sparkles, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { cx } from '../cx';

interface SummaryTilesProps {
  correct: number;
  total: number;
  xpEarned: number;
  cowriesEarned: number;
  /** XP paid beside the game's (a duel won), said under the figures. */
  bonusXp?: number | undefined;
}

const TONES = { forest: 'bg-forest-soft text-forest', gold: 'bg-gold-soft text-gold-ink', clay: 'bg-clay-soft text-clay' } as const;

function Figure({ label, value, icon, tone, testId }: { label: string; value: string; icon: ReactNode; tone: keyof typeof TONES; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-1.5 rounded-2xl border border-line bg-white px-2 py-3 text-center shadow-sm sm:flex-row sm:gap-4 sm:p-4 sm:text-left" data-testid={testId}>
      <span className={cx('inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl sm:h-12 sm:w-12 sm:rounded-2xl [&_svg]:h-5 [&_svg]:w-5 sm:[&_svg]:h-6 sm:[&_svg]:w-6', TONES[tone])} aria-hidden="true">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <p className="text-xs leading-tight text-muted sm:text-sm">{label}</p>
        <p className="font-display text-xl font-semibold leading-tight text-ink sm:text-2xl" data-testid={`${testId}-value`}>
          {value}
        </p>
      </div>
    </div>
  );
}

/**
 * What the game or session gave, in figures, in one row even on a phone (so the level bar and
 * the mistakes come sooner): right answers of all, XP and cowries earned.
 */
export function SummaryTiles({ correct, total, xpEarned, cowriesEarned, bonusXp = 0 }: SummaryTilesProps) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="mt-6 sm:mt-8">
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        <Figure testId="summary-correct" label={t('play.summary.correct')} value={t('play.summary.correctOf', { n: n(correct), total: n(total) })} icon={<Target />} tone="forest" />
        <Figure testId="summary-xp" label={t('play.summary.xp')} value={n(xpEarned)} icon={<Sparkles />} tone="gold" />
        <Figure testId="summary-cowries" label={t('play.summary.cowries')} value={n(cowriesEarned)} icon={<Shell />} tone="clay" />
      </div>
      {bonusXp > 0 ? (
        <p className="mt-3 text-center font-semibold text-forest" data-testid="duel-bonus">
          {t('play.summary.duelBonus', { xp: n(bonusXp) })}
        </p>
      ) : null}
    </div>
  );
}
