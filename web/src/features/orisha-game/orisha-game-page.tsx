import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { AppHeader } from '../../components/app-header';
import { useSession } from '../../lib/auth/session';
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
 * `?quick=1` ('Jugar rápido' on the dashboard) starts a game at once with the quick settings.
 */
export default function OrishaGamePage() {
  const { refreshUser } = useSession();
  const quickStart = useQuickArrival(useQuickOrishaSettings().settings);
  // The machine is created once; it always calls the session's current refresh.
  const refresh = useRef(refreshUser);
  useEffect(() => {
    refresh.current = refreshUser;
  }, [refreshUser]);
  const logic = useMemo(() => orishaMachine.provide({ actors: { refreshUser: fromPromise<unknown>(() => refresh.current()) } }), []);
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
  const view = OrishaGame.useSelector(viewOf);
  const Panel = PANELS[view];
  return <Panel />;
}
