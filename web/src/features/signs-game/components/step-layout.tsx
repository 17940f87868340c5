import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';

/** The id every view gives its h1: the page moves focus there when the view changes. */
export const VIEW_HEADING_ID = 'signs-view-heading';

interface StepLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Shown as a back button above the title. */
  onBack?: () => void;
  children: ReactNode;
  /** The step's main action(s), below the content. */
  footer?: ReactNode;
}

/** The frame of the setup screens: back, eyebrow, one h1, the content and its actions. */
export function StepLayout({ title, intro, onBack, children, footer }: StepLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      {onBack ? (
        <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={onBack} icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />}>
          {t('play.back')}
        </Button>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-ink">{t('signsGame.eyebrow')}</p>
      <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="mt-1 text-3xl font-semibold text-ink outline-none sm:text-4xl">
        {title}
      </h1>
      {intro ? <p className="mt-2 max-w-prose text-muted">{intro}</p> : null}
      <div className="mt-8">{children}</div>
      {footer ? <div className="mt-8 flex flex-wrap items-center gap-3">{footer}</div> : null}
    </div>
  );
}
