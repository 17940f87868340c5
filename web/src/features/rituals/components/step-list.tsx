import { Circle, CircleCheck, CircleDot, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import type { Ritual } from '../data/rituals';
import { formatDuration } from '../format';
import { RitualActor } from '../machine/ritual-actor';

type Status = 'done' | 'current' | 'pending';

const STATUS: Record<Status, { icon: LucideIcon; tone: string }> = {
  done: { icon: CircleCheck, tone: 'text-forest' },
  current: { icon: CircleDot, tone: 'text-gold-ink' },
  pending: { icon: Circle, tone: 'text-muted' },
};

/** Every step with its state as icon and word, never colour alone (WCAG 1.4.1). */
export function StepList({ ritual }: { ritual: Ritual }) {
  const { t } = useTranslation();
  const done = RitualActor.useSelector((s) => s.context.done);
  const statusOf = (index: number): Status => (index < done ? 'done' : index === done ? 'current' : 'pending');

  return (
    <section aria-labelledby="practice-steps" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="practice-steps" className="text-lg font-semibold text-ink">
        {t('rituals.practice.stepsHeading')}
      </h2>
      <ol className="mt-4 space-y-2" data-testid="practice-steps">
        {ritual.steps.map((step, index) => {
          const status = statusOf(index);
          const { icon: Icon, tone } = STATUS[status];
          return (
            <li
              key={step.id}
              aria-current={status === 'current' ? 'step' : undefined}
              data-status={status}
              className={cx('flex gap-3 rounded-2xl border p-3', status === 'current' ? 'border-gold bg-gold-soft/60' : 'border-transparent')}
            >
              <Icon className={cx('mt-0.5 h-5 w-5 shrink-0', tone)} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className={cx('text-sm', status === 'pending' ? 'text-muted' : 'text-ink')}>
                  <span className="font-semibold">{index + 1}. </span>
                  {t(`rituals.catalog.${ritual.id}.steps.${step.id}`)}
                </p>
                <p className="mt-1 flex flex-wrap gap-x-3 text-xs">
                  <span className={cx('font-semibold', tone)} data-testid="step-status">
                    {t(`rituals.practice.status.${status}`)}
                  </span>
                  <span className="text-muted">{formatDuration(t, step.duration)}</span>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
