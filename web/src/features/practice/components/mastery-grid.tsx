import { DEFAULT_NAMING, displayName, yorubaNameOfPattern, type NamePair, type Naming } from '@ifa/shared/naming';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { NameText } from '../../../components/yoruba-text';
import { formatNumber } from '../../../lib/format';
import { abbreviateLegs, countLevels, levelOf, MASTERY_LEVELS, moveInGrid, placeSigns, recallPercent, type MasteryLevel } from '../lib/mastery-levels';

export interface MasteryGridSign {
  id: string;
  position: number;
  name: string;
  pattern: string;
  /** Predicted recall (0..1) of the sign's 'read' and 'build' cards; null: not met yet. */
  read: number | null;
  build: number | null;
  /** Both cards past their learning steps (the server's `settled`): needed for 'known'. */
  settled?: boolean;
}

interface MasteryGridProps {
  signs: MasteryGridSign[];
  onOpen: (id: string) => void;
  /**
   * The 16 legs in Lucumí order (Ogbe first), for the row and column headers: a name as it is,
   * or the leg in both traditions, shown as the naming setting wants (issue 11).
   */
  legs: readonly (string | NamePair)[];
  /** The learner's naming setting: the headers and each cell's name follow it. Lucumí when absent. */
  naming?: Naming;
}

const asPair = (leg: string | NamePair): NamePair => (typeof leg === 'string' ? { lucumi: leg } : leg);
/** An abbreviated header is Yorùbá text when the setting shows the Yorùbá name alone. */
const yorubaShort = (pair: NamePair, naming: Naming) => (naming === 'yoruba' && pair.yoruba ? 'yo' : undefined);
/** A sign of the map named as the setting wants: its Yorùbá name comes from its pattern. */
export const cellName = (sign: Pick<MasteryGridSign, 'name' | 'pattern'>, naming: Naming) =>
  displayName({ lucumi: sign.name, yoruba: yorubaNameOfPattern(sign.pattern) }, naming);

/** Each level's colours; the symbol inside the cell carries the level without colour (WCAG 1.4.1). */
const LEVEL_STYLE: Record<MasteryLevel, string> = {
  unseen: 'border-line bg-white text-[#8a7f70]',
  weak: 'border-clay/50 bg-clay-soft text-clay',
  learning: 'border-gold bg-gold-soft text-gold-ink',
  known: 'border-forest bg-forest text-white',
};

type At = { row: number; col: number };
const key = (at: At) => `${at.row}-${at.col}`;

/**
 * The mastery map (issue 12, deliver 3): 16 x 16 signs, rows the right leg and columns the left
 * leg in Lucumí order, each cell placed from its pattern. A role=grid table with one tab stop
 * (roving tabindex, APG data grid keys) instead of 256 tab stops; the row and column headers
 * give screen readers the legs, each cell's name the sign, its level and both recalls. On a
 * phone the table scrolls sideways in its own box with the row headers pinned.
 */
export function MasteryGrid({ signs, onOpen, legs, naming = DEFAULT_NAMING }: MasteryGridProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const hintId = useId();
  const table = useRef<HTMLTableElement>(null);
  const grid = useMemo(() => placeSigns(signs), [signs]);
  const pairs = useMemo(() => legs.map(asPair), [legs]);
  const legNames = useMemo(() => pairs.map((pair) => displayName(pair, naming)), [pairs, naming]);
  const short = useMemo(() => abbreviateLegs(legNames), [legNames]);
  const [active, setActive] = useState<At>({ row: 0, col: 0 });
  const [hovered, setHovered] = useState<At | null>(null);

  const recall = (value: number | null) =>
    value === null ? t('masteryMap.notSeen') : t('masteryMap.percent', { value: formatNumber(recallPercent(value), i18n.language) });
  const describe = (sign: MasteryGridSign) =>
    t('masteryMap.cell', { name: cellName(sign, naming), level: t(`masteryMap.levels.${levelOf(sign.read, sign.build, sign.settled ?? true)}`), read: recall(sign.read), build: recall(sign.build) });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey) return;
    const next = moveInGrid(active, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    table.current?.querySelector<HTMLElement>(`[data-cell="${key(next)}"]`)?.focus();
  };
  const shown = hovered ?? active;
  const shownSign = grid[shown.row]?.[shown.col];

  return (
    <div className="space-y-2" data-testid="mastery-grid">
      <p className="text-sm text-muted">{t('masteryMap.axes')}</p>
      {/* relative: the headers' screen-reader-only text (absolutely placed) stays inside the scroll box instead of widening the page. */}
      <div className="relative max-w-full scroll-pl-12 overflow-x-auto pr-1 pb-2">
        {/* Keys are handled on the grid as a whole (role=grid is an interactive composite). */}
        {/* mastery-map (index.css): below 640 px each row wraps after its eighth sign, so all 16
            columns show on a phone with cells big enough to tap. The roles are written out because
            that layout changes the table's display, which some browsers read as 'not a table'. */}
        <table ref={table} role="grid" aria-labelledby={captionId} aria-describedby={hintId} onKeyDown={onKeyDown} className="mastery-map border-separate border-spacing-0.5">
          <caption id={captionId} className="sr-only">
            {t('masteryMap.title')}
          </caption>
          <thead>
            <tr role="row">
              <td role="gridcell" className="sticky left-0 z-10 bg-white" />
              {short.map((abbr, col) => (
                <th key={col} scope="col" role="columnheader" className="w-7 px-0 pb-1 text-center align-bottom text-[11px] font-semibold text-ink sm:w-8">
                  <abbr title={legNames[col]} aria-hidden="true" lang={yorubaShort(pairs[col]!, naming)} className="no-underline">
                    {abbr}
                  </abbr>
                  <span className="sr-only">
                    <NameText pair={pairs[col]!} naming={naming} />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((cells, row) => (
              <tr key={row} role="row">
                <th scope="row" role="rowheader" className="sticky left-0 z-10 bg-white pr-1.5 text-right text-[11px] font-semibold whitespace-nowrap text-ink sm:text-xs">
                  <span aria-hidden="true" lang={yorubaShort(pairs[row]!, naming)} className="sm:hidden">
                    {short[row]}
                  </span>
                  <span className="sr-only sm:not-sr-only">
                    <NameText pair={pairs[row]!} naming={naming} />
                  </span>
                </th>
                {cells.map((sign, col) => {
                  const at = { row, col };
                  const focusable = active.row === row && active.col === col ? 0 : -1;
                  if (!sign) {
                    return (
                      <td key={col} role="gridcell" data-cell={key(at)} tabIndex={focusable} onFocus={() => setActive(at)} className="h-7 w-7 rounded-md border border-dashed border-line sm:h-8 sm:w-8">
                        <span className="sr-only">{t('masteryMap.missing')}</span>
                      </td>
                    );
                  }
                  const level = levelOf(sign.read, sign.build, sign.settled ?? true);
                  return (
                    <td key={col} role="gridcell" className="p-0">
                      <button
                        type="button"
                        data-cell={key(at)}
                        data-level={level}
                        tabIndex={focusable}
                        aria-label={describe(sign)}
                        onClick={() => onOpen(sign.id)}
                        onFocus={() => setActive(at)}
                        onMouseEnter={() => setHovered(at)}
                        onMouseLeave={() => setHovered(null)}
                        className={cx(
                          'flex h-7 w-7 items-center justify-center rounded-md border transition-transform hover:scale-110 sm:h-8 sm:w-8',
                          LEVEL_STYLE[level],
                          row === col && 'border-2 border-gold',
                        )}
                      >
                        <LevelSymbol level={level} className="h-3.5 w-3.5" />
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* What the pointer or the focus is on, for sighted users (the cell's own name says the same). */}
      <p className="min-h-5 text-sm font-medium text-ink" aria-hidden="true">
        {shownSign ? describe(shownSign) : null}
      </p>
      <p id={hintId} className="text-sm text-muted">
        {t('masteryMap.hint')}
      </p>
    </div>
  );
}

/** The level's symbol: an empty ring, a dot, half filled, full (the legend uses the same). */
export function LevelSymbol({ level, className }: { level: MasteryLevel; className?: string }) {
  return (
    <svg viewBox="0 0 16 16" className={className} aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.25" fill={level === 'known' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.75" />
      {level === 'weak' ? <circle cx="8" cy="8" r="2.5" fill="currentColor" /> : null}
      {level === 'learning' ? <path d="M8 1.75 A6.25 6.25 0 0 0 8 14.25 Z" fill="currentColor" /> : null}
    </svg>
  );
}

/** The legend: the same symbols and colours as the cells, with words (and counts when given). */
export function MasteryLegend({ signs }: { signs?: ReadonlyArray<{ read: number | null; build: number | null; settled?: boolean }> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const counts = signs ? countLevels(signs) : null;
  return (
    <div className="space-y-2" data-testid="mastery-legend">
      <p id={titleId} className="font-semibold text-ink">
        {t('masteryMap.legend.title')}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-labelledby={titleId}>
        {MASTERY_LEVELS.map((level) => (
          <li key={level} className="flex items-center gap-2 text-sm text-ink" data-level={level}>
            <span className={cx('flex h-7 w-7 shrink-0 items-center justify-center rounded-md border', LEVEL_STYLE[level])}>
              <LevelSymbol level={level} className="h-3.5 w-3.5" />
            </span>
            <span>
              <span className="font-semibold">{t(`masteryMap.legend.${level}.title`)}</span>: {t(`masteryMap.legend.${level}.text`)}
              {counts ? <span className="text-muted"> · {t('masteryMap.legend.count', { count: counts[level] })}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('masteryMap.legend.note')}</p>
    </div>
  );
}
