import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { cx } from './cx';

/** The learner's level (the curve of docs/decisions/019-level-curve.md), its number in the interface's language. */
export function LevelBadge({ level, className }: { level: number; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={cx('inline-flex items-center gap-1.5 rounded-full bg-gold-soft px-3 py-1 text-sm font-semibold text-gold-ink ring-1 ring-gold/40', className)}>
      <Star className="h-4 w-4 fill-gold text-gold" aria-hidden="true" />
      {t('common.level', { level: formatNumber(level, i18n.language) })}
    </span>
  );
}
