import type { ReactNode } from 'react';
import { cx } from '../../../components/cx';
import { Spinner } from '../../../components/spinner';
import { YoText } from '../../../components/yoruba-text';

interface OptionButtonProps {
  /** A, B, C... shown as a visible label. */
  badge?: ReactNode;
  children: ReactNode;
  pressed: boolean;
  /** Answered or sending: it stays focusable (aria-disabled) so focus is not lost. */
  locked: boolean;
  sending?: boolean;
  lang?: string | undefined;
  /** The question's Yorùbá terms (`yo_terms`): in a text option each is marked lang="yo". */
  yoTerms?: readonly string[] | undefined;
  onChoose: () => void;
  testId?: string;
}

/** One single-choice option: sent at once on click (the signs game has no 0.5 s delay). */
export function OptionButton({ badge, children, pressed, locked, sending, lang, yoTerms, onChoose, testId }: OptionButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-disabled={locked || undefined}
      onClick={() => {
        if (!locked) onChoose();
      }}
      data-testid={testId}
      className={cx(
        'flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-base font-semibold transition-colors',
        pressed ? 'border-forest bg-forest text-white' : 'border-line bg-white text-ink',
        !locked && !pressed && 'hover:border-forest hover:bg-forest-soft',
        locked && !pressed && 'cursor-default opacity-75',
      )}
    >
      {badge ? (
        <span
          className={cx('inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold', pressed ? 'bg-white text-forest' : 'bg-sand text-ink')}
        >
          {badge}
          {typeof badge === 'string' ? <span className="sr-only">. </span> : null}
        </span>
      ) : null}
      <span lang={lang} className="min-w-0 flex-1 break-words">
        {typeof children === 'string' ? <YoText text={children} terms={yoTerms} /> : children}
      </span>
      {sending && pressed ? <Spinner size="sm" decorative /> : null}
    </button>
  );
}
