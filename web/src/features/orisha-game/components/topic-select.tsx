import { ORISHA_TOPICS, type OrishaTopic } from '@ifa/shared';
import { ArrowRight, CalendarDays, Check, Gift, Leaf, Palette, PawPrint, Shuffle, Sparkles, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { OrishaGame } from '../machine/orisha-game-context';
import { StepHeading } from './step-heading';

export const TOPIC_ICONS: Record<OrishaTopic, LucideIcon> = {
  colors: Palette,
  plants: Leaf,
  animals: PawPrint,
  days: CalendarDays,
  symbols: Gift,
  attributes: Sparkles,
  random: Shuffle,
};

/** Spec 2: several topics, random replaces the others, at least one (spec 5). */
export function TopicSelect() {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const topics = OrishaGame.useSelector((s) => s.context.topics);
  const error = OrishaGame.useSelector((s) => s.context.topicError);
  const groupLabel = useId();
  const errorId = useId();
  return (
    <section data-testid="orisha-topics">
      <StepHeading step={2} title={t('orishaGame.topics.title')} intro={t('orishaGame.topics.intro')} onBack={() => send({ type: 'BACK' })} />
      <p id={groupLabel} className="sr-only">
        {t('orishaGame.topics.groupLabel')}
      </p>
      <div role="group" aria-labelledby={groupLabel}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {ORISHA_TOPICS.map((topic) => {
            const Icon = TOPIC_ICONS[topic];
            const on = topics.includes(topic);
            return (
              <li key={topic} className={cx(topic === 'random' && 'sm:col-span-2')}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => send({ type: 'TOGGLE_TOPIC', topic })}
                  className={cx(
                    'flex h-full w-full items-start gap-3 rounded-2xl border-2 p-4 text-left transition-colors',
                    on ? 'border-forest bg-forest-soft' : 'border-line bg-white hover:bg-sand',
                  )}
                  data-testid={`topic-${topic}`}
                >
                  <span className={cx('inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl', on ? 'bg-forest text-white' : 'bg-sand text-forest')}>
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-ink">{t(`orishaGame.topics.names.${topic}`)}</span>
                      {/* aria-pressed already tells screen readers; this is the sighted twin. */}
                      {on ? (
                        <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-forest">
                          <Check className="h-4 w-4" aria-hidden="true" />
                          {t('orishaGame.topics.selected')}
                        </span>
                      ) : null}
                    </span>
                    <span className="block text-sm text-muted">{t(`orishaGame.topics.descriptions.${topic}`)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={errorId} role="alert" className={cx('flex items-center gap-2 font-semibold text-clay', !error && 'sr-only')}>
          {error ? (
            <>
              <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
              {t('orishaGame.topics.required')}
            </>
          ) : null}
        </p>
        <Button
          onClick={() => send({ type: 'CONTINUE' })}
          aria-describedby={error ? errorId : undefined}
          icon={<ArrowRight className="h-5 w-5" aria-hidden="true" />}
          className="sm:ml-auto"
        >
          {t('orishaGame.topics.continue')}
        </Button>
      </div>
    </section>
  );
}
