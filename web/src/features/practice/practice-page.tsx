import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CompletedView } from './components/completed-view';
import { HouseTasks } from './components/house-tasks';
import { EmptyView, ExpiredView, FinishingView, StartingView, UnknownView } from './components/message-views';
import { PoolChooserView } from './components/pool-chooser-view';
import { VIEW_HEADING_ID } from './components/practice-layout';
import { SessionView } from './components/session-view';
import { useReviewNotifications } from './components/use-review-notifications';
import { practiceRequestFrom } from './lib/practice-params';
import { Review, useReviewSelector } from './machine/review-context';
import { titleOf, viewOf, type ReviewView } from './machine/review-machine';

/**
 * /practice (issue 12): the daily review; `?mode=build` the build-the-sign drill (`&pool=16`
 * skips its chooser); `?focus=id1,id2` a session on those signs (the mastery map's 'practise
 * these'); `?tarea=<id>` one on an assignment of the learner's house (issue 28), whose open
 * assignments the daily review lists above it. A different request in the URL is a different
 * session: the chart starts afresh.
 */
export default function PracticePage() {
  const [params] = useSearchParams();
  const query = params.toString();
  const request = useMemo(() => practiceRequestFrom(new URLSearchParams(query)), [query]);
  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {request.mode === 'review' ? <HouseTasks /> : null}
        <Review.Provider key={JSON.stringify(request)} options={{ input: request }}>
          <ReviewScreen />
        </Review.Provider>
      </main>
    </>
  );
}

function ReviewScreen() {
  const { t } = useTranslation();
  const view = useReviewSelector((s) => viewOf(s.value));
  // A failure inside a view (start, finish) is a new screen for the focus too.
  const screen = useReviewSelector((s) => `${viewOf(s.value)}${s.matches({ starting: 'failed' }) || s.matches({ finishing: 'failed' }) ? ':failed' : ''}`);
  const title = useReviewSelector((s) => titleOf(s.context));
  useDocumentTitle(t(`review.title.${title}`));
  useReviewNotifications();

  // A new screen takes the focus on its h1 (else <main>); not on arrival, when the page itself was just announced.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = screen;
    if (before === null || before === screen) return;
    (document.getElementById(VIEW_HEADING_ID) ?? document.getElementById('main'))?.focus();
  }, [screen]);

  return <ViewSwitch view={view} />;
}

/** Every view of the chart; anything else says so instead of a broken screen. */
function ViewSwitch({ view }: { view: ReviewView | 'unknown' }) {
  switch (view) {
    case 'choosing':
      return <PoolChooserView />;
    case 'starting':
      return <StartingView />;
    case 'empty':
      return <EmptyView />;
    case 'session':
      return <SessionView />;
    case 'finishing':
      return <FinishingView />;
    case 'expired':
      return <ExpiredView />;
    case 'completed':
      return <CompletedView />;
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
