import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';
import { GAME_ENTRIES } from '../../../config/games';

export function GamesList() {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.games.title')}>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="games-list">
        {GAME_ENTRIES.map((game) => (
          <li key={game.id}>
            <Link
              to={game.path}
              className={cx(
                'group flex h-full items-start gap-4 rounded-2xl border p-4 transition-colors',
                game.available ? 'border-line bg-parchment hover:border-forest/40 hover:bg-forest-soft/60' : 'border-dashed border-line bg-white hover:bg-sand/60',
              )}
            >
              <span
                className={cx(
                  'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl',
                  game.available ? 'bg-forest text-gold' : 'bg-sand text-gold-ink',
                )}
                aria-hidden="true"
              >
                <game.icon className="h-6 w-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{t(`games.${game.id}.name`)}</span>
                  {!game.available ? (
                    <span className="rounded-full bg-gold-soft px-2 py-0.5 text-xs font-semibold text-gold-ink">{t('common.comingSoon')}</span>
                  ) : null}
                </span>
                <span className="mt-1 line-clamp-2 block text-sm text-muted">{t(`games.${game.id}.description`)}</span>
                <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-forest">
                  {game.available ? t('dashboard.games.play') : t('dashboard.games.open')}
                  <ChevronRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
