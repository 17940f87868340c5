import type { ReviewQuestion } from '@ifa/shared';
import i18next from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { play } from '../../../i18n/locales/es/play';
import { practiceScreens } from '../../../i18n/locales/es/practice-screens';
import { practiceWidgets } from '../../../i18n/locales/es/practice-widgets';
import { BuildQuestion } from './build-question';
import { HintPanel } from './hint-panel';
import { ReadQuestion } from './read-question';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'es',
  // play: the shared answer option's words ('Descartada', 'Tu respuesta · incorrecta').
  resources: { es: { translation: { ...play, ...practiceWidgets, ...practiceScreens } } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
const noop = () => undefined;
/** The opening tag of the first element with this test id. */
const tagOf = (markup: string, testId: string) => markup.match(new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`))?.[0] ?? '';
const panel = (props: Partial<Parameters<typeof HintPanel>[0]>) =>
  render(createElement(HintPanel, { hint: null, hinting: false, locked: false, answered: false, onHint: noop, ...props }));

describe('HintPanel markup', () => {
  it('offers the hint and says beforehand what it costs', () => {
    const markup = panel({});
    const button = tagOf(markup, 'review-hint');
    expect(button).not.toContain('aria-disabled="');
    expect(markup).toContain('Pista</button>');
    const costId = button.match(/aria-describedby="([^"]+)"/)?.[1];
    // The cost note is the button's description (its classes vary with the screen height).
    expect(markup).toMatch(new RegExp(`id="${costId}" class="[^"]*">Con pista, una respuesta correcta cuenta como «Difícil».</p>`));
    expect(markup).not.toContain('data-testid="hint-text"');
  });

  it('keeps the button focusable but unavailable while the hint loads, with a spinner', () => {
    const button = tagOf(panel({ hinting: true, locked: true }), 'review-hint');
    expect(button).toContain('aria-disabled="true"');
    expect(button).toContain('aria-busy="true"');
    expect(button).not.toMatch(/\sdisabled=""/);
    expect(panel({ hinting: true, locked: true })).toContain('animate-spin');
  });

  it("names a sign's right leg and says its column top to bottom (1 single, 0 double)", () => {
    const markup = panel({ hint: { right_leg: 'Odi', right_column: '1001' } });
    expect(tagOf(markup, 'review-hint')).toContain('aria-disabled="true"');
    const note = markup.slice(markup.indexOf('data-testid="hint-text"'));
    expect(note).toContain('Pista: su pata derecha es Odi.');
    expect(note).toContain('De arriba abajo: sencilla, doble, doble, sencilla.');
    expect(note).toMatch(/aria-hidden="true"[^>]*><span>I<\/span><span>II<\/span><span>II<\/span><span>I<\/span><\/span>/);
    // In a live region, so it is announced when it comes.
    expect(markup).toMatch(/<div aria-live="polite"><div[^>]*data-testid="hint-text"/);
  });

  it('after answering, drops the button and keeps the hint', () => {
    const markup = panel({ hint: { removed: ['a', 'b'] }, answered: true });
    expect(markup).not.toContain('data-testid="review-hint"');
    expect(markup).toContain('Pista: dos opciones descartadas.');
    expect(panel({ answered: true })).not.toContain('data-testid="review-hint"');
  });
});

describe('the hint in the questions', () => {
  const fact: ReviewQuestion = {
    id: 'q1',
    kind: 'fact',
    is_new: false,
    prompt: '¿Cuál es el color de Oshún?',
    options: ['Amarillo', 'Blanco', 'Rojo', 'Azul'],
    seconds: 15,
  };
  const readProps = { question: fact, locked: false, sending: false, submitted: null, feedback: null, hinting: false, onAnswer: noop, onHint: noop };

  it('sets the removed options of a fact aside, in words and not by colour alone', () => {
    const markup = render(createElement(ReadQuestion, { ...readProps, hint: { removed: ['Blanco', 'Azul'] } }));
    const options = [...markup.matchAll(/<button[^>]*data-testid="read-option"[^>]*>.*?<\/button>/g)].map((m) => m[0]);
    expect(options).toHaveLength(4);
    const setAside = options.filter((option) => option.includes('data-removed="true"'));
    expect(setAside).toHaveLength(2);
    for (const option of setAside) {
      expect(option).toContain('aria-disabled="true"');
      expect(option).toContain('line-through');
      expect(option).toContain('Descartada');
    }
    expect(setAside[0]).toContain('Blanco');
    expect(setAside[1]).toContain('Azul');
    const open = options.filter((option) => !option.includes('data-removed'));
    expect(open.every((option) => !option.includes('aria-disabled="') && !option.includes('Descartada'))).toBe(true);
  });

  it('comes before the options and before the opón in the tab order', () => {
    const read = render(createElement(ReadQuestion, { ...readProps, hint: null }));
    expect(read.indexOf('data-testid="review-hint"')).toBeGreaterThan(-1);
    expect(read.indexOf('data-testid="review-hint"')).toBeLessThan(read.indexOf('data-testid="read-option"'));
    const build = render(
      createElement(BuildQuestion, { question: { id: 'q2', kind: 'build', is_new: true, name: 'Ogbe Yeku', seconds: 30 }, locked: false, sending: false, feedback: null, hint: null, hinting: false, onAnswer: noop, onHint: noop }),
    );
    expect(build.indexOf('data-testid="review-hint"')).toBeGreaterThan(-1);
    expect(build.indexOf('data-testid="review-hint"')).toBeLessThan(build.indexOf('role="grid"'));
    expect(build.indexOf('data-testid="review-hint"')).toBeLessThan(build.indexOf('data-testid="build-check"'));
  });
});
