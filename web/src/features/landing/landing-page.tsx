import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CallToAction } from './components/call-to-action';
import { GamesShowcase } from './components/games-showcase';
import { Hero } from './components/hero';
import { LandingHeader } from './components/landing-header';
import { Reasons } from './components/reasons';
import { SignOfDaySection } from './components/sign-of-day-section';
import { SiteFooter } from './components/site-footer';

/** Spec 2, '/': hero, games showcase, the sign of the day (issue 12), reasons, call to action, footer. */
export default function LandingPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  useDocumentTitle(t('landing.title'), { standalone: true });
  // Main buttons go to /dashboard when signed in (a stored session counts while it loads), else /register.
  const signedIn = status === 'authenticated' || status === 'loading';
  const primaryTo = signedIn ? paths.dashboard : paths.register;

  return (
    <div className="min-h-dvh">
      <LandingHeader signedIn={signedIn} primaryTo={primaryTo} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero signedIn={signedIn} primaryTo={primaryTo} />
        <GamesShowcase primaryTo={primaryTo} />
        <SignOfDaySection />
        <Reasons />
        <CallToAction signedIn={signedIn} primaryTo={primaryTo} />
      </main>
      <SiteFooter />
    </div>
  );
}
