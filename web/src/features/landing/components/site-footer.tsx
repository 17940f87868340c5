import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';

export function SiteFooter() {
  const { t } = useTranslation();
  const linkClass = 'rounded text-white/80 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="on-dark bg-night text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-md text-white/80">{t('landing.footer.about')}</p>
          <p className="mt-3 max-w-md text-sm text-white/70">{t('landing.footer.disclaimer')}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="font-sans text-sm font-semibold uppercase tracking-wider text-[#f3d27a]">
            {t('landing.footer.explore')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link className={linkClass} to={paths.home}>
                {t('common.appName')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.games.orisha}>
                {t('games.orisha.name')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.games.signs}>
                {t('games.signs.name')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className="font-sans text-sm font-semibold uppercase tracking-wider text-[#f3d27a]">
            {t('landing.footer.account')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link className={linkClass} to={paths.login}>
                {t('landing.nav.login')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.register}>
                {t('landing.nav.register')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-white/70 sm:px-6">{t('landing.footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
