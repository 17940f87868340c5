import i18next from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { play } from '../../../i18n/locales/es/play';
import { signs } from '../../../i18n/locales/es/signs';
import type { SignsAnswerResult } from '../api/submit-signs-answer';
import type { PlayQuestion } from '../machine/signs-machine';
import { MatchingPanel } from './matching-panel';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'es',
  resources: { es: { translation: { ...play, ...signs } } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
const noop = () => undefined;

const question: PlayQuestion = {
  id: 'q1',
  type: 'matching',
  topic: 'binary_patterns',
  question: 'Relaciona cada signo con su pareja (signo — patrón binario).',
  options: [],
  is_multiple_answer: true,
  match_names: ['Odi Meji', 'Baba Ejiogbe', 'Iwori Meji'],
  match_values: ['11111111', '01100110', '10011001'],
};
const panel = (props: { submitted?: string[] | null; feedback?: SignsAnswerResult | null; locked?: boolean }) =>
  render(createElement(MatchingPanel, { question, locked: false, sending: false, submitted: null, feedback: null, onAnswer: noop, ...props }));

describe('MatchingPanel', () => {
  it('shows two columns of buttons, names and drawings, none paired, confirm disabled', () => {
    const markup = panel({});
    expect(markup.match(/data-testid="match-name"/g)).toHaveLength(3);
    expect(markup.match(/data-testid="match-value"/g)).toHaveLength(3);
    expect(markup).toContain('>Signos</h3>');
    expect(markup).toContain('>Dibujos</h3>');
    // Drawn patterns with their digits for screen readers; no pair numbers yet.
    expect(markup).toContain('aria-label="patrón 11111111"');
    expect(markup).not.toContain('pair-number');
    // Every item is a toggle described by the instructions; arrows find them by column and row.
    expect(markup.match(/aria-pressed="false"/g)).toHaveLength(6);
    expect(markup).toMatch(/data-col="1" data-row="2"/);
    expect(markup).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-testid="confirm-pairs"/);
    expect(markup).toContain('Confirmar parejas (0 de 3)');
    expect(markup).toMatch(/role="status" aria-live="polite"/);
  });

  it('once judged, shows each pair right or wrong in words, and the right partner of the wrong ones', () => {
    const submitted = ['Odi Meji — 10011001', 'Baba Ejiogbe — 01100110', 'Iwori Meji — 11111111'];
    const feedback = {
      correct: false,
      correct_answer: '',
      correct_answers: ['Odi Meji — 10011001', 'Baba Ejiogbe — 11111111', 'Iwori Meji — 01100110'],
      submitted_answers: submitted,
      is_multiple_answer: true,
      correctly_selected: ['Odi Meji — 10011001'],
      incorrectly_selected: submitted.slice(1),
      missed_answers: ['Baba Ejiogbe — 11111111', 'Iwori Meji — 01100110'],
      learning_reference: null,
      wrong_answers: 1,
      disqualified: false,
    } satisfies SignsAnswerResult;
    const markup = panel({ submitted, feedback, locked: true });
    expect(markup).not.toContain('match-name');
    const rows = [...markup.matchAll(/<li[^>]*data-testid="match-result"[^>]*>.*?<\/li>/g)].map((m) => m[0]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('data-state="right"');
    expect(rows[0]).toContain('Pareja correcta');
    expect(rows[0]).not.toContain('match-right-partner');
    expect(rows[1]).toContain('data-state="wrong"');
    expect(rows[1]).toContain('Pareja incorrecta');
    expect(rows[1]).toContain('border-clay');
    // The right partner of Baba Ejiogbe is drawn: 11111111.
    expect(rows[1]).toMatch(/data-testid="match-right-partner".*aria-label="patrón 11111111"/);
  });

  it('a timed-out question shows every name without a partner, and its right partner', () => {
    const feedback = {
      correct: false,
      correct_answer: '',
      correct_answers: ['Odi Meji — 10011001', 'Baba Ejiogbe — 11111111', 'Iwori Meji — 01100110'],
      submitted_answers: [],
      is_multiple_answer: true,
      correctly_selected: [],
      incorrectly_selected: [],
      missed_answers: [],
      learning_reference: null,
      wrong_answers: 1,
      disqualified: false,
    } satisfies SignsAnswerResult;
    const markup = panel({ submitted: null, feedback, locked: true });
    expect(markup.match(/data-state="missed"/g)).toHaveLength(3);
    expect(markup.match(/Sin pareja/g)!.length).toBeGreaterThanOrEqual(3);
    expect(markup.match(/match-right-partner/g)).toHaveLength(3);
  });
});
