import { Ban, Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../cx';
import { Spinner } from '../spinner';

/**
 * One way every game and the review show an option (issue: the learning loop):
 * - idle: not picked (before or after answering);
 * - selected: picked, the verdict not known yet (sending, or ticked in a multi-answer question);
 * - right: picked and right; missed: right but not picked (the right answer is always marked);
 * - wrong: picked and wrong; removed: set aside by a hint.
 * Right and wrong are told by colour AND an icon AND words (WCAG 1.4.1), inside the control so
 * a screen reader reads them with the option: 'Tu respuesta · incorrecta', 'Tu respuesta ·
 * correcta', 'Respuesta correcta' (the icon is decoration; the words carry the verdict).
 */
export type AnswerState = 'idle' | 'selected' | 'right' | 'wrong' | 'missed' | 'removed';

/**
 * Whether the options read well two by two on a phone (about 90 px of text each): short, and no
 * word longer than a phone's half column can hold whole ('miércoles' fits, 'multicolor' not).
 */
export const fitsTwoColumns = (options: readonly string[]) =>
  options.every((o) => o.length <= 24 && o.split(/\s+/).every((word) => word.length <= 9));

/** The state of one option from what the learner picked and, once answered, whether it is right. */
export function answerStateOf({ picked, answered, right }: { picked: boolean; answered: boolean; right: boolean }): AnswerState {
  if (!answered) return picked ? 'selected' : 'idle';
  if (right) return picked ? 'right' : 'missed';
  return picked ? 'wrong' : 'idle';
}

const FRAME: Record<AnswerState, string> = {
  idle: 'border-line bg-white',
  // Neutral until the server has judged: green here would read as 'right'.
  selected: 'border-ink bg-sand',
  right: 'border-forest bg-forest-soft ring-2 ring-forest',
  missed: 'border-forest bg-forest-soft',
  wrong: 'border-clay bg-clay-soft ring-2 ring-clay',
  removed: 'border-dashed border-line bg-white',
};

interface AnswerMarkProps {
  state: AnswerState;
  /** A question with several right answers: 'missed' then says it was not ticked. */
  multi?: boolean | undefined;
  /** Words instead of the default ones (e.g. the hint's own). */
  label?: string | undefined;
  className?: string | undefined;
}

/** The verdict of one option in icon and words; nothing while it has none. */
export function AnswerMark({ state, multi, label, className }: AnswerMarkProps) {
  const { t } = useTranslation();
  if (state === 'idle' || state === 'selected') return null;
  // Issue 34: a pick says in words that it was the learner's and whether it was right.
  const words =
    label ??
    (state === 'wrong'
      ? t('play.answer.mark.yoursWrong')
      : state === 'right'
        ? t('play.answer.mark.yoursRight')
        : state === 'missed' && multi
          ? t('play.answer.mark.missedMulti')
          : state === 'removed'
            ? t('play.answer.mark.removed')
            : t('play.answer.mark.right'));
  const right = state === 'right' || state === 'missed';
  const Icon = right ? Check : state === 'wrong' ? X : Ban;
  return (
    <span
      className={cx(
        // The words may wrap under the icon in a narrow column (two options a row on a phone).
        'inline-flex max-w-full items-center gap-1 text-sm leading-tight font-semibold',
        right ? 'text-forest' : state === 'wrong' ? 'text-clay' : 'font-normal text-muted',
        className,
      )}
      data-testid="answer-mark"
      data-mark={state}
    >
      <span
        className={cx('inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full', right ? 'bg-forest text-white' : state === 'wrong' ? 'bg-clay text-white' : 'text-muted')}
        aria-hidden="true"
      >
        <Icon className="h-3.5 w-3.5" strokeWidth={3} />
      </span>
      {/* Read after the option's text: 'Oshun, Respuesta correcta'. */}
      <span className="sr-only">, </span>
      <span className="min-w-0">{words}</span>
    </span>
  );
}

interface AnswerOptionProps {
  state: AnswerState;
  children: ReactNode;
  /** A, B, C... (or an icon) shown before the text. */
  badge?: ReactNode;
  /** Answered, sending or set aside: it stays focusable (aria-disabled) so focus is not lost. */
  locked: boolean;
  sending?: boolean | undefined;
  /** 'checkbox' for questions with several answers (Space ticks), else a button that answers at once. */
  control?: 'button' | 'checkbox';
  /** 'stack' puts a drawing above the text (drawn options in a grid). */
  layout?: 'row' | 'stack';
  multi?: boolean | undefined;
  markLabel?: string | undefined;
  /** Ids of texts that describe the option (aria-describedby). */
  describedBy?: string | undefined;
  onChoose: () => void;
  testId?: string | undefined;
  /** The number key that picks it (answer-keys.ts): shown small where there is a mouse, named to assistive tech. */
  shortcut?: number | undefined;
}

/** An answer option in one of the states above; the same look in every game and the review. */
export function AnswerOption({ state, children, badge, locked, sending, control = 'button', layout = 'row', multi, markLabel, describedBy, onChoose, testId, shortcut }: AnswerOptionProps) {
  const picked = state === 'selected' || state === 'right' || state === 'wrong';
  const answered = state === 'right' || state === 'wrong' || state === 'missed';
  const frame = cx(
    'flex h-full w-full flex-wrap gap-x-2 gap-y-1 rounded-2xl border-2 px-2.5 py-2 text-left text-base font-semibold text-ink transition-colors sm:gap-x-3 sm:px-4 sm:py-3',
    layout === 'stack' ? 'relative flex-col items-stretch' : 'min-h-12 items-center',
    FRAME[state],
    !locked && state !== 'removed' ? 'cursor-pointer hover:border-forest' : state === 'removed' ? 'cursor-not-allowed' : 'cursor-default',
  );
  const content = (
    <>
      {badge !== undefined ? (
        <span
          className={cx(
            'inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold sm:h-7 sm:w-7 sm:text-sm',
            answered && state !== 'missed' ? 'bg-white text-ink' : state === 'selected' ? 'bg-ink text-white' : 'bg-sand text-ink',
          )}
          aria-hidden={typeof badge === 'string' ? undefined : true}
        >
          {badge}
          {typeof badge === 'string' ? <span className="sr-only">. </span> : null}
        </span>
      ) : null}
      <span className={cx('min-w-0 flex-1 break-words hyphens-auto', state === 'removed' && 'text-muted line-through')}>{children}</span>
      {sending && state === 'selected' ? <Spinner size="sm" decorative /> : null}
      {shortcut !== undefined && !locked && !answered && state !== 'removed' ? (
        // Discreet, and only for a fine pointer on a wide screen (a desktop): a phone has no number
        // keys, and its two narrow columns need every pixel for the names.
        <kbd
          className={cx(
            'hidden h-5 min-w-5 shrink-0 items-center justify-center rounded border border-line px-1 font-mono text-xs font-normal text-muted sm:pointer-fine:inline-flex',
            layout === 'stack' ? 'absolute top-1.5 right-1.5' : 'ms-auto',
          )}
          aria-hidden="true"
          data-testid="answer-key"
        >
          {shortcut}
        </kbd>
      ) : null}
      <AnswerMark state={state} multi={multi} label={markLabel} className="ms-auto" />
    </>
  );

  if (control === 'checkbox') {
    return (
      <label
        className={cx(frame, 'has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus')}
        data-testid={testId}
        data-state={state}
      >
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-forest"
          checked={picked}
          aria-disabled={locked || undefined}
          aria-describedby={describedBy}
          aria-keyshortcuts={shortcut !== undefined ? String(shortcut) : undefined}
          onChange={() => {
            if (!locked) onChoose();
          }}
        />
        {content}
      </label>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-disabled={locked || state === 'removed' || undefined}
      aria-describedby={describedBy}
      aria-keyshortcuts={shortcut !== undefined ? String(shortcut) : undefined}
      onClick={() => {
        if (!locked && state !== 'removed') onChoose();
      }}
      className={frame}
      data-testid={testId}
      data-state={state}
      data-removed={state === 'removed' || undefined}
    >
      {content}
    </button>
  );
}
