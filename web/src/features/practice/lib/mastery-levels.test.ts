import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
// The catalogue's own facts (test only: app code never imports server code).
import { ODU_CATALOGUE, PRINCIPAL_LEGS } from '../../../../../functions/src/content/odu-catalogue';
import { practiceWidgets } from '../../../i18n/locales/es/practice-widgets';
import { MasteryGrid } from '../components/mastery-grid';
import { abbreviateLegs, cellOf, countLevels, LEG_COLUMNS, levelOf, moveInGrid, placeSigns, recallPercent } from './mastery-levels';

describe('mastery level of a sign', () => {
  it('is unseen when no card was met', () => {
    expect(levelOf(null, null)).toBe('unseen');
  });

  it('follows the lowest recall of the met cards', () => {
    expect(levelOf(0.95, 0.5)).toBe('weak');
    expect(levelOf(0.69, null)).toBe('weak');
    expect(levelOf(0.7, 0.95)).toBe('learning');
    expect(levelOf(0.89, 0.99)).toBe('learning');
    // Just answered (still in its learning steps): recall is high, the memory not yet lasting.
    expect(levelOf(0.99, 0.99, false)).toBe('learning');
    expect(levelOf(0.9, 0.9)).toBe('known');
    expect(levelOf(1, 0.97)).toBe('known');
  });

  it('is never known with one card still to meet, however well the other is recalled', () => {
    expect(levelOf(0.99, null)).toBe('learning');
    expect(levelOf(null, 0.99)).toBe('learning');
  });

  it('shows recall percentages rounded down, so 89.5 % never reads as 90 %', () => {
    expect(recallPercent(0.895)).toBe(89);
    expect(recallPercent(0.9)).toBe(90);
    expect(recallPercent(0.29)).toBe(29);
    expect(recallPercent(1)).toBe(100);
    expect(recallPercent(-0.1)).toBe(0);
  });

  it('counts the levels', () => {
    expect(countLevels([{ read: null, build: null }, { read: 0.95, build: 0.92 }, { read: 0.2, build: null }])).toEqual({ unseen: 1, weak: 1, learning: 0, known: 1 });
  });
});

describe('mastery grid layout', () => {
  it('lists the principal columns in the Lucumí order of the Meji', () => {
    expect(ODU_CATALOGUE.filter((f) => f.is_meji).map((f) => f.binary_pattern.slice(0, 4))).toEqual([...LEG_COLUMNS]);
  });

  it('places every one of the 256 signs in its own cell: row = right leg, column = left leg', () => {
    const seen = new Set<string>();
    for (const f of ODU_CATALOGUE) {
      const cell = cellOf(f.binary_pattern);
      expect(cell, f.name).not.toBeNull();
      expect(PRINCIPAL_LEGS[cell!.row], `${f.name} row`).toBe(f.right_leg);
      expect(PRINCIPAL_LEGS[cell!.col], `${f.name} column`).toBe(f.left_leg);
      expect(cell!.row === cell!.col).toBe(f.is_meji);
      seen.add(`${cell!.row}-${cell!.col}`);
    }
    expect(seen.size).toBe(256);
  });

  it('places by pattern, not by position, and ignores patterns that are not two legs', () => {
    const shuffled = [
      { id: 'b', position: 1, pattern: '11110000' },
      { id: 'a', position: 17, pattern: '00001111' },
      { id: 'x', position: 2, pattern: '1111000' },
    ];
    const grid = placeSigns(shuffled);
    expect(grid[0]![1]?.id).toBe('b'); // Ogbe (right) + Oyeku (left) = Ogbe Yeku
    expect(grid[1]![0]?.id).toBe('a');
    expect(grid.flat().filter(Boolean)).toHaveLength(2);
    expect(cellOf('11111112')).toBeNull();
  });

  it('moves over the grid with the data-grid keys, never past its edges', () => {
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowRight')).toEqual({ row: 0, col: 1 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowUp')).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 15, col: 15 }, 'ArrowDown')).toEqual({ row: 15, col: 15 });
    expect(moveInGrid({ row: 5, col: 5 }, 'Home')).toEqual({ row: 5, col: 0 });
    expect(moveInGrid({ row: 5, col: 5 }, 'End')).toEqual({ row: 5, col: 15 });
    expect(moveInGrid({ row: 5, col: 5 }, 'Home', true)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 5, col: 5 }, 'End', true)).toEqual({ row: 15, col: 15 });
    expect(moveInGrid({ row: 2, col: 3 }, 'PageDown')).toEqual({ row: 6, col: 3 });
    expect(moveInGrid({ row: 2, col: 3 }, 'PageUp')).toEqual({ row: 0, col: 3 });
    expect(moveInGrid({ row: 2, col: 3 }, 'x')).toBeNull();
  });

  it('abbreviates the leg names so that they stay distinct, keeping tone marks whole', () => {
    const short = abbreviateLegs(PRINCIPAL_LEGS);
    expect(short.slice(0, 4)).toEqual(['Ogb', 'Oye', 'Iwo', 'Odi']);
    expect(new Set(short).size).toBe(16);
    expect(abbreviateLegs(['Otura', 'Otrupon', 'Otu'])).toEqual(['Otur', 'Otru', 'Otu']);
    expect(abbreviateLegs(['Ọ̀yẹ̀kú', 'Ògbè'])).toEqual(['Ọ̀yẹ̀', 'Ògb']);
  });
});

describe('MasteryGrid markup', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'es', resources: { es: { translation: practiceWidgets } }, interpolation: { escapeValue: false }, initAsync: false, showSupportNotice: false });
  const signs = ODU_CATALOGUE.map((f) => ({
    id: `s${f.position}`,
    position: f.position,
    name: f.name,
    pattern: f.binary_pattern,
    read: f.name === 'Ogbe Yeku' ? 0.82 : f.position === 1 ? 0.95 : null,
    build: f.position === 1 ? 0.91 : null,
  }));
  const markup = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(MasteryGrid, { signs, onOpen: () => undefined, legs: PRINCIPAL_LEGS })),
  );
  const rows = markup.split('<tr role="row">').slice(2); // after the header row

  it('puts each sign in its row and column with a name that says its level and recalls', () => {
    expect(rows).toHaveLength(16);
    const ogbeRow = rows[0]!;
    const names = [...ogbeRow.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(names[0]).toBe('Baba Ejiogbe: dominado; lectura 95 %, construcción 91 %');
    expect(names[1]).toBe('Ogbe Yeku: aprendiendo; lectura 82 %, construcción sin ver');
    expect(markup.match(/data-level="unseen"/g)).toHaveLength(254);
  });

  it('is one tab stop with full leg names for screen readers in the headers', () => {
    expect(markup).toContain('role="grid"');
    expect(markup.match(/tabindex="0"/g)).toHaveLength(1);
    expect(markup).toContain('<span class="sr-only">Otrupon</span>');
    expect(markup.match(/scope="col"/g)).toHaveLength(16);
    expect(markup.match(/scope="row"/g)).toHaveLength(16);
  });
});
