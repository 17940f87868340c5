import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_ENTRIES } from '../../../config/games';

const accents = ['from-forest to-[#2f6c51]', 'from-[#7a4a12] to-[#a7701f]', 'from-clay to-[#c9693d]'];

export function GamesShowcase({ primaryTo }: { primaryTo: string }) {
  const { t } = useTranslation();
  const available = GAME_ENTRIES.filter((g) => g.available);
  const upcoming = GAME_ENTRIES.filter((g) => !g.available);
  return (
    <section className="render-when-near mx-auto max-w-6xl px-4 py-20 sm:px-6" aria-labelledby="showcase-title">
      <div className="max-w-2xl">
        <h2 id="showcase-title" className="text-3xl font-semibold text-ink sm:text-4xl">
          {t('landing.showcase.title')}
        </h2>
        <p className="mt-3 text-lg text-muted">{t('landing.showcase.subtitle')}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {available.map((game, index) => (
          <li key={game.id} className="group flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm transition-shadow hover:shadow-lg">
            <div className={`relative flex h-32 items-end bg-gradient-to-br ${accents[index % accents.length]} p-5`}>
              <div className="pattern-opon absolute inset-0 opacity-40" aria-hidden="true" />
              <span className="relative inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-white/15 text-white ring-1 ring-white/30">
                <game.icon className="h-7 w-7" aria-hidden="true" />
              </span>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold text-ink">{t(`games.${game.id}.name`)}</h3>
              <p className="mt-2 flex-1 text-muted">{t(`games.${game.id}.description`)}</p>
              {/* No player count per game: the platform has none to give (its real figures are the hero's). */}
              <div className="mt-5 flex items-center justify-end border-t border-line pt-4">
                <Link
                  to={primaryTo}
                  className="-mr-3 inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-forest hover:bg-forest-soft"
                  aria-label={`${t('landing.showcase.play')}: ${t(`games.${game.id}.name`)}`}
                >
                  {t('landing.showcase.play')}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-muted">{t('landing.showcase.more')}</span>
        {upcoming.map((game) => (
          <span key={game.id} className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm text-ink">
            <game.icon className="h-4 w-4 text-gold-ink" aria-hidden="true" />
            {t(`games.${game.id}.name`)}
            <span className="rounded-full bg-gold-soft px-2 py-0.5 text-xs font-semibold text-gold-ink">{t('common.comingSoon')}</span>
          </span>
        ))}
      </div>
    </section>
  );
}
