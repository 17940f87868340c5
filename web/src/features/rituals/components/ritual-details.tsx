import { BookMarked, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { Ritual } from '../data/rituals';
import { formatDuration } from '../format';
import { RitualActor } from '../machine/ritual-actor';
import { useHeadingFocus } from '../use-heading-focus';
import { RitualMeta } from './ritual-meta';
import { StepTypeBadge } from './step-type-badge';

/** Spec 2, learning: a ritual's details, its steps with their types and durations, and Start. */
export function RitualDetails({ ritual }: { ritual: Ritual }) {
  const { t } = useTranslation();
  const { send } = RitualActor.useActorRef();
  // Choosing another ritual brings its details into view (below the list on a phone).
  const heading = useHeadingFocus<HTMLHeadingElement>({ key: ritual.id });
  const texts = `rituals.catalog.${ritual.id}` as const;
  return (
    <section
      id="ritual-details"
      aria-labelledby="ritual-details-name"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="ritual-details"
    >
      <h2 id="ritual-details-name" ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-semibold text-ink focus:outline-none">
        {t(`${texts}.name`)}
      </h2>
      <p className="mt-2 text-muted">{t(`${texts}.description`)}</p>
      <div className="mt-4">
        <RitualMeta ritual={ritual} />
      </div>
      <p className="mt-4 flex gap-2 rounded-xl bg-sand p-3 text-sm text-ink" data-testid="ritual-source">
        <BookMarked className="mt-0.5 h-4 w-4 shrink-0 text-forest" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t('rituals.details.source')}: </strong>
          {t('rituals.details.sourceText')}
        </span>
      </p>
      <h3 className="mt-6 text-lg font-semibold text-ink">{t('rituals.details.steps')}</h3>
      <ol className="mt-3 space-y-3" data-testid="ritual-steps">
        {ritual.steps.map((step, index) => (
          <li key={step.id} className="flex gap-3">
            <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-forest-soft font-semibold text-forest" aria-hidden="true">
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-ink">
                <span className="sr-only">{t('rituals.details.stepNumber', { n: index + 1 })}: </span>
                {t(`${texts}.steps.${step.id}`)}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                <StepTypeBadge type={step.type} />
                <span data-testid="step-duration">{formatDuration(t, step.duration)}</span>
              </p>
            </div>
          </li>
        ))}
      </ol>
      <Button
        className="mt-6 w-full sm:w-auto"
        size="lg"
        icon={<Play className="h-5 w-5" aria-hidden="true" />}
        onClick={() => send({ type: 'START', ritualId: ritual.id })}
      >
        {t('rituals.details.start')}
      </Button>
    </section>
  );
}
