import { ORISHA_LEVELS, ORISHA_MODES, type OrishaMode } from '@ifa/shared';
import { Headphones, Image, Keyboard, ListChecks, Play, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { TimingChoice } from '../../../components/game/timing-choice';
import { OrishaGame } from '../machine/orisha-game-context';
import { StepHeading } from './step-heading';

const MODE_ICONS: Record<OrishaMode, LucideIcon> = {
  multiple_choice: ListChecks,
  image_match: Image,
  type_answer: Keyboard,
  audio_visual: Headphones,
};

/** Spec 2: the four modes, then the untimed choice (WCAG 2.2.1) before the game starts. */
export function ModeSelect() {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const mode = OrishaGame.useSelector((s) => s.context.mode);
  const timed = OrishaGame.useSelector((s) => s.context.timed);
  const difficulty = OrishaGame.useSelector((s) => s.context.difficulty);
  const topics = OrishaGame.useSelector((s) => s.context.topics);
  const starting = OrishaGame.useSelector((s) => s.matches('starting'));
  const name = useId();
  const summary = t('orishaGame.mode.summary', {
    level: t(`play.difficulty.${difficulty}`),
    topics: topics.map((topic) => t(`orishaGame.topics.names.${topic}`)).join(', '),
  });
  return (
    <section data-testid="orisha-mode">
      <StepHeading step={3} title={t('orishaGame.mode.title')} intro={t('orishaGame.mode.intro')} onBack={starting ? undefined : () => send({ type: 'BACK' })} />
      <p className="mb-4 inline-flex rounded-full bg-sand px-3 py-1 text-sm font-semibold text-ink">{summary}</p>
      <fieldset>
        <legend className="sr-only">{t('orishaGame.mode.groupLabel')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ORISHA_MODES.map((value) => {
            const Icon = MODE_ICONS[value];
            const on = mode === value;
            return (
              <label
                key={value}
                className={cx(
                  'flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                  on ? 'border-forest bg-forest-soft' : 'border-line bg-white hover:bg-sand',
                )}
                data-testid={`mode-${value}`}
              >
                <input type="radio" name={name} className="mt-1 h-4 w-4 accent-forest" checked={on} onChange={() => send({ type: 'SELECT_MODE', mode: value })} />
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-forest" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-ink">{t(`orishaGame.mode.names.${value}`)}</span>
                  <span className="block text-sm text-muted">{t(`orishaGame.mode.descriptions.${value}`)}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-4">
        <TimingChoice timed={timed} onChange={(next) => send({ type: 'SET_TIMED', timed: next })} seconds={ORISHA_LEVELS[difficulty].seconds} />
      </div>
      <div className="mt-6 flex justify-end">
        <Button size="lg" loading={starting} onClick={() => send({ type: 'START' })} icon={<Play className="h-5 w-5" aria-hidden="true" />} data-testid="orisha-start">
          {t('orishaGame.mode.start')}
        </Button>
      </div>
    </section>
  );
}
