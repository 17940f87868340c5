import { Clock, ListChecks, Tag, Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ritual } from '../data/rituals';
import { formatDuration } from '../format';

/** Category, difficulty, step count and total duration of a ritual (spec 2, learning). */
export function RitualMeta({ ritual }: { ritual: Ritual }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" data-testid="ritual-meta">
      <Item icon={<Tag />} label={t('rituals.meta.category')} testId="meta-category">
        {t(`rituals.categories.${ritual.category}`)}
      </Item>
      <Item icon={<Gauge />} label={t('rituals.meta.difficulty')} testId="meta-difficulty">
        {t(`play.difficulty.${ritual.difficulty}`)}
      </Item>
      <Item icon={<ListChecks />} label={t('rituals.meta.steps')} testId="meta-steps">
        {t('rituals.meta.stepCount', { count: ritual.steps.length })}
      </Item>
      <Item icon={<Clock />} label={t('rituals.meta.duration')} testId="meta-duration">
        {formatDuration(t, ritual.total_duration)}
      </Item>
    </dl>
  );
}

function Item({ icon, label, children, testId }: { icon: ReactNode; label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-muted [&_svg]:h-4 [&_svg]:w-4">
        <span className="text-forest" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
