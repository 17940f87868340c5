import { DIFFICULTIES } from '@ifa/shared';
import { ChevronRight, Flower2, Mountain, Sprout, Trophy, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RITUALS, suitsLevel, type RitualDifficulty } from '../data/rituals';
import { RitualActor } from '../machine/ritual-actor';
import { useHeadingFocus } from '../use-heading-focus';
import { StudyNotice } from './study-notice';

const LEVEL_ICONS: Record<RitualDifficulty, LucideIcon> = { beginner: Sprout, intermediate: Flower2, advanced: Mountain, expert: Trophy };

/** Spec 2, Rituals 'menu': the four levels; any of them leads to learning. */
export function LevelMenu({ focusOnMount = true }: { focusOnMount?: boolean }) {
  const { t } = useTranslation();
  const heading = useHeadingFocus<HTMLHeadingElement>({ onMount: focusOnMount });
  useDocumentTitle(t('rituals.title'));
  return (
    <div data-testid="rituals-menu">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink focus:outline-none sm:text-4xl">
        {t('rituals.title')}
      </h1>
      <p className="mt-2 max-w-prose text-muted">{t('rituals.menu.subtitle')}</p>
      <StudyNotice className="mt-6" />
      <section aria-labelledby="ritual-levels" className="mt-8">
        <h2 id="ritual-levels" className="text-xl font-semibold text-ink">
          {t('rituals.menu.heading')}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {DIFFICULTIES.map((level) => (
            <li key={level}>
              <LevelCard level={level} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function LevelCard({ level }: { level: RitualDifficulty }) {
  const { t } = useTranslation();
  const { send } = RitualActor.useActorRef();
  const id = useId();
  const Icon = LEVEL_ICONS[level];
  const within = RITUALS.filter((r) => suitsLevel(r, level)).length;
  // The level's name is the button; its ::after covers the card so all of it is clickable,
  // while the accessible name stays the visible name (WCAG 2.5.3).
  return (
    <div
      className="group relative grid h-full grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-2 rounded-2xl border border-line bg-white p-4 shadow-sm transition-colors hover:border-forest/40 hover:bg-forest-soft/60 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus sm:flex sm:flex-col sm:gap-3"
      data-testid={`level-${level}`}
    >
      <span className="row-span-3 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-forest text-gold" aria-hidden="true">
        <Icon className="h-5 w-5" />
      </span>
      <h3 className="font-display text-lg font-semibold text-ink">
        <button
          type="button"
          onClick={() => send({ type: 'CHOOSE_LEVEL', level })}
          aria-describedby={`${id}-text`}
          className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {t(`play.difficulty.${level}`)}
        </button>
      </h3>
      <span id={`${id}-text`} className="flex flex-1 flex-col gap-2 text-sm text-muted">
        <span>{t(`rituals.menu.levels.${level}`)}</span>
        <span className="font-semibold text-ink">{t('rituals.menu.ritualsWithin', { count: within })}</span>
      </span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-forest" aria-hidden="true">
        {t('rituals.menu.choose')}
        <ChevronRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </span>
    </div>
  );
}
