import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';

export function LandingHeader({ signedIn, primaryTo }: { signedIn: boolean; primaryTo: string }) {
  const { t } = useTranslation();
  return (
    <header className="on-dark absolute inset-x-0 top-0 z-20">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Logo tone="light" className="[&_span]:hidden min-[480px]:[&_span]:inline" />
        <nav aria-label={t('common.mainNav')} className="flex items-center gap-2">
          {!signedIn ? <LanguageSwitcher tone="light" /> : null}
          <ButtonLink to={paths.login} variant="light" size="md" icon={<LogIn className="h-4 w-4" aria-hidden="true" />}>
            {t('landing.nav.login')}
          </ButtonLink>
          <span className="hidden md:contents">
            <ButtonLink to={primaryTo} variant="gold" size="md">
              {signedIn ? t('landing.nav.dashboard') : t('landing.nav.register')}
            </ButtonLink>
          </span>
        </nav>
      </div>
    </header>
  );
}
