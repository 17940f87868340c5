import { ECONOMY } from '@ifa/shared';
import { Lightbulb, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { selectHintLoading } from '../machine/selectors';
import { useSignsSelector, useSignsSend } from '../signs-game-context';
import type { PanelProps } from './answer-panel';

/**
 * type_answer: a text box, 'Confirm answer' disabled while blank (spec 5: trimmed), and the
 * hint (DESIGN.md 5: 5 XP of this game's XP, the first letter and the length, once per question).
 */
export function TypeAnswerPanel({ locked, sending, submitted, onAnswer }: PanelProps) {
  const { t } = useTranslation();
  const send = useSignsSend();
  const id = useId();
  const [text, setText] = useState(() => (typeof submitted === 'string' ? submitted : ''));
  const hint = useSignsSelector((s) => s.context.hint);
  const hintLoading = useSignsSelector(selectHintLoading);
  const blank = text.trim() === '';

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked && !blank) onAnswer(text.trim());
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {t('signsGame.playing.answerLabel')}
        </label>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          readOnly={locked}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="block w-full rounded-xl border border-line bg-white px-4 py-3 text-lg text-ink shadow-sm hover:border-[#cdbd9f] read-only:bg-sand"
          data-testid="typed-answer"
        />
        {hint ? (
          <p id={`${id}-hint`} className="flex flex-wrap items-center gap-2 rounded-xl bg-gold-soft px-3 py-2 text-ink" data-testid="hint-text" role="status">
            <Lightbulb className="h-4 w-4 text-gold-ink" aria-hidden="true" />
            <span className="font-mono font-semibold tracking-wider">{t('signsGame.playing.hintText', { mask: hint.mask })}</span>
            <span className="text-sm text-muted">({t('signsGame.playing.hintLength', { count: hint.length })})</span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={locked || blank} loading={sending} icon={<Send className="h-5 w-5" aria-hidden="true" />} data-testid="confirm-answer">
          {t('signsGame.playing.confirmAnswer')}
        </Button>
        {hint ? null : (
          <Button variant="gold" size="lg" disabled={locked} loading={hintLoading} onClick={() => send({ type: 'HINT' })} icon={<Lightbulb className="h-5 w-5" aria-hidden="true" />} data-testid="hint">
            {t('signsGame.playing.hint', { cost: ECONOMY.hintCostXp })}
          </Button>
        )}
      </div>
    </form>
  );
}
