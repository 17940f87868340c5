import { ECONOMY, PASS_PERCENTAGE } from '@ifa/shared';
import { CircleCheck, Heart, RotateCcw, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../cx';
import { formatNumber } from '../../lib/format';
import type { SummaryOutcome } from './summary-outcome';

const ICONS: Record<SummaryOutcome, LucideIcon> = { perfect: Sparkles, pass: Trophy, fail: RotateCcw, out: Heart, ended: CircleCheck, session: Trophy };

interface SummaryHeaderProps {
  outcome: SummaryOutcome;
  eyebrow: string;
  /** The h1's id when the level-up banner does not take the focus instead. */
  headingId?: string | undefined;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  percentage?: number | undefined;
  correct: number;
  total: number;
  untimed?: boolean | undefined;
  /** The game's own lines (the Signs game's score band). */
  message?: ReactNode;
}

/**
 * The top of the end screen: how it went in a heading (kind words for a game lost to the strike
 * limit, its facts kept: how many right of how many), the note that explains it, and the score.
 */
export function SummaryHeader({ outcome, eyebrow, headingId, headingRef, percentage, correct, total, untimed, message }: SummaryHeaderProps) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const Icon = ICONS[outcome];
  const good = outcome === 'perfect' || outcome === 'pass' || outcome === 'session';
  const note =
    outcome === 'out'
      ? t('play.summary.outNote', { correct: n(correct), total: n(total) })
      : outcome === 'fail'
        ? t('play.summary.failNote', { percent: n(PASS_PERCENTAGE) })
        : outcome === 'perfect'
          ? t('play.summary.perfectNote', { bonus: n(Math.round(ECONOMY.perfectBonus * 100)) })
          : outcome === 'ended'
            ? t('play.summary.noResults')
            : null;
  return (
    <div className="relative flex flex-col items-center text-center">
      <span className={cx('inline-flex h-14 w-14 items-center justify-center rounded-3xl sm:h-16 sm:w-16', good ? 'bg-gold text-night' : 'bg-clay-soft text-clay')} aria-hidden="true">
        <Icon className="h-7 w-7 sm:h-8 sm:w-8" />
      </span>
      <p className="mt-3 text-sm font-semibold uppercase tracking-wide text-gold-ink">{eyebrow}</p>
      <h1 ref={headingRef} id={headingId} tabIndex={-1} className="mt-1 max-w-2xl text-3xl font-semibold text-ink outline-none sm:text-4xl">
        {t(`play.summary.titles.${outcome}`)}
      </h1>
      {note ? (
        <p className={cx('mt-3 max-w-prose text-lg', outcome === 'perfect' ? 'font-semibold text-forest' : 'text-ink')} data-testid="summary-note" data-kind={outcome}>
          {note}
        </p>
      ) : null}
      {message}
      {untimed ? <p className="mt-2 text-sm text-muted">{t('play.summary.untimedNote')}</p> : null}
      {percentage === undefined ? null : (
        <>
          <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted">{t('play.summary.score')}</p>
          <p className="font-display text-5xl font-semibold text-forest sm:text-6xl" data-testid="summary-score">
            {t('play.progress.percent', { percent: n(Math.round(percentage)) })}
          </p>
        </>
      )}
    </div>
  );
}
