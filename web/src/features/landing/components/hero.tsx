import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { SignGlyph } from '../../../components/sign-glyph';
import { paths } from '../../../config/paths';
import { FiguresList } from './figures-list';

/** Its own chunk, with its request: the landing's initial JS has a budget (DESIGN.md 8). */
const PlatformFigures = lazy(() => import('./platform-figures'));

export function Hero({ signedIn, primaryTo }: { signedIn: boolean; primaryTo: string }) {
  const { t } = useTranslation();
  return (
    <section className="on-dark relative overflow-hidden bg-night text-white" aria-labelledby="hero-title">
      <div className="pattern-opon absolute inset-0 opacity-60" aria-hidden="true" />
      <div className="absolute -right-40 -top-40 h-[34rem] w-[34rem] rounded-full bg-forest/70 blur-3xl" aria-hidden="true" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-28 sm:px-6 md:pt-36 lg:grid-cols-[1.15fr_0.85fr] lg:pb-24">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-4 py-1.5 text-sm font-semibold text-[#f3d27a]">
            <span className="h-1.5 w-1.5 rounded-full bg-gold" aria-hidden="true" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="text-4xl font-semibold leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/85">{t('landing.hero.subtitle')}</p>
          <div className="mt-9 flex flex-col gap-3 min-[420px]:flex-row">
            <ButtonLink to={primaryTo} variant="gold" size="lg" data-testid="hero-primary">
              {signedIn ? t('landing.hero.primarySignedIn') : t('landing.hero.primary')}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </ButtonLink>
            {!signedIn ? (
              <ButtonLink to={paths.login} variant="light" size="lg">
                {t('landing.hero.secondary')}
              </ButtonLink>
            ) : null}
          </div>
        </div>
        <HeroArt />
      </div>
      <Figures />
    </section>
  );
}

/**
 * The figures' lazy part is asked for only once the page is on screen: the landing's first paint
 * is rendered at build time (web/build/start-pages.ts), and a part that suspended there would be
 * written with inline scripts, which the CSP refuses (the sign of the day waits the same way).
 */
function Figures() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <FiguresList />;
  return (
    <Suspense fallback={<FiguresList />}>
      <PlatformFigures />
    </Suspense>
  );
}

/** The opon with a sign at its centre: decorative, so hidden from assistive technology. */
function HeroArt() {
  return (
    <div className="relative mx-auto hidden aspect-square w-full max-w-sm sm:block" aria-hidden="true">
      <div className="absolute inset-0 rounded-full border border-gold/30" />
      <div className="absolute inset-5 rounded-full border-2 border-dashed border-gold/35" />
      <div className="absolute inset-12 rounded-full bg-gradient-to-br from-[#2a6149] to-forest-dark shadow-[inset_0_2px_30px_rgb(0_0_0/0.35),0_30px_80px_-20px_rgb(0_0_0/0.6)]" />
      <SignGlyph pattern="10100101" className="absolute inset-0 m-auto h-32 w-32 text-[#f6e7c1]" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => {
        const rad = (deg * Math.PI) / 180;
        return (
          <span
            key={deg}
            className="absolute h-4 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-[#f6ecd8] shadow ring-1 ring-[#c9b48d]"
            style={{ left: `${50 + 46 * Math.sin(rad)}%`, top: `${50 - 46 * Math.cos(rad)}%`, rotate: `${deg}deg` }}
          />
        );
      })}
    </div>
  );
}
