import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { practiceWidgets } from '../../../i18n/locales/es/practice-widgets';
import { OponBuilder } from '../components/opon-builder';
import { cycleAt, cycleMark, diffMarks, EMPTY_PATTERN, isComplete, keyAction, marksSet, moveFocus, normalizePattern, setMark } from './opon';

/** Presses keys in turn from a mark, as the builder does: returns the pattern and the focused mark. */
function press(keys: string[], start = { value: EMPTY_PATTERN, focus: 0 }) {
  let state = start;
  for (const key of keys) state = keyAction(state.value, state.focus, key) ?? state;
  return state;
}

describe('opón marks', () => {
  it('cycles a tap: not set -> single -> double -> single', () => {
    expect(cycleMark('-')).toBe('1');
    expect(cycleMark('1')).toBe('0');
    expect(cycleMark('0')).toBe('1');
    let value = EMPTY_PATTERN;
    value = cycleAt(value, 5);
    expect(value).toBe('-----1--');
    value = cycleAt(value, 5);
    expect(value).toBe('-----0--');
    value = cycleAt(value, 5);
    expect(value).toBe('-----1--');
  });

  it('sets one mark and leaves the others, ignoring indexes off the opón', () => {
    expect(setMark('11110000', 0, '0')).toBe('01110000');
    expect(setMark('11110000', 7, '-')).toBe('1111000-');
    expect(setMark('11110000', 8, '0')).toBe('11110000');
    expect(setMark('11110000', -1, '0')).toBe('11110000');
    expect(normalizePattern('10x')).toBe('10------');
  });

  it('is complete only with all eight marks set', () => {
    expect(isComplete('11110000')).toBe(true);
    expect(isComplete('1111000-')).toBe(false);
    expect(isComplete(EMPTY_PATTERN)).toBe(false);
    expect(isComplete('111100001')).toBe(false);
    expect(marksSet('1-0-----')).toBe(2);
  });

  it('finds the wrong marks, e.g. when the legs were swapped', () => {
    // Ogbe Yeku built with its legs swapped (Oyeku Ogbe): every mark is wrong.
    expect(diffMarks('00001111', '11110000')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(diffMarks('11110001', '11110000')).toEqual([7]);
    expect(diffMarks('11110000', '11110000')).toEqual([]);
  });
});

describe('opón keyboard', () => {
  it('moves within a column with Up/Down and across columns with Left/Right, as drawn', () => {
    // Right column = 0..3 (drawn on the right), left column = 4..7.
    expect(moveFocus(0, 'ArrowDown')).toBe(1);
    expect(moveFocus(3, 'ArrowDown')).toBe(3);
    expect(moveFocus(0, 'ArrowUp')).toBe(0);
    expect(moveFocus(6, 'ArrowUp')).toBe(5);
    expect(moveFocus(2, 'ArrowLeft')).toBe(6);
    expect(moveFocus(6, 'ArrowLeft')).toBe(6);
    expect(moveFocus(6, 'ArrowRight')).toBe(2);
    expect(moveFocus(2, 'ArrowRight')).toBe(2);
    expect(moveFocus(5, 'Home')).toBe(0);
    expect(moveFocus(1, 'End')).toBe(7);
    expect(moveFocus(1, 'a')).toBeNull();
  });

  it('builds Ogbe Yeku by typing 1 1 1 1 2 2 2 2 (focus moves on after each mark)', () => {
    const built = press(['1', '1', '1', '1', '2', '2', '2', '2']);
    expect(built.value).toBe('11110000');
    expect(isComplete(built.value)).toBe(true);
    expect(built.focus).toBe(7);
  });

  it('accepts 0 for a double mark, clears with Delete, and leaves Space and Enter to the button', () => {
    expect(keyAction(EMPTY_PATTERN, 4, '0')).toEqual({ value: '----0---', focus: 5 });
    expect(keyAction('11110000', 3, 'Delete')).toEqual({ value: '111-0000', focus: 3 });
    expect(keyAction('11110000', 3, 'Backspace')).toEqual({ value: '111-0000', focus: 3 });
    expect(keyAction('11110000', 3, ' ')).toBeNull();
    expect(keyAction('11110000', 3, 'Enter')).toBeNull();
    expect(keyAction('11110000', 3, '3')).toBeNull();
  });

  it('after answering, keys still move but no longer change marks', () => {
    expect(keyAction('11110000', 0, '2', true)).toBeNull();
    expect(keyAction('11110000', 0, 'ArrowDown', true)).toEqual({ value: '11110000', focus: 1 });
  });
});

describe('OponBuilder markup', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'es', resources: { es: { translation: practiceWidgets } }, interpolation: { escapeValue: false }, initAsync: false, showSupportNotice: false });
  const render = (props: Parameters<typeof OponBuilder>[0]) =>
    renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(OponBuilder, props)));
  const labels = (markup: string) => [...markup.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);

  it('draws the left leg on the left, names each mark in words and keeps one tab stop', () => {
    const markup = render({ value: '1-0-----', onChange: () => undefined });
    expect(markup).toContain('role="grid"');
    const order = [...markup.matchAll(/data-index="(\d)"/g)].map((m) => Number(m[1]));
    // Rows top to bottom, each row left mark (4..7) then right mark (0..3).
    expect(order).toEqual([4, 0, 5, 1, 6, 2, 7, 3]);
    expect(labels(markup)).toContain('Pata derecha, marca 1 de 4: sencilla');
    expect(labels(markup)).toContain('Pata derecha, marca 3 de 4: doble');
    expect(labels(markup)).toContain('Pata izquierda, marca 1 de 4: sin marcar');
    expect(markup.match(/tabindex="0"/g)).toHaveLength(1);
    expect(markup).toContain('Pata izquierda</div>');
    expect(markup).toContain('2 de 8 marcas puestas');
  });

  it('after answering, says which marks were wrong and what they should have been', () => {
    const markup = render({ value: '00001111', onChange: () => undefined, disabled: true, wrongMarks: [0, 4], expected: '11110000' });
    expect(labels(markup)).toContain('Pata derecha, marca 1 de 4: doble; incorrecta, era sencilla');
    expect(labels(markup)).toContain('Pata izquierda, marca 1 de 4: sencilla; incorrecta, era doble');
    expect(labels(markup)).toContain('Pata derecha, marca 2 de 4: doble; correcta');
    expect(markup.match(/data-wrong="true"/g)).toHaveLength(2);
    expect(markup).toContain('aria-readonly="true"');
    expect(markup.match(/aria-disabled="true"/g)).toHaveLength(8);
  });
});
