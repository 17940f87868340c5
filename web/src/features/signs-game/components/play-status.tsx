import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/game/countdown';
import { QuestionProgress } from '../../../components/game/question-progress';
import { cx } from '../../../components/cx';
import { useSignsSelector } from '../signs-game-context';

/**
 * Correct count over total, errors over the level's maximum, the countdown and 'question n of
 * total'. The error count warns in colour AND with an icon (yellow from half the limit, red
 * from one error before it), never by colour alone.
 */
export function PlayStatus() {
  const { t } = useTranslation();
  const total = useSignsSelector((s) => s.context.game?.questions.length ?? 0);
  const maxErrors = useSignsSelector((s) => s.context.game?.maxErrors ?? 0);
  const index = useSignsSelector((s) => s.context.index);
  const correct = useSignsSelector((s) => s.context.correctCount);
  const wrong = useSignsSelector((s) => s.context.wrongCount);
  const seconds = useSignsSelector((s) => s.context.secondsLeft);
  const danger = maxErrors > 0 && wrong >= maxErrors - 1;
  const caution = !danger && maxErrors > 0 && wrong >= Math.ceil(maxErrors / 2);

  return (
    <section aria-label={t('signsGame.playing.status')} className="rounded-2xl border border-line bg-white p-3 shadow-sm sm:p-4 short:py-2">
      <div className="mb-2 flex flex-wrap items-center gap-2 sm:mb-3">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-forest-soft px-3 py-1 text-sm font-semibold text-forest" data-testid="correct-count">
          <CircleCheck className="h-4 w-4" aria-hidden="true" />
          {t('play.progress.correct')} {t('play.progress.correctOf', { n: correct, total })}
        </p>
        <p
          className={cx(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
            danger ? 'bg-clay-soft text-clay ring-2 ring-clay' : caution ? 'bg-gold-soft text-gold-ink ring-1 ring-gold' : 'bg-sand text-ink',
          )}
          data-testid="error-count"
        >
          <TriangleAlert className="h-4 w-4" aria-hidden="true" />
          {t('play.progress.errors')} {t('play.progress.errorsOf', { n: wrong, limit: maxErrors })}
        </p>
        <Countdown seconds={seconds} className="ml-auto" />
      </div>
      <QuestionProgress current={Math.min(index + 1, total)} total={total} />
    </section>
  );
}
