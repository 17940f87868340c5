import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { signColumns } from '../../../components/sign-glyph';
import { Spinner } from '../../../components/spinner';
import { YoText } from '../../../components/yoruba-text';
import type { ReviewHint } from '../api/get-review-hint';

const COLUMN = /^[01]{4}$/;
/** A mark as drawn: a single line for 1, a double line for 0. */
const MARK_SIGN = { single: 'I', double: 'II' } as const;

interface HintPanelProps {
  hint: ReviewHint | null;
  /** The hint is on its way. */
  hinting: boolean;
  /** An answer is being sent: no hint meanwhile. */
  locked: boolean;
  /** The feedback is on screen: a hint can no longer help. */
  answered: boolean;
  yoTerms?: readonly string[] | undefined;
  onHint: () => void;
}

/**
 * The hint of a question (DESIGN.md 5b): one a question, and the button says beforehand what it
 * costs (a right answer after it is rated 'hard'). For a sign, its right leg named and its column
 * drawn and said in words; for an orisha fact, two options set aside (the options show which).
 * As in the orisha game's hint, the button stays (aria-disabled) once asked, so the focus is not
 * lost, and the hint is announced through a live region.
 */
export function HintPanel({ hint, hinting, locked, answered, yoTerms, onHint }: HintPanelProps) {
  const { t } = useTranslation();
  const costId = useId();
  const column = hint?.right_column && COLUMN.test(hint.right_column) ? signColumns(hint.right_column).right : null;
  const unavailable = Boolean(hint) || hinting || locked;

  return (
    <div className={answered && !hint ? undefined : 'mt-4 short:mt-2'} data-testid="review-hint-panel">
      {answered ? null : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="secondary"
            size="sm"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={unavailable || undefined}
            aria-busy={hinting || undefined}
            aria-describedby={costId}
            onClick={() => {
              if (!unavailable) onHint();
            }}
            icon={hinting ? <Spinner size="sm" decorative /> : <Lightbulb className="h-4 w-4" aria-hidden="true" />}
            data-testid="review-hint"
          >
            {t('review.hint.ask')}
          </Button>
          <p id={costId} className="text-sm text-muted short:text-xs">
            {t('review.hint.cost')}
          </p>
        </div>
      )}
      <div aria-live="polite">
        {hint && (hint.right_leg || hint.removed?.length) ? (
          <div className={cx('flex items-start gap-2 rounded-2xl border-2 border-gold bg-gold-soft px-4 py-3 text-ink', !answered && 'mt-3')} data-testid="hint-text">
            <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" aria-hidden="true" />
            {hint.right_leg ? (
              <div>
                <p>
                  <YoText text={t('review.hint.sign', { leg: hint.right_leg })} terms={yoTerms} />
                </p>
                {column ? (
                  <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm" data-testid="hint-column">
                    {/* The marks as drawn, for the eye; the words below say the same. */}
                    <span aria-hidden="true" className="inline-flex gap-3 font-mono text-base font-bold text-gold-ink">
                      {column.map((mark, i) => (
                        <span key={i}>{MARK_SIGN[mark]}</span>
                      ))}
                    </span>
                    <span>{t('review.hint.column', { marks: column.map((mark) => t(`review.read.${mark}`)).join(', ') })}</span>
                  </p>
                ) : null}
              </div>
            ) : (
              <p>{t('review.hint.fact')}</p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
