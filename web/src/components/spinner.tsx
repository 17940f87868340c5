import { useTranslation } from 'react-i18next';
import { cx } from './cx';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  /** Inside a button that already says what is happening. */
  decorative?: boolean;
  className?: string;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' };

export function Spinner({ size = 'md', label, decorative, className }: SpinnerProps) {
  const { t } = useTranslation();
  const circle = <span className={cx('inline-block animate-spin rounded-full border-current border-r-transparent', sizes[size], className)} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span role="status" className="inline-flex items-center gap-3">
      {circle}
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** The full-page wait while the session or a route module loads (spec 2). */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 text-forest" data-testid="page-spinner">
      <Spinner size="lg" label={label ?? t('common.loadingSession')} />
      <p className="text-sm text-muted" aria-hidden="true">
        {label ?? t('common.loading')}
      </p>
    </div>
  );
}

/**
 * The same wait, in no language, drawn by a start page's document before any of the app has
 * loaded (web/build/start-pages.ts): the language is not known yet. The app's first render
 * replaces it, with the PageSpinner above in its place while the session loads.
 */
export function DocumentSpinner() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 text-forest" aria-hidden="true">
      <Spinner size="lg" decorative />
      {/* The label's line, kept empty, so the circle sits where PageSpinner's does. */}
      <p className="text-sm">&nbsp;</p>
    </div>
  );
}
