import { describe, expect, it } from 'vitest';
import { gameKeyOf, isTypingTarget } from './answer-keys';

/** A focused element as the keys see it: its tag, its type, and the control it sits in. */
const el = (tagName: string, extra: { type?: string; ariaDisabled?: boolean; disabled?: boolean; control?: boolean; editable?: boolean } = {}) => ({
  tagName,
  type: extra.type,
  isContentEditable: extra.editable ?? false,
  closest: () =>
    extra.control === false
      ? null
      : { getAttribute: (name: string) => (name === 'aria-disabled' && extra.ariaDisabled ? 'true' : null), disabled: extra.disabled ?? false },
});
const key = (k: string, target: unknown, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; isComposing: boolean; defaultPrevented: boolean }> = {}) =>
  gameKeyOf({ key: k, target: target as EventTarget, altKey: false, ctrlKey: false, metaKey: false, isComposing: false, defaultPrevented: false, ...mods });

describe('answer keys (issue 34: keyboard answers on a desktop)', () => {
  const page = el('BODY', { control: false });

  it('1-9 are option numbers and Enter goes on, from the page or a heading', () => {
    expect(key('1', page)).toBe(1);
    expect(key('4', page)).toBe(4);
    expect(key('Enter', el('H2', { control: false }))).toBe('enter');
    expect(key('0', page)).toBeNull();
    expect(key('a', page)).toBeNull();
  });

  it('never while the learner types: a text input, a text area, a select, an editor', () => {
    for (const target of [el('INPUT', { type: 'text' }), el('INPUT'), el('INPUT', { type: 'search' }), el('TEXTAREA'), el('SELECT'), el('DIV', { editable: true, control: false })]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(key('2', target)).toBeNull();
      expect(key('Enter', target)).toBeNull();
    }
  });

  it('a ticked checkbox or a focused option still takes the numbers', () => {
    expect(isTypingTarget(el('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(key('3', el('INPUT', { type: 'checkbox' }))).toBe(3);
    expect(key('2', el('BUTTON'))).toBe(2);
  });

  it('Enter on a live button or link is the button’s own; on a locked option it goes on', () => {
    expect(key('Enter', el('BUTTON'))).toBeNull();
    expect(key('Enter', el('A'))).toBeNull();
    expect(key('Enter', el('BUTTON', { ariaDisabled: true }))).toBe('enter');
    expect(key('Enter', el('SPAN', { ariaDisabled: true }))).toBe('enter');
  });

  it('no shortcut with a modifier, while composing, or when something else took the key', () => {
    expect(key('1', page, { ctrlKey: true })).toBeNull();
    expect(key('1', page, { metaKey: true })).toBeNull();
    expect(key('1', page, { altKey: true })).toBeNull();
    expect(key('Enter', page, { isComposing: true })).toBeNull();
    expect(key('1', page, { defaultPrevented: true })).toBeNull();
  });
});
