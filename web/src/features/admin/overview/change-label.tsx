import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { changeOf } from '../lib/stat-change';
import { formatDecimal } from '../../../lib/format';

/**
 * A tile's real change over the last 7 days against the 7 before (issue 9): an arrow, a signed
 * figure and words, so the direction never depends on colour. '—' when there is no figure.
 */
export function ChangeLabel({ value, unit, testId }: { value: number | null | undefined; unit: 'percent' | 'points'; testId?: string }) {
  const { t, i18n } = useTranslation();
  const { direction, magnitude } = changeOf(value);
  if (direction === 'none') {
    return (
      <p className="flex flex-wrap items-baseline gap-x-1.5 text-muted" data-testid={testId}>
        <span className="font-semibold text-ink" aria-hidden="true">
          —
        </span>
        <span>{t('admin.overview.change.none')}</span>
      </p>
    );
  }
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : Minus;
  const sign = direction === 'up' ? '+' : direction === 'down' ? '−' : '';
  const figure = `${sign}${formatDecimal(magnitude, i18n.language)}`;
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-muted" data-testid={testId}>
      <span className={cx('inline-flex items-center gap-0.5 font-semibold', direction === 'up' ? 'text-forest' : direction === 'down' ? 'text-clay' : 'text-ink')}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {t(unit === 'percent' ? 'admin.overview.change.percent' : 'admin.overview.change.points', { value: figure })}
      </span>
      <span>{t(`admin.overview.change.${direction}`)}</span>
    </p>
  );
}
