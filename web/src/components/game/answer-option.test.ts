import i18next from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { play as en } from '../../i18n/locales/en/play';
import { play as es } from '../../i18n/locales/es/play';
import { play as fr } from '../../i18n/locales/fr/play';
import { AnswerOption, answerStateOf, fitsTwoColumns, type AnswerState } from './answer-option';
import { FeedbackLine } from './feedback-line';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'es',
  resources: { es: { translation: es }, en: { translation: en }, fr: { translation: fr } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
const noop = () => undefined;
const option = (state: AnswerState, extra: Partial<Parameters<typeof AnswerOption>[0]> = {}) =>
  render(createElement(AnswerOption, { state, locked: state !== 'idle' && state !== 'selected', onChoose: noop, badge: 'B', children: 'Oshún', ...extra }));

describe('answerStateOf', () => {
  it('is idle or selected before the verdict, whatever is right', () => {
    expect(answerStateOf({ picked: false, answered: false, right: true })).toBe('idle');
    expect(answerStateOf({ picked: true, answered: false, right: false })).toBe('selected');
  });

  it('after the verdict marks the pick right or wrong and the right option not picked as missed', () => {
    expect(answerStateOf({ picked: true, answered: true, right: true })).toBe('right');
    expect(answerStateOf({ picked: true, answered: true, right: false })).toBe('wrong');
    expect(answerStateOf({ picked: false, answered: true, right: true })).toBe('missed');
    expect(answerStateOf({ picked: false, answered: true, right: false })).toBe('idle');
  });
});

describe('AnswerOption', () => {
  it('idle: a pressable button with its letter, no verdict, no green or red', () => {
    const markup = option('idle');
    expect(markup).toMatch(/^<button type="button" aria-pressed="false"/);
    expect(markup).not.toContain('aria-disabled');
    expect(markup).toContain('data-state="idle"');
    expect(markup).not.toContain('answer-mark');
    expect(markup).not.toMatch(/forest-soft|clay/);
  });

  it('selected: pressed, neutral (not green before the server judged), a spinner while sending', () => {
    const markup = option('selected', { sending: true, locked: true });
    expect(markup).toContain('aria-pressed="true"');
    expect(markup).toContain('aria-disabled="true"');
    expect(markup).toContain('border-ink bg-sand');
    expect(markup).not.toMatch(/forest-soft|clay/);
    expect(markup).toContain('animate-spin');
  });

  it('right: green, a check icon and the words, inside the button (read with the option)', () => {
    const markup = option('right');
    expect(markup).toContain('aria-pressed="true"');
    expect(markup).toContain('border-forest bg-forest-soft');
    expect(markup).toContain('data-mark="right"');
    expect(markup).toContain('lucide-check');
    expect(markup).toMatch(/Tu respuesta\u00a0· correcta<\/span><\/span><\/button>$/);
  });

  it('wrong: red, a cross and "Tu respuesta · incorrecta" in visible words; never the green of a right answer', () => {
    const markup = option('wrong');
    expect(markup).toContain('border-clay bg-clay-soft');
    expect(markup).not.toContain('forest-soft');
    expect(markup).toContain('data-mark="wrong"');
    expect(markup).toContain('lucide-x');
    // The words are neither hidden from assistive tech nor visually: only the icon is decoration.
    expect(markup).toMatch(/<span class="min-w-0">Tu respuesta\u00a0· incorrecta<\/span>/);
  });

  it('missed: the right answer the learner did not pick is still marked right, in words', () => {
    const markup = option('missed');
    expect(markup).toContain('aria-pressed="false"');
    expect(markup).toContain('border-forest bg-forest-soft');
    expect(markup).toContain('Respuesta correcta');
    expect(option('missed', { multi: true })).toContain('Correcta, sin marcar');
  });

  it('a number key: named to assistive tech, shown only while the option can be chosen', () => {
    const idle = option('idle', { shortcut: 2 });
    expect(idle).toContain('aria-keyshortcuts="2"');
    expect(idle).toMatch(/<kbd class="hidden [^"]*sm:pointer-fine:inline-flex[^"]*" aria-hidden="true" data-testid="answer-key">2<\/kbd>/);
    expect(option('wrong', { shortcut: 2 })).not.toContain('answer-key');
    expect(option('selected', { shortcut: 2, locked: true })).not.toContain('answer-key');
    expect(option('idle')).not.toContain('aria-keyshortcuts');
  });

  it('removed: set aside by a hint, struck through, not choosable, in words', () => {
    const markup = option('removed', { locked: false, markLabel: 'Descartada' });
    expect(markup).toContain('aria-disabled="true"');
    expect(markup).toContain('data-removed="true"');
    expect(markup).toContain('line-through');
    expect(markup).toContain('Descartada');
  });

  it('as a checkbox for several answers: ticked when picked, the verdict in the label', () => {
    const markup = option('wrong', { control: 'checkbox', badge: undefined });
    expect(markup).toMatch(/^<label/);
    expect(markup).toMatch(/<input type="checkbox"[^>]*checked=""/);
    expect(markup).toContain('Tu respuesta\u00a0· incorrecta');
    expect(option('missed', { control: 'checkbox', badge: undefined })).not.toContain('checked=""');
  });

  it('speaks the learner’s language', async () => {
    await i18n.changeLanguage('en');
    expect(option('wrong')).toContain('Your answer\u00a0· incorrect');
    expect(option('right')).toContain('Your answer\u00a0· correct');
    expect(option('missed')).toContain('Correct answer');
    await i18n.changeLanguage('fr');
    expect(option('wrong')).toContain('Votre réponse\u00a0· incorrecte');
    expect(option('right')).toContain('Votre réponse\u00a0· correcte');
    expect(option('missed')).toContain('Bonne réponse');
    await i18n.changeLanguage('es');
  });
});

describe('FeedbackLine', () => {
  it('says the verdict in words with an icon, coloured by it', () => {
    const right = render(createElement(FeedbackLine, { verdict: 'right', children: '¡Correcto!' }));
    expect(right).toMatch(/^<h3[^>]*data-verdict="right"/);
    expect(right).toContain('text-forest');
    expect(right).toContain('¡Correcto!');
    const wrong = render(createElement(FeedbackLine, { verdict: 'wrong', children: 'Respuesta incorrecta' }));
    expect(wrong).toContain('text-clay');
    expect(wrong).toContain('lucide-circle-x');
  });
});

describe('fitsTwoColumns', () => {
  it('puts short options two by two, and one a row when a word would be cut', () => {
    expect(fitsTwoColumns(['Baba Ejiogbe', 'Ojuani Losure', '11011101', 'miércoles'])).toBe(true);
    expect(fitsTwoColumns(['rojo', 'multicolor'])).toBe(false);
    expect(fitsTwoColumns(['Una respuesta larga de varias palabras'])).toBe(false);
  });
});
