import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { cx } from './cx';

/** The mark: an opon (divination tray) with a sign's two columns of marks at its centre. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#1d4a37" />
      <circle cx="32" cy="32" r="22.5" fill="none" stroke="#d9a521" strokeWidth="2.5" />
      <circle cx="32" cy="32" r="26.5" fill="none" stroke="#d9a521" strokeWidth="1" strokeDasharray="1.5 3.2" />
      <g stroke="#fbf7f0" strokeWidth="2.6" strokeLinecap="round">
        <path d="M36.5 22h5" />
        <path d="M36.5 28.5h1.6M39.9 28.5h1.6" />
        <path d="M36.5 35h5" />
        <path d="M36.5 41.5h1.6M39.9 41.5h1.6" />
        <path d="M22.5 22h1.6M25.9 22h1.6" />
        <path d="M22.5 28.5h5" />
        <path d="M22.5 35h1.6M25.9 35h1.6" />
        <path d="M22.5 41.5h5" />
      </g>
    </svg>
  );
}

export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const { t } = useTranslation();
  return (
    // The name may be hidden on narrow screens, so the link is named explicitly.
    <Link to={paths.home} aria-label={t('common.appName')} className={cx('inline-flex items-center gap-2.5 rounded-full pr-2', className)}>
      <LogoMark className="h-10 w-10 shrink-0" />
      <span className={cx('font-display text-xl font-semibold tracking-tight', tone === 'light' ? 'text-white' : 'text-forest')}>
        {t('common.appName')}
      </span>
    </Link>
  );
}
