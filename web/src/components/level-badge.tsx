import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export function LevelBadge({ level, className }: { level: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cx('inline-flex items-center gap-1.5 rounded-full bg-gold-soft px-3 py-1 text-sm font-semibold text-gold-ink ring-1 ring-gold/40', className)}>
      <Star className="h-4 w-4 fill-gold text-gold" aria-hidden="true" />
      {t('common.level', { level })}
    </span>
  );
}
