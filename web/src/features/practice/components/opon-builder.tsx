import { X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { cycleAt, diffMarks, indexOf, isComplete, keyAction, legOf, markAt, marksSet, normalizePattern, type Leg, type Mark } from '../lib/opon';

interface OponBuilderProps {
  /** 8 characters: '1' single, '0' double, '-' not set; 0..3 the right column, 4..7 the left (top to bottom). */
  value: string;
  onChange: (next: string) => void;
  /** The answer was sent: the marks can be visited but not changed. */
  disabled?: boolean;
  /** Marks the server found wrong (indexes as in `value`). */
  wrongMarks?: readonly number[];
  /** The right pattern, shown beside each wrong mark after answering. */
  expected?: string;
  /** The id of the question that names the sign to build (the grid's accessible name). */
  labelledBy?: string;
}

/**
 * Build-the-sign input (issue 12, deliver 2): the two columns drawn as SignGlyph draws them
 * (left leg on the left), each mark a 80 x 48 px button. The eight buttons are one composite
 * widget with one tab stop (roving tabindex). It is a role=grid, 4 rows by 2 legs, rather than
 * a group of buttons: screen readers switch to focus mode in a grid, so the arrows and the
 * digit keys reach it instead of their browse-mode shortcuts ('1' = heading level 1).
 * Three states do not fit aria-pressed; each button's name says its state in words.
 */
export function OponBuilder({ value, onChange, disabled = false, wrongMarks, expected, labelledBy }: OponBuilderProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const pattern = normalizePattern(value);
  const right = expected && isComplete(expected) ? expected : undefined;
  const wrong = new Set(wrongMarks ?? (right ? diffMarks(pattern, right) : []));
  const answered = right !== undefined || wrongMarks !== undefined;

  const word = (mark: Mark) => t(mark === '1' ? 'opon.single' : mark === '0' ? 'opon.double' : 'opon.unset');
  const nameOf = (index: number) => {
    const { leg, row } = legOf(index);
    const words = { leg: t(`opon.${leg}`), n: row + 1, state: word(markAt(pattern, index)) };
    if (!answered) return t('opon.mark', words);
    if (!wrong.has(index)) return t('opon.markRight', words);
    return right ? t('opon.markWrong', { ...words, expected: word(markAt(right, index)) }) : t('opon.markWrongOnly', words);
  };

  const change = (next: string, index: number) => {
    const { leg, row } = legOf(index);
    onChange(next);
    setAnnouncement(t('opon.changed', { leg: t(`opon.${leg}`), n: row + 1, state: word(markAt(next, index)) }));
  };
  const focusMark = (index: number) => {
    setActive(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = keyAction(pattern, index, event.key, disabled);
    if (!action) return;
    event.preventDefault();
    if (action.value !== pattern) change(action.value, index);
    if (action.focus !== index) focusMark(action.focus);
  };

  const cell = (leg: Leg, row: number) => {
    const index = indexOf(leg, row);
    const mark = markAt(pattern, index);
    const isWrong = answered && wrong.has(index);
    const button = (
      <button
        type="button"
        ref={(el) => {
          buttons.current[index] = el;
        }}
        tabIndex={index === active ? 0 : -1}
        aria-label={nameOf(index)}
        aria-disabled={disabled || undefined}
        data-index={index}
        data-mark={mark}
        data-wrong={isWrong || undefined}
        onFocus={() => setActive(index)}
        onClick={() => {
          setActive(index);
          if (!disabled) change(cycleAt(pattern, index), index);
        }}
        onKeyDown={(event) => onKeyDown(event, index)}
        className={cx(
          // 40 px tall on a short screen: the opón's last row stays on a phone's first screen.
          'relative flex h-12 w-20 shrink-0 items-center justify-center rounded-xl border-2 transition-colors short:h-10',
          isWrong
            ? 'border-clay bg-clay-soft text-ink'
            : answered
              ? 'border-forest/60 bg-forest-soft text-forest'
              : mark === '-'
                ? 'border-dashed border-[#8a7f70] bg-white/70 text-[#6f6558]'
                : 'border-line bg-white text-forest',
          disabled ? 'cursor-default' : 'cursor-pointer hover:border-forest',
        )}
      >
        <MarkDrawing mark={mark} className="h-4 w-14" />
        {isWrong ? (
          <span className="absolute -top-2 -right-2 flex h-5 w-5 items-center justify-center rounded-full bg-clay text-white ring-2 ring-white">
            <X className="h-3.5 w-3.5" strokeWidth={3} aria-hidden="true" />
          </span>
        ) : null}
      </button>
    );
    // After answering, the right mark stands beside each wrong one, on the outer side.
    const shown = answered ? (
      <span className="flex w-12 flex-col items-center gap-0.5 text-xs font-semibold text-clay" aria-hidden="true">
        {isWrong && right ? (
          <>
            {t('opon.expected')}
            <MarkDrawing mark={markAt(right, index)} className="h-3 w-10 text-ink" />
          </>
        ) : null}
      </span>
    ) : null;
    return (
      <div role="gridcell" key={leg} className={cx('flex items-center gap-1', leg === 'left' ? 'justify-end' : 'justify-start')}>
        {leg === 'left' ? shown : null}
        {button}
        {leg === 'right' ? shown : null}
      </div>
    );
  };

  return (
    <div className="space-y-3 short:space-y-1.5" data-testid="opon-builder">
      <div
        role="grid"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : t('opon.label')}
        aria-describedby={disabled ? undefined : hintId}
        aria-readonly={disabled || undefined}
        className="pattern-opon mx-auto w-fit space-y-2 rounded-3xl border border-line bg-sand/60 p-3 short:space-y-1.5 short:py-2 sm:p-4"
      >
        <div role="row" className="grid grid-cols-2 gap-x-4">
          <div role="columnheader" className="text-center text-sm font-semibold text-ink">
            {t('opon.left')}
          </div>
          <div role="columnheader" className="text-center text-sm font-semibold text-ink">
            {t('opon.right')}
          </div>
        </div>
        {[0, 1, 2, 3].map((row) => (
          <div role="row" key={row} className="grid grid-cols-2 gap-x-4">
            {cell('left', row)}
            {cell('right', row)}
          </div>
        ))}
      </div>
      {disabled ? null : (
        <>
          <p className="text-center text-sm font-medium text-ink">{t('opon.progress', { count: marksSet(pattern) })}</p>
          <p id={hintId} className="text-center text-sm text-muted short:text-xs">
            {t('opon.hint')}
          </p>
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** One mark drawn as SignGlyph draws it: a long bar (single), two short ones (double), or a dashed empty slot. */
export function MarkDrawing({ mark, className }: { mark: Mark; className?: string }) {
  return (
    <svg viewBox="0 0 56 12" className={className} aria-hidden="true" focusable="false">
      {mark === '1' ? <rect x="2" y="3" width="52" height="6" rx="3" fill="currentColor" /> : null}
      {mark === '0' ? (
        <>
          <rect x="2" y="3" width="21" height="6" rx="3" fill="currentColor" />
          <rect x="33" y="3" width="21" height="6" rx="3" fill="currentColor" />
        </>
      ) : null}
      {mark === '-' ? <rect x="3" y="3.5" width="50" height="5" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="4 3" /> : null}
    </svg>
  );
}
