import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RitualActor } from '../machine/ritual-actor';
import { useHeadingFocus } from '../use-heading-focus';
import { CurrentStep } from './current-step';
import { PracticeControls } from './practice-controls';
import { PracticeStatus } from './practice-status';
import { StepList } from './step-list';

/** Spec 2, Rituals 'practice': the ritual guided step by step. */
export function PracticeView() {
  const { t } = useTranslation();
  const ritual = RitualActor.useSelector((s) => s.context.ritual);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const name = ritual ? t(`rituals.catalog.${ritual.id}.name`) : '';
  useDocumentTitle(name || t('rituals.title'));
  if (!ritual) return null;

  return (
    <div data-testid="rituals-practice">
      <p className="text-sm font-semibold text-forest">
        {t('rituals.practice.eyebrow')} · {t(`rituals.categories.${ritual.category}`)}
      </p>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink focus:outline-none sm:text-4xl" data-testid="practice-title">
        {name}
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-6">
          <PracticeStatus total={ritual.steps.length} />
          <CurrentStep ritual={ritual} />
          <PracticeControls lastStep={ritual.steps.length - 1} />
        </div>
        <StepList ritual={ritual} />
      </div>
    </div>
  );
}
