import { ChevronRight, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { suitsLevel, type Ritual, type RitualDifficulty } from '../data/rituals';
import { RitualActor } from '../machine/ritual-actor';
import { RitualMeta } from './ritual-meta';

interface RitualCardProps {
  ritual: Ritual;
  level: RitualDifficulty;
  selected: boolean;
}

/** One of the three rituals in the learning list; its button opens the details panel. */
export function RitualCard({ ritual, level, selected }: RitualCardProps) {
  const { t } = useTranslation();
  const { send } = RitualActor.useActorRef();
  const name = t(`rituals.catalog.${ritual.id}.name`);
  const within = suitsLevel(ritual, level);
  // The details panel sits below the list on a phone: showing it again brings it into view.
  const showDetails = () => {
    if (selected) document.getElementById('ritual-details-name')?.focus();
    else send({ type: 'SELECT', ritualId: ritual.id });
  };
  return (
    <article
      className={cx('flex h-full flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm', selected ? 'border-forest ring-2 ring-forest/30' : 'border-line')}
      aria-current={selected || undefined}
      data-testid={`ritual-card-${ritual.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{name}</h3>
        <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', within ? 'bg-forest-soft text-forest' : 'bg-sand text-muted')}>
          {within ? t('rituals.learning.withinLevel') : t('rituals.learning.aboveLevel')}
        </span>
      </div>
      <p className="hidden text-sm text-muted sm:line-clamp-2">{t(`rituals.catalog.${ritual.id}.description`)}</p>
      <RitualMeta ritual={ritual} />
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1">
        <button
          type="button"
          onClick={showDetails}
          aria-label={t('rituals.learning.showDetails', { name })}
          aria-controls="ritual-details"
          className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-forest hover:bg-forest-soft"
        >
          {t('rituals.learning.showDetailsShort')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
        {selected ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-forest" data-testid="ritual-card-selected">
            <Eye className="h-4 w-4" aria-hidden="true" />
            {t('rituals.learning.showing')}
          </span>
        ) : null}
      </div>
    </article>
  );
}
