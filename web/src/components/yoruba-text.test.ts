import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NameText, YoText, namingOf } from './yoruba-text';

const EJIOGBE = { lucumi: 'Baba Ejiogbe', yoruba: 'Èjì Ogbè' };
const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe('Yorùbá text in the page (issue 11)', () => {
  it('renders a name as the setting wants it, the Yorùbá part in lang="yo"', () => {
    expect(html(createElement(NameText, { pair: EJIOGBE, naming: 'lucumi' }))).toBe('Baba Ejiogbe');
    expect(html(createElement(NameText, { pair: EJIOGBE, naming: 'yoruba' }))).toBe('<span lang="yo">Èjì Ogbè</span>');
    expect(html(createElement(NameText, { pair: EJIOGBE, naming: 'both' }))).toBe('Baba Ejiogbe (<span lang="yo">Èjì Ogbè</span>)');
  });

  it("marks each of a question's yo_terms in its text, and nothing else", () => {
    const text = '¿Qué signo es Èjì Ogbè? Pista: no es Ọ̀yẹ̀kú Méjì.';
    const out = html(createElement(YoText, { text, terms: ['Èjì Ogbè', 'Ọ̀yẹ̀kú Méjì'] }));
    expect(out).toBe('¿Qué signo es <span lang="yo">Èjì Ogbè</span>? Pista: no es <span lang="yo">Ọ̀yẹ̀kú Méjì</span>.');
    expect(html(createElement(YoText, { text, terms: undefined }))).toBe(text);
    expect(html(createElement(YoText, { text: 'Baba Ejiogbe', terms: ['Èjì Ogbè'] }))).not.toContain('lang=');
  });

  it('reads a user without the setting (stored before it existed) as Lucumí', () => {
    expect(namingOf(undefined)).toBe('lucumi');
    expect(namingOf({} as { naming: 'yoruba' })).toBe('lucumi');
    expect(namingOf({ naming: 'yoruba' })).toBe('yoruba');
  });
});
