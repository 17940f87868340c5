import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findRitual, RITUALS } from '../data/rituals';
import { RitualActor } from '../machine/ritual-actor';
import { useHeadingFocus } from '../use-heading-focus';
import { RitualCard } from './ritual-card';
import { RitualDetails } from './ritual-details';
import { StudyNotice } from './study-notice';

/** Spec 2, Rituals 'learning': the three rituals and the details of the one chosen. */
export function LearningView({ focusOnMount = true }: { focusOnMount?: boolean }) {
  const { t } = useTranslation();
  const { send } = RitualActor.useActorRef();
  const level = RitualActor.useSelector((s) => s.context.level) ?? 'beginner';
  const selectedId = RitualActor.useSelector((s) => s.context.selectedId);
  const selected = (selectedId && findRitual(selectedId)) || RITUALS[0]!;
  const heading = useHeadingFocus<HTMLHeadingElement>({ onMount: focusOnMount });
  useDocumentTitle(t('rituals.learning.title'));

  return (
    <div data-testid="rituals-learning">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-forest">{t('rituals.title')}</p>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink focus:outline-none sm:text-4xl">
            {t('rituals.learning.title')}
          </h1>
          <p className="mt-2 max-w-prose text-muted">{t('rituals.learning.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-gold-soft px-3 py-1 text-sm font-semibold text-gold-ink" data-testid="learning-level">
            {t('rituals.learning.level', { level: t(`play.difficulty.${level}`) })}
          </span>
          <Button variant="secondary" size="sm" icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />} onClick={() => send({ type: 'BACK' })}>
            {t('rituals.learning.changeLevel')}
          </Button>
        </div>
      </div>
      <StudyNotice className="mt-6" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-labelledby="rituals-list">
          <h2 id="rituals-list" className="text-xl font-semibold text-ink">
            {t('rituals.learning.listHeading')}
          </h2>
          <ul className="mt-4 grid gap-3" data-testid="ritual-list">
            {RITUALS.map((ritual) => (
              <li key={ritual.id}>
                <RitualCard ritual={ritual} level={level} selected={ritual.id === selected.id} />
              </li>
            ))}
          </ul>
        </section>
        <RitualDetails ritual={selected} />
      </div>
    </div>
  );
}
