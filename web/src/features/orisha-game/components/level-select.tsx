import { DIFFICULTIES, ORISHA_LEVELS } from '@ifa/shared';
import { BookOpen, ShieldAlert, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { QuickPlay } from '../../../components/game/quick-play';
import { paths } from '../../../config/paths';
import { OrishaGame } from '../machine/orisha-game-context';
import { useQuickOrishaSettings } from '../use-quick-settings';
import { StepHeading } from './step-heading';

/** Spec 2: the four levels, each with its seconds per question and wrong-answer limit (spec 9). */
export function LevelSelect() {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const quick = useQuickOrishaSettings();
  const { difficulty: quickLevel, mode, timed } = quick.settings;
  const summary = [t(`play.difficulty.${quickLevel}`), t(`orishaGame.mode.names.${mode}`), timed ? t('play.quick.timed') : t('play.quick.untimed')].join(' · ');
  return (
    <section data-testid="orisha-level">
      <StepHeading step={1} title={t('orishaGame.level.title')} intro={t('orishaGame.level.intro')} />
      <QuickPlay summary={summary} fromLast={quick.fromLast} onPlay={() => send({ type: 'QUICK_START', settings: quick.settings })} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {DIFFICULTIES.map((difficulty) => {
          const { seconds, strikes } = ORISHA_LEVELS[difficulty];
          return (
            <li key={difficulty}>
              <button
                type="button"
                onClick={() => send({ type: 'SELECT_LEVEL', difficulty })}
                className="flex h-full w-full flex-col items-start gap-2 rounded-2xl border border-line bg-white p-5 text-left shadow-sm transition-colors hover:border-forest hover:bg-forest-soft"
                data-testid={`level-${difficulty}`}
              >
                <span className="font-display text-xl font-semibold text-ink">{t(`play.difficulty.${difficulty}`)}</span>
                <span className="text-sm text-muted">{t(`orishaGame.level.description.${difficulty}`)}</span>
                <span className="mt-1 flex flex-wrap gap-2 text-sm font-semibold">
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-forest-soft px-3 py-1 text-forest">
                    <Timer className="h-4 w-4" aria-hidden="true" />
                    {t('orishaGame.level.seconds', { count: seconds })}
                  </span>
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-clay-soft px-3 py-1 text-clay">
                    <ShieldAlert className="h-4 w-4" aria-hidden="true" />
                    {t('orishaGame.level.strikes', { count: strikes })}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-6">
        <ButtonLink to={paths.games.orishaGuide} variant="secondary" icon={<BookOpen className="h-4 w-4" aria-hidden="true" />} data-testid="orisha-study-link">
          {t('orishaGuide.studyLink')}
        </ButtonLink>
      </p>
    </section>
  );
}
