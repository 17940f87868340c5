import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { SignGlyph } from '../../../components/sign-glyph';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The line under the form: a question and a link to the other auth screen. */
  footer?: { text: string; linkLabel: string; to: string };
}

/** Login, register and reset share one calm frame: a form card and, on wide screens, a quiet panel. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[0.9fr_1.1fr]">
      <aside className="on-dark relative hidden overflow-hidden bg-night p-12 text-white lg:flex lg:flex-col lg:justify-between" aria-hidden="true">
        <div className="pattern-opon absolute inset-0 opacity-60" />
        <div className="absolute -bottom-32 -left-32 h-96 w-96 rounded-full bg-forest/70 blur-3xl" />
        <div className="relative">
          <SignGlyph pattern="11011011" className="h-16 w-16 text-gold" />
        </div>
        <div className="relative max-w-md">
          <p className="font-display text-3xl leading-snug text-[#f6e7c1]">{t('auth.side.quote')}</p>
          <p className="mt-4 text-white/80">{t('auth.side.text')}</p>
        </div>
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
          <Logo className="[&_span]:hidden min-[400px]:[&_span]:inline" />
          {status !== 'authenticated' ? <LanguageSwitcher /> : null}
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 outline-none sm:items-center sm:px-8">
          <div className="w-full max-w-md">
            <Link to={paths.home} className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-forest hover:underline">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {t('common.backHome')}
            </Link>
            <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
            <p className="mt-2 text-muted">{subtitle}</p>
            <div className="mt-8">{children}</div>
            {footer ? (
              <div className="mt-8 text-center text-sm text-muted">
                {footer.text}{' '}
                <Link to={footer.to} className="font-semibold text-forest underline-offset-4 hover:underline">
                  {footer.linkLabel}
                </Link>
              </div>
            ) : null}
          </div>
        </main>
      </div>
    </div>
  );
}
