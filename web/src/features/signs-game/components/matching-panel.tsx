import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import type { PanelProps } from './answer-panel';
import { PairLabel } from './pair-label';

/**
 * matching (and any multi-answer question): the learner marks the correct pairs with native
 * checkboxes (Tab, Space) and confirms (Enter); 'Confirm' shows the count and needs one.
 */
export function MatchingPanel({ question, locked, sending, submitted, onAnswer }: PanelProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() => (Array.isArray(submitted) ? submitted : []));
  const toggle = (option: string) => setChosen((list) => (list.includes(option) ? list.filter((o) => o !== option) : [...list, option]));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked && chosen.length > 0) onAnswer(question.options.filter((o) => chosen.includes(o)));
      }}
    >
      <fieldset disabled={locked} aria-describedby="pairs-hint">
        <legend className="sr-only">{t('signsGame.playing.pairsLegend')}</legend>
        <p id="pairs-hint" className="mb-3 text-sm text-muted">
          {t('signsGame.playing.pairsHint')}
        </p>
        <div className="grid gap-3" data-testid="answer-options">
          {question.options.map((option) => {
            const checked = chosen.includes(option);
            return (
              <label
                key={option}
                className={cx(
                  'flex min-h-14 items-center gap-3 rounded-2xl border-2 px-4 py-3 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                  checked ? 'border-forest bg-forest-soft' : 'border-line bg-white',
                  locked ? 'cursor-default' : 'cursor-pointer hover:border-forest',
                )}
              >
                <input type="checkbox" className="h-5 w-5 shrink-0 accent-forest" checked={checked} onChange={() => toggle(option)} />
                <span className="min-w-0 flex-1 break-words text-ink">
                  <PairLabel option={option} lang={question.content_lang} />
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="mt-4" disabled={locked || chosen.length === 0} loading={sending} icon={<CheckCheck className="h-5 w-5" aria-hidden="true" />} data-testid="confirm-pairs">
        {t('signsGame.playing.confirmPairs', { count: chosen.length })}
      </Button>
    </form>
  );
}
