import { CircleCheck, CircleX, OctagonAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { OrishaGame } from '../machine/orisha-game-context';
import { errorTone } from '../machine/orisha-machine';

const TONES = {
  calm: { box: 'border-line bg-white text-ink', icon: CircleX, word: null },
  warning: { box: 'border-gold bg-gold-soft text-gold-ink', icon: TriangleAlert, word: 'orishaGame.playing.errorsWarning' },
  danger: { box: 'border-clay bg-clay-soft text-clay', icon: OctagonAlert, word: 'orishaGame.playing.errorsDanger' },
} as const;

/** Spec 2: correct over total and errors over the strike limit, the colour backed by a word and an icon. */
export function ScoreBoard() {
  const { t } = useTranslation();
  const correct = OrishaGame.useSelector((s) => s.context.correctCount);
  const wrong = OrishaGame.useSelector((s) => s.context.wrongCount);
  const total = OrishaGame.useSelector((s) => s.context.game?.questions.length ?? 0);
  const limit = OrishaGame.useSelector((s) => s.context.game?.maxErrors ?? 0);
  const tone = TONES[errorTone(wrong, limit)];
  const Icon = tone.icon;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3">
      <div className="flex items-center gap-2 rounded-2xl border border-line bg-white px-3 py-1.5 sm:py-2">
        <CircleCheck className="h-5 w-5 shrink-0 text-forest" aria-hidden="true" />
        <dt className="text-sm text-muted">{t('orishaGame.playing.correct')}</dt>
        <dd className="ml-auto font-mono text-base font-bold tabular-nums text-ink sm:text-lg" data-testid="score-correct">
          {t('play.progress.correctOf', { n: correct, total })}
        </dd>
      </div>
      <div className={cx('flex flex-wrap items-center gap-x-2 rounded-2xl border-2 px-3 py-1 sm:py-1.5', tone.box)} data-testid="score-errors" data-tone={errorTone(wrong, limit)}>
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        <dt className="text-sm">
          {t('orishaGame.playing.errors')}
          {tone.word ? <span className="font-semibold"> · {t(tone.word)}</span> : null}
        </dt>
        <dd className="ml-auto font-mono text-base font-bold tabular-nums sm:text-lg">{t('play.progress.errorsOf', { n: wrong, limit })}</dd>
      </div>
    </dl>
  );
}

/** '{n} oportunidades restantes' (spec 8), shown by the machine for 4 s after a wrong answer. */
export function StrikesWarning() {
  const { t } = useTranslation();
  const shown = OrishaGame.useSelector((s) => s.matches({ playing: { strikesWarning: 'shown' } }));
  const remaining = OrishaGame.useSelector((s) => s.context.remainingStrikes ?? 0);
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {shown ? (
        <p className="flex items-center gap-2 rounded-2xl border-2 border-gold bg-gold-soft px-4 py-2 font-semibold text-gold-ink" data-testid="strikes-warning">
          <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('orishaGame.playing.strikes', { count: remaining })}
        </p>
      ) : null}
    </div>
  );
}
