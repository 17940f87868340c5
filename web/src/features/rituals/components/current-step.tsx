import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Ritual } from '../data/rituals';
import { RitualActor } from '../machine/ritual-actor';
import { selectPhase } from '../machine/ritual-machine';
import { ListenButton } from './listen-button';
import { StepCountdown } from './step-countdown';
import { StepTypeBadge } from './step-type-badge';

/** The step to do now: instruction, type, the countdown of its suggested duration, and reading it aloud. */
export function CurrentStep({ ritual }: { ritual: Ritual }) {
  const { t } = useTranslation();
  const done = RitualActor.useSelector((s) => s.context.done);
  const completed = RitualActor.useSelector((s) => selectPhase(s) === 'completed');

  if (completed) {
    return (
      <section aria-labelledby="ritual-completed" className="rounded-3xl border border-forest/30 bg-forest-soft p-6 text-center" data-testid="ritual-completed">
        <PartyPopper className="mx-auto h-10 w-10 text-forest" aria-hidden="true" />
        <h2 id="ritual-completed" className="mt-3 text-2xl font-semibold text-ink">
          {t('rituals.practice.completedTitle')}
        </h2>
        <p className="mt-2 text-ink/80">{t('rituals.practice.completedText')}</p>
      </section>
    );
  }

  const index = Math.min(done, ritual.steps.length - 1);
  const step = ritual.steps[index]!;
  const instruction = t(`rituals.catalog.${ritual.id}.steps.${step.id}`);
  const number = index + 1;
  return (
    <section aria-labelledby="current-step" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6" data-testid="current-step">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="current-step" className="text-sm font-semibold uppercase tracking-wide text-forest" data-testid="current-step-number">
          {t('rituals.practice.stepOf', { n: number, total: ritual.steps.length })}
        </h2>
        <StepTypeBadge type={step.type} />
      </div>
      <p className="mt-3 font-display text-xl leading-snug text-ink sm:text-2xl" data-testid="current-step-instruction">
        {instruction}
      </p>
      {/* A new step brings a new ring: it starts full rather than sweeping back. */}
      <StepCountdown key={`${ritual.id}:${step.id}`} className="mt-4" total={step.duration} lastStep={number === ritual.steps.length} />
      <ListenButton text={t('rituals.practice.listenText', { n: number, instruction })} stepKey={`${ritual.id}:${step.id}`} />
    </section>
  );
}
