import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Navigate } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { usePauseWhileCovered } from '../../components/dialog-cover';
import { DuelGate, useDuelArrival, useDuelPlay } from '../../components/game/duel-play';
import { useSession } from '../../lib/auth/session';
import { duelPath, orishaSettingsOf, startDuelGame } from '../../lib/duel-play';
import type { OrishaSettings } from '../../lib/quick-play';
import { useQuickArrival } from '../../lib/use-quick-arrival';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CompletedScreen } from './components/completed-screen';
import { ExpiredScreen } from './components/expired-screen';
import { LevelSelect } from './components/level-select';
import { ModeSelect } from './components/mode-select';
import { PlayingScreen } from './components/playing-screen';
import { TopicSelect } from './components/topic-select';
import { OrishaGame, viewOf } from './machine/orisha-game-context';
import { orishaMachine } from './machine/orisha-machine';
import type { StartedGame, StartGameInput } from './api/start-game';
import { useGameNotices } from './use-game-notices';
import { useQuickOrishaSettings } from './use-quick-settings';

const PANELS = {
  level: LevelSelect,
  topics: TopicSelect,
  mode: ModeSelect,
  playing: PlayingScreen,
  expired: ExpiredScreen,
  completed: CompletedScreen,
};

/**
 * /games/orisha (spec 2): level -> topics -> mode -> playing -> completed (or expired).
 * `?quick=1` ('Jugar rápido' on the dashboard) starts a game at once with the quick settings;
 * `?duel=<id>` plays that duel's game (lib/duel-play.ts).
 */
export default function OrishaGamePage() {
  const quickStart = useQuickArrival(useQuickOrishaSettings().settings);
  const duelId = useDuelArrival();
  if (duelId) return <DuelGate duelId={duelId}>{(duel) => <OrishaGameFor quickStart={orishaSettingsOf(duel)} duelId={duel.id} />}</DuelGate>;
  return <OrishaGameFor quickStart={quickStart} />;
}

/** The game, started at once with `quickStart` when given; a duel's game starts through the duel's route. */
function OrishaGameFor({ quickStart, duelId }: { quickStart: OrishaSettings | undefined; duelId?: string }) {
  const { refreshUser } = useSession();
  // The machine is created once; it always calls the session's current refresh.
  const refresh = useRef(refreshUser);
  useEffect(() => {
    refresh.current = refreshUser;
  }, [refreshUser]);
  const logic = useMemo(
    () =>
      orishaMachine.provide({
        actors: {
          refreshUser: fromPromise<unknown>(() => refresh.current()),
          ...(duelId ? { startGame: fromPromise<StartedGame, StartGameInput>(({ signal }) => startDuelGame(duelId, signal) as Promise<StartedGame>) } : {}),
        },
      }),
    [duelId],
  );
  return (
    <OrishaGame.Provider logic={logic} options={{ input: { quickStart } }}>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
          <OrishaGameScreen />
        </div>
      </main>
    </OrishaGame.Provider>
  );
}

function OrishaGameScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('games.orisha.name'));
  useGameNotices();
  usePauseWhileCovered(OrishaGame.useActorRef());
  const view = OrishaGame.useSelector(viewOf);
  const starting = OrishaGame.useSelector((s) => s.matches('starting'));
  const duel = useDuelPlay();
  // A duel's game has no menu: back at its first screens (left, or refused at start), the duel's page says where it stands.
  if (duel && !starting && (view === 'level' || view === 'topics' || view === 'mode')) return <Navigate to={duelPath(duel.id)} replace />;
  const Panel = PANELS[view];
  return <Panel />;
}
