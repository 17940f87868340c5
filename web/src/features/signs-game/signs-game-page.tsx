import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { AppHeader } from '../../components/app-header';
import { usePauseWhileCovered } from '../../components/dialog-cover';
import { DuelGate, useDuelArrival, useDuelPlay } from '../../components/game/duel-play';
import { duelPath, signsSettingsOf, startDuelGame } from '../../lib/duel-play';
import type { SignsSettings } from '../../lib/quick-play';
import { useQuickArrival } from '../../lib/use-quick-arrival';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CompletedView } from './components/completed-view';
import { CustomOddunsView } from './components/custom-odduns-view';
import { DifficultyView } from './components/difficulty-view';
import { ExpiredView } from './components/expired-view';
import { MenuView } from './components/menu-view';
import { OddunsView } from './components/odduns-view';
import { PlayingView } from './components/playing-view';
import { QuestionConfigView } from './components/question-config-view';
import { VIEW_HEADING_ID } from './components/step-layout';
import { StudyScreen } from './components/study-screen';
import { TopicsView } from './components/topics-view';
import { UnknownView } from './components/unknown-view';
import type { SignsStart, SignsStartBody } from './api/start-signs-game';
import { signsMachine, viewOf, type SignsView } from './machine/signs-machine';
import { SignsGame, useSignsSelector } from './signs-game-context';
import { useGameNotifications } from './use-game-notifications';
import { useQuickSignsSettings } from './use-quick-settings';

/**
 * /games/signs: the Signs of Ifá game and its encyclopedia (spec 2). `?sign=<id>` opens study;
 * `?quick=1` ('Jugar rápido' on the dashboard) starts a game at once with the quick settings;
 * `?duel=<id>` plays that duel's game.
 */
export default function SignsGamePage() {
  const [params] = useSearchParams();
  // Read once: the deep link decides where the game starts, later changes belong to study.
  const initialSignId = useRef(params.get('sign') ?? undefined).current;
  const quickStart = useQuickArrival(useQuickSignsSettings().settings);
  const duelId = useDuelArrival();
  if (duelId) return <DuelGate duelId={duelId}>{(duel) => <SignsGameFor input={{ quickStart: signsSettingsOf(duel) }} duelId={duel.id} />}</DuelGate>;
  return <SignsGameFor input={{ initialSignId, quickStart }} />;
}

/** The game with its arrival; a duel's game starts through the duel's route (lib/duel-play.ts). */
function SignsGameFor({ input, duelId }: { input: { initialSignId?: string | undefined; quickStart?: SignsSettings | undefined }; duelId?: string }) {
  const logic = useMemo(
    () => (duelId ? signsMachine.provide({ actors: { startGame: fromPromise<SignsStart, SignsStartBody>(() => startDuelGame(duelId) as Promise<SignsStart>) } }) : signsMachine),
    [duelId],
  );
  return (
    <SignsGame.Provider logic={logic} options={{ input }}>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <SignsGameScreen />
      </main>
    </SignsGame.Provider>
  );
}

function SignsGameScreen() {
  const { t } = useTranslation();
  const view = useSignsSelector((s) => viewOf(s.value));
  const starting = useSignsSelector((s) => s.matches({ question_config: 'starting' }));
  const duel = useDuelPlay();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('games.signs.name'));
  useGameNotifications();
  usePauseWhileCovered(SignsGame.useActorRef());

  // A new screen takes the focus on its h1 (the encyclopedia has its own: then <main>); not on
  // arrival, when the page itself was just announced.
  const previous = useRef<SignsView | 'unknown' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = view;
    if (before === null || before === view) return;
    (document.getElementById(VIEW_HEADING_ID) ?? document.getElementById('main'))?.focus();
    // Leaving study drops the deep link, so a reload opens the menu the learner went back to.
    if (before === 'study' && params.has('sign')) {
      setParams(
        (next) => {
          next.delete('sign');
          return next;
        },
        { replace: true },
      );
    }
  }, [view, params, setParams]);

  // A duel's game has no menu: back at the game's first screens (left, or refused at start), the duel's page says where it stands.
  if (duel && view !== 'playing' && view !== 'completed' && view !== 'expired' && !starting) return <Navigate to={duelPath(duel.id)} replace />;
  return <ViewSwitch view={view} />;
}

/** Every view of the chart; anything else is spec 2's 'game state not recognised'. */
function ViewSwitch({ view }: { view: SignsView | 'unknown' }) {
  switch (view) {
    case 'menu':
      return <MenuView />;
    case 'difficulty':
      return <DifficultyView />;
    case 'topics':
      return <TopicsView />;
    case 'odduns':
      return <OddunsView />;
    case 'custom_odduns':
      return <CustomOddunsView />;
    case 'question_config':
      return <QuestionConfigView />;
    case 'playing':
      return <PlayingView />;
    case 'expired':
      return <ExpiredView />;
    case 'completed':
      return <CompletedView />;
    case 'study':
      return <StudyScreen />;
    case 'unknown':
      return <UnknownView />;
    default: {
      // A view added to the chart but not here fails the type check, and shows the fallback.
      const unhandled: never = view;
      void unhandled;
      return <UnknownView />;
    }
  }
}
