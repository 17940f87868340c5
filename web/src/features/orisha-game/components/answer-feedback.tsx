import { ArrowRight, CircleCheck, CircleX, Clock, OctagonAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button';
import { useEnterKey } from '../../../components/game/answer-keys';
import { OrishaGame, selectFeedback } from '../machine/orisha-game-context';
import { almostOf } from './almost';

type Phase = 'none' | 'sending' | 'correct' | 'reading' | 'ready' | 'disqualified';

/**
 * After an answer (spec 4): right moves on by itself after 2 s; wrong shows the correct
 * answers and, after 3 s, 'Next'. The live region is always in the page so it is announced.
 */
export function AnswerFeedback({ isLast }: { isLast: boolean }) {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const feedback = OrishaGame.useSelector(selectFeedback);
  const phase = OrishaGame.useSelector((s): Phase => {
    if (s.matches({ playing: { round: 'submitting' } }) || s.matches({ playing: { round: 'choosing' } })) return 'sending';
    if (s.matches({ playing: { round: 'correct' } })) return 'correct';
    if (s.matches({ playing: { round: { wrong: 'reading' } } })) return 'reading';
    if (s.matches({ playing: { round: { wrong: 'ready' } } })) return 'ready';
    if (s.matches({ playing: { round: 'disqualified' } })) return 'disqualified';
    return 'none';
  });
  const next = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Enter goes on from anywhere on the page, not only from the focused button.
  useEnterKey(phase === 'ready' ? () => send({ type: 'NEXT' }) : null);
  // The learner's focus is on the option they chose; 'Next' is where they go from here.
  useEffect(() => {
    if (phase === 'ready') next.current?.focus();
  }, [phase]);
  // Phone first (issue 34): a wrong answer's feedback, and the room its 'Next' will take, come on
  // screen at once, below the options the learner just tapped, rather than under the fold.
  useEffect(() => {
    if (phase !== 'reading' && phase !== 'disqualified') return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    box.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' });
  }, [phase]);

  const shown = feedback && phase !== 'none' && phase !== 'sending';
  const almost = almostOf(feedback);
  const Icon = feedback?.correct ? CircleCheck : feedback?.timedOut ? Clock : CircleX;
  return (
    <div ref={box} className="mt-4 scroll-mb-3">
      <div role="status" aria-live="polite" aria-atomic="true">
        {phase === 'sending' ? <p className="text-sm text-muted">{t('orishaGame.playing.sending')}</p> : null}
        {shown ? (
          <div
            className={feedback.correct ? 'rounded-2xl border-2 border-forest bg-forest-soft p-4 text-forest' : 'rounded-2xl border-2 border-clay bg-clay-soft p-4 text-clay'}
            data-testid="answer-feedback"
            data-correct={feedback.correct}
          >
            <p className="flex items-center gap-2 text-lg font-bold">
              <Icon className="h-6 w-6 shrink-0" aria-hidden="true" />
              {t(feedback.correct ? 'play.answer.correct' : feedback.timedOut ? 'play.answer.timeout' : 'play.answer.wrong')}
            </p>
            {feedback.correct && almost ? (
              <p className="mt-2 text-ink" data-testid="answer-almost">
                {t('orishaGame.feedback.almost', { answer: almost })}
              </p>
            ) : null}
            {feedback.correct ? null : (
              <div className="mt-2 text-ink">
                <p>
                  {t('orishaGame.feedback.correctAnswer', { count: feedback.correctAnswers.length })}{' '}
                  <strong data-testid="correct-answers">{feedback.correctAnswers.join(', ')}</strong>
                </p>
                <p className="mt-1 text-sm">
                  {feedback.timedOut ? t('orishaGame.feedback.noAnswer') : t('orishaGame.feedback.yourAnswer', { answer: feedback.submitted.join(', ') })}
                </p>
              </div>
            )}
            <p className="mt-2 text-sm text-ink">
              {phase === 'correct' ? t('orishaGame.feedback.advancing') : null}
              {phase === 'reading' ? t('orishaGame.feedback.nextSoon') : null}
            </p>
            {phase === 'disqualified' ? (
              <p className="mt-2 flex items-center gap-2 font-semibold">
                <OctagonAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
                {t('orishaGame.feedback.disqualified')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* Holds the place of 'Next' while it waits, so it appears without moving the page. */}
      {phase === 'reading' ? <div className="mt-4 min-h-12" aria-hidden="true" /> : null}
      {phase === 'ready' ? (
        <button ref={next} type="button" className={buttonClass('primary', 'lg', 'mt-4 w-full sm:w-auto')} onClick={() => send({ type: 'NEXT' })} aria-keyshortcuts="Enter" data-testid="orisha-next">
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
          {t(isLast ? 'orishaGame.playing.nextLast' : 'orishaGame.playing.next')}
        </button>
      ) : null}
    </div>
  );
}
