import { Gamepad2, HeartHandshake, ScrollText, Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const REASONS = [
  { key: 'tradition', icon: ScrollText },
  { key: 'play', icon: Gamepad2 },
  { key: 'pace', icon: Sprout },
  { key: 'community', icon: HeartHandshake },
] as const;

export function Reasons() {
  const { t } = useTranslation();
  return (
    <section className="render-when-near border-y border-line bg-sand/60" aria-labelledby="reasons-title">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="reasons-title" className="text-3xl font-semibold text-ink sm:text-4xl">
            {t('landing.reasons.title')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('landing.reasons.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-forest text-gold" aria-hidden="true">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{t(`landing.reasons.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`landing.reasons.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
