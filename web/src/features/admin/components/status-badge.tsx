import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';

type Status = 'pending' | 'approved' | 'rejected';
const look: Record<Status, { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: 'border-[#e8cf6a] bg-[#fdf3c4] text-[#5f4700]' },
  approved: { icon: CheckCircle2, className: 'border-[#9cc7ae] bg-forest-soft text-forest' },
  rejected: { icon: XCircle, className: 'border-[#eea39a] bg-[#fbe2de] text-[#9b1c1c]' },
};

/** A review status in words with an icon (colour is never the only signal). */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = look[status];
  return (
    <span className={cx('inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', className)}>
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {t(`admin.badge.${status}`)}
    </span>
  );
}
