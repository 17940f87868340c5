import { CheckCheck } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { answerOf, link, nameOf, pairsOf, unlink, type Pairs } from '../lib/matching';
import type { PanelProps } from './answer-panel';
import { MatchResults } from './match-results';
import { PairValue, useValueWords, valuesKind } from './pair-value';

type Side = 'name' | 'value';

/**
 * matching: a real match of two columns (the server's `match_names` and `match_values`). The
 * learner chooses a name, then its partner (or the reverse) and the pair is made: both show the
 * pair's number. Choosing a paired item again undoes its pair. Keyboard: Tab or the arrow keys
 * move (up/down in a column, left/right across), Enter or Space chooses; each change is
 * announced. Once judged, every pair is shown right or wrong, with the right partner of the
 * wrong ones (MatchResults).
 */
export function MatchingPanel({ question, locked, sending, submitted, feedback, onAnswer }: PanelProps) {
  const { t } = useTranslation();
  const words = useValueWords();
  const names = question.match_names ?? [];
  const values = question.match_values ?? [];
  const [pairs, setPairs] = useState<Pairs>(() => pairsOf(submitted));
  const [active, setActive] = useState<{ side: Side; item: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const idBase = useId();

  if (feedback) return <MatchResults question={question} pairs={pairsOf(submitted)} feedback={feedback} />;

  const numberOf = (name: string | undefined) => (name === undefined ? 0 : [...pairs.keys()].indexOf(name) + 1);
  const partnerName = (side: Side, item: string) => (side === 'name' ? (pairs.has(item) ? item : undefined) : nameOf(pairs, item));

  const choose = (side: Side, item: string) => {
    if (locked) return;
    if (active && active.side !== side) {
      const [name, value] = side === 'name' ? [item, active.item] : [active.item, item];
      const next = link(pairs, name, value);
      setPairs(next);
      setActive(null);
      setAnnouncement(t('signsGame.playing.match.linked', { n: [...next.keys()].indexOf(name) + 1, name, value: words(value) }));
      return;
    }
    const paired = partnerName(side, item);
    if (paired !== undefined) {
      const value = pairs.get(paired)!;
      setPairs(unlink(pairs, paired));
      setActive(null);
      setAnnouncement(t('signsGame.playing.match.unlinked', { name: paired, value: words(value) }));
      return;
    }
    const same = active?.side === side && active.item === item;
    setActive(same ? null : { side, item });
    setAnnouncement(same ? '' : t('signsGame.playing.match.picked', { item: side === 'value' ? words(item) : item }));
  };

  // Arrow keys move within a column (up, down) and across to the same row (left, right).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = event.currentTarget;
    const col = Number(target.dataset.col);
    const row = Number(target.dataset.row);
    if (Number.isNaN(col) || Number.isNaN(row)) return;
    const moves: Record<string, [number, number]> = { ArrowUp: [col, row - 1], ArrowDown: [col, row + 1], ArrowLeft: [0, row], ArrowRight: [1, row] };
    const to = moves[event.key];
    if (!to) return;
    const next = target.closest('[data-match-grid]')?.querySelector<HTMLElement>(`[data-col="${to[0]}"][data-row="${to[1]}"]`);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const item = (side: Side, text: string, row: number) => {
    const pairedWith = partnerName(side, text);
    const n = numberOf(pairedWith);
    const isActive = active?.side === side && active.item === text;
    const noteId = `${idBase}-${side}-${row}`;
    const other = pairedWith === undefined ? '' : side === 'name' ? words(pairs.get(text)!) : pairedWith;
    return (
      <li key={text}>
        <button
          type="button"
          aria-pressed={isActive}
          aria-disabled={locked || undefined}
          aria-describedby={`${noteId} ${hintId}`}
          data-col={side === 'name' ? 0 : 1}
          data-row={row}
          data-paired={n || undefined}
          data-testid={side === 'name' ? 'match-name' : 'match-value'}
          onClick={() => choose(side, text)}
          onKeyDown={onKeyDown}
          className={cx(
            'flex min-h-12 w-full items-center gap-2 rounded-2xl border-2 px-2.5 py-1.5 text-left font-semibold text-ink transition-colors sm:px-3',
            isActive ? 'border-forest bg-forest-soft ring-2 ring-forest' : n ? 'border-ink bg-sand' : 'border-line bg-white',
            locked ? 'cursor-default' : 'cursor-pointer hover:border-forest',
            side === 'value' && 'justify-between',
          )}
        >
          {side === 'name' ? <span className="min-w-0 flex-1 break-words">{text}</span> : <PairValue value={text} question={question} />}
          {n ? (
            <span className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-ink px-1.5 text-xs font-bold text-white" data-testid="pair-number">
              <span aria-hidden="true">{n}</span>
              <span className="sr-only">{t('signsGame.playing.match.pairNumber', { n })}</span>
            </span>
          ) : null}
        </button>
        <span id={noteId} className="sr-only">
          {isActive ? t('signsGame.playing.match.pickedNote') : n ? t('signsGame.playing.match.pairedNote', { n, other }) : ''}
        </span>
      </li>
    );
  };

  const done = names.filter((n) => pairs.has(n)).length;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked && done === names.length) onAnswer(answerOf(names, pairs));
      }}
    >
      <p id={hintId} className="mb-2 text-sm text-muted">
        {t('signsGame.playing.match.hint')}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:gap-3" data-match-grid="" data-testid="answer-options">
        <div>
          <h3 id={`${idBase}-names`} className="mb-1 font-sans text-xs font-semibold uppercase tracking-wide text-muted">
            {t('signsGame.playing.match.names')}
          </h3>
          <ul aria-labelledby={`${idBase}-names`} className="space-y-2">
            {names.map((name, row) => item('name', name, row))}
          </ul>
        </div>
        <div>
          <h3 id={`${idBase}-values`} className="mb-1 font-sans text-xs font-semibold uppercase tracking-wide text-muted">
            {t(`signsGame.playing.match.values.${valuesKind(question)}`)}
          </h3>
          <ul aria-labelledby={`${idBase}-values`} className="space-y-2">
            {values.map((value, row) => item('value', value, row))}
          </ul>
        </div>
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="match-announcement">
        {announcement}
      </p>
      <Button type="submit" size="lg" className="mt-3 w-full sm:w-auto" disabled={locked || done < names.length} loading={sending} icon={<CheckCheck className="h-5 w-5" aria-hidden="true" />} data-testid="confirm-pairs">
        {t('signsGame.playing.match.confirm', { done, total: names.length })}
      </Button>
    </form>
  );
}
