import { ArrowLeft, Hourglass, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { AppHeader } from './app-header';
import { ButtonLink } from './button';
import { LogoMark } from './logo';

interface PreparingScreenProps {
  name: string;
  icon?: LucideIcon;
  /** 'preparing': a full module that is on its way; 'coming-soon': spec 2's placeholders. */
  variant?: 'preparing' | 'coming-soon';
  description?: string;
}

/** A calm, respectful placeholder screen with the way back to the dashboard. */
export function PreparingScreen({ name, icon: Icon = Hourglass, variant = 'preparing', description }: PreparingScreenProps) {
  const { t } = useTranslation();
  const title = variant === 'preparing' ? t('preparing.title', { name }) : name;
  useDocumentTitle(name);
  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
          <div className="relative mb-8">
            <LogoMark className="h-24 w-24 opacity-15" />
            <span className="absolute inset-0 m-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-forest text-gold shadow-lg">
              <Icon className="h-7 w-7" aria-hidden="true" />
            </span>
          </div>
          {variant === 'coming-soon' ? (
            <div className="mb-4 flex flex-wrap justify-center gap-2">
              <span className="rounded-full bg-gold-soft px-3 py-1 text-sm font-semibold text-gold-ink">{t('common.comingSoon')}</span>
              <span className="rounded-full bg-sand px-3 py-1 text-sm font-semibold text-muted">{t('common.inDevelopment')}</span>
            </div>
          ) : null}
          <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
          {description ? <p className="mt-4 text-lg text-ink/80">{description}</p> : null}
          <p className="mt-4 max-w-prose text-muted">{variant === 'preparing' ? t('preparing.text') : t('comingSoon.text')}</p>
          <ButtonLink to={paths.dashboard} className="mt-10" icon={<ArrowLeft className="h-5 w-5" aria-hidden="true" />}>
            {t('common.backToDashboard')}
          </ButtonLink>
        </div>
      </main>
    </>
  );
}
