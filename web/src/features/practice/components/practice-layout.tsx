import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';

/** The id every view gives its h1: the page moves focus there when the view changes. */
export const VIEW_HEADING_ID = 'practice-view-heading';

interface PracticeLayoutProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** The view's main action(s), below the content. */
  footer?: ReactNode;
  /** A message screen: centred, with an icon above the title. */
  icon?: ReactNode;
  testId?: string;
  /** A centred screen with more to show (the summary's tiles). */
  wide?: boolean;
}

/** The frame of the practice screens: eyebrow, one h1, the content and its actions. */
export function PracticeLayout({ title, intro, children, footer, icon, testId, wide }: PracticeLayoutProps) {
  const { t } = useTranslation();
  const centred = Boolean(icon);
  return (
    <div className={cx('mx-auto px-4 pb-16 pt-6 sm:px-6 sm:pt-10', centred ? cx('flex flex-col items-center text-center', wide ? 'max-w-4xl' : 'max-w-xl') : 'max-w-4xl')} data-testid={testId}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <p className={cx('text-sm font-semibold uppercase tracking-wide text-gold-ink', centred && 'mt-4')}>{t('review.eyebrow')}</p>
      <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="mt-1 text-3xl font-semibold text-ink outline-none sm:text-4xl">
        {title}
      </h1>
      {intro ? <p className="mt-3 max-w-prose text-lg text-muted">{intro}</p> : null}
      {children ? <div className="mt-8 w-full">{children}</div> : null}
      {footer ? <div className={cx('mt-8 flex flex-wrap items-center gap-3', centred && 'justify-center')}>{footer}</div> : null}
    </div>
  );
}
