import { ECONOMY, type OrishaQuestion } from '@ifa/shared';
import { Check, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { OrishaGame, selectIsOpen } from '../machine/orisha-game-context';
import { hintSlots } from './hint-slots';

/**
 * Type the answer (DESIGN.md 5): the server matches without accents or case. The hint costs
 * 5 XP of this game, once per question, and shows the first letter and the length.
 * The parent keys this panel by question, so the text starts empty for each one.
 */
export function TypeAnswerPanel({ question }: { question: OrishaQuestion }) {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const open = OrishaGame.useSelector(selectIsOpen);
  const hint = OrishaGame.useSelector((s) => (s.context.hint?.questionId === question.id ? s.context.hint : null));
  const hintLoading = OrishaGame.useSelector((s) => s.matches({ playing: { round: { question: { hint: 'loading' } } } }));
  const [text, setText] = useState('');
  const inputId = useId();
  const costId = useId();
  const blank = text.trim().length === 0;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT_TEXT', answer: text });
      }}
      data-testid="type-answer"
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {t('orishaGame.typeAnswer.label')}
      </label>
      <input
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        readOnly={!open}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={200}
        placeholder={t('orishaGame.typeAnswer.placeholder')}
        className="min-h-12 w-full rounded-xl border-2 border-line bg-white px-4 text-lg text-ink placeholder:text-muted focus:border-forest"
      />
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={blank} aria-disabled={!open || undefined} icon={<Check className="h-5 w-5" aria-hidden="true" />}>
          {t('orishaGame.typeAnswer.confirm')}
        </Button>
        {/* aria-disabled, not disabled: focus stays on the button once the hint is shown. */}
        <Button
          variant="secondary"
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={Boolean(hint) || !open || hintLoading || undefined}
          aria-busy={hintLoading || undefined}
          aria-describedby={costId}
          onClick={() => send({ type: 'HINT' })}
          icon={hintLoading ? <Spinner size="sm" decorative /> : <Lightbulb className="h-5 w-5" aria-hidden="true" />}
        >
          {t('orishaGame.typeAnswer.hint')}
        </Button>
      </div>
      <p id={costId} className="mt-1.5 text-sm text-muted">
        {hint ? t('orishaGame.typeAnswer.hintUsed') : t('orishaGame.typeAnswer.hintCost', { cost: ECONOMY.hintCostXp })}
      </p>
      <div aria-live="polite">
        {hint ? (
          <p className="mt-3 rounded-2xl border-2 border-gold bg-gold-soft px-4 py-3 text-gold-ink" data-testid="hint">
            <span className="sr-only">{t('orishaGame.typeAnswer.hintMask', { mask: hint.mask })}</span>
            {/* One slot per character, the space drawn as a slot of its own ('␣'), as the length counts it. */}
            <span className="flex flex-wrap gap-1 font-mono text-xl font-bold" aria-hidden="true" data-testid="hint-slots">
              {hintSlots(hint.mask, hint.length).map((slot, i) => (
                <span
                  key={i}
                  data-slot={slot.space ? 'space' : 'letter'}
                  className={`inline-flex h-9 w-7 items-end justify-center border-b-2 ${slot.space ? 'border-dotted border-gold-ink text-base' : 'border-gold-ink'}`}
                >
                  {slot.space ? '␣' : slot.char}
                </span>
              ))}
            </span>
            <span className="text-sm">{t('orishaGame.typeAnswer.hintLength', { count: hint.length })}</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
