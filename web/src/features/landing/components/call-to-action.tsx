import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { SignGlyph } from '../../../components/sign-glyph';

export function CallToAction({ signedIn, primaryTo }: { signedIn: boolean; primaryTo: string }) {
  const { t } = useTranslation();
  return (
    <section className="render-when-near mx-auto max-w-6xl px-4 py-20 sm:px-6" aria-labelledby="cta-title">
      <div className="on-dark relative overflow-hidden rounded-[2rem] bg-forest px-6 py-14 text-center text-white sm:px-12">
        <div className="pattern-opon absolute inset-0 opacity-50" aria-hidden="true" />
        <SignGlyph pattern="11110000" className="absolute -left-6 -top-4 h-40 w-40 text-white/5" />
        <SignGlyph pattern="00001111" className="absolute -bottom-6 -right-4 h-40 w-40 text-white/5" />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-semibold sm:text-4xl">
            {t('landing.cta.title')}
          </h2>
          <p className="mt-4 text-lg text-white/85">{t('landing.cta.text')}</p>
          <ButtonLink to={primaryTo} variant="gold" size="lg" className="mt-8">
            {signedIn ? t('landing.cta.buttonSignedIn') : t('landing.cta.button')}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
