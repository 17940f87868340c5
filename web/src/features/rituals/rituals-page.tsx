import { useEffect, useRef } from 'react';
import { AppHeader } from '../../components/app-header';
import { CountdownAnnouncer } from './components/countdown-announcer';
import { LearningView } from './components/learning-view';
import { LevelMenu } from './components/level-menu';
import { PracticeView } from './components/practice-view';
import { RitualActor } from './machine/ritual-actor';
import { selectView } from './machine/ritual-machine';
import { useRitualNotices } from './use-ritual-notices';

/**
 * /games/rituals (spec 2, 'Rituals'): level menu -> learning -> guided practice. The flow is
 * the ritual machine; rituals live in the client and make no calls (spec 7, DESIGN.md 6).
 */
export default function RitualsPage() {
  return (
    <RitualActor.Provider>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 sm:pt-10">
          <RitualFlow />
          <CountdownAnnouncer />
        </div>
      </main>
    </RitualActor.Provider>
  );
}

function RitualFlow() {
  useRitualNotices();
  const view = RitualActor.useSelector(selectView);
  // The first view leaves focus to the page load (skip link, router); later ones take it.
  const firstView = useRef(true);
  useEffect(() => {
    firstView.current = false;
  }, []);
  const focusOnMount = !firstView.current;
  if (view === 'menu') return <LevelMenu focusOnMount={focusOnMount} />;
  if (view === 'learning') return <LearningView focusOnMount={focusOnMount} />;
  return <PracticeView />;
}
