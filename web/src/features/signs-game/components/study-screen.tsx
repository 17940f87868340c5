import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';
import { useSignsSelector, useSignsSend } from '../signs-game-context';

// The encyclopedia is its own chunk: a learner who only plays never downloads it.
const StudyView = lazy(() => import('../study/study-view').then((m) => ({ default: m.StudyView })));

/** View `study`: the encyclopedia (its own folder) opened on the deep-linked sign, if any. */
export function StudyScreen() {
  const send = useSignsSend();
  const initialSignId = useSignsSelector((s) => s.context.initialSignId);
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-24 text-forest">
          <Spinner size="lg" />
        </div>
      }
    >
      <StudyView initialSignId={initialSignId} onBack={() => send({ type: 'BACK' })} />
    </Suspense>
  );
}
