import i18next from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { play } from '../../i18n/locales/es/play';
import { LevelUpBanner } from './level-up-banner';
import { MistakesList } from './mistakes-list';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'es', resources: { es: { translation: { ...play } } }, interpolation: { escapeValue: false }, initAsync: false, showSupportNotice: false });
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
const labels = (markup: string) => [...markup.matchAll(/role="img" aria-label="([^"]+)"/g)].map((m) => m[1]);

describe('MistakesList markup', () => {
  it("draws the sign a 'Which sign is this?' question showed, named in words, with the right name", () => {
    const markup = render(createElement(MistakesList, { mistakes: [{ questionId: 'q1', question: '¿Qué signo es este?', pattern: '11110000', yours: ['Odi Meji'], right: ['Ogbe Yeku'] }] }));
    expect(markup).toContain('data-testid="mistake-drawing"');
    expect(labels(markup)).toEqual(['Signo dibujado. Pata derecha: sencilla, sencilla, sencilla, sencilla. Pata izquierda: doble, doble, doble, doble.']);
    expect(markup).toMatch(/Respuesta correcta:<\/span> <span class="[^"]*"><span>Ogbe Yeku<\/span>/);
  });

  it('draws answers that are patterns (a built sign) and the pattern of a matching pair; words stay words', () => {
    const markup = render(
      createElement(MistakesList, {
        mistakes: [
          { questionId: 'q2', question: 'Construye Ogbe Yeku', yours: ['00001111'], right: ['11110000'] },
          { questionId: 'q3', question: 'Une cada signo con su dibujo', yours: ['Ogbe Yeku — 00001111'], right: ['Ogbe Yeku — 11110000', 'Oyekun Meji — 00000000'] },
        ],
      }),
    );
    expect(markup).not.toContain('data-testid="mistake-drawing"');
    expect(labels(markup)).toHaveLength(5);
    expect(labels(markup)[0]).toBe('Signo dibujado. Pata derecha: doble, doble, doble, doble. Pata izquierda: sencilla, sencilla, sencilla, sencilla.');
    expect(markup).not.toContain('00001111<');
    expect(markup).toContain('Repasa tus errores');
  });

  it('says when there is no mistake, in the words of a game or of a session', () => {
    expect(render(createElement(MistakesList, { mistakes: [] }))).toContain('Ningún error en esta partida.');
    expect(render(createElement(MistakesList, { mistakes: [], kind: 'session' }))).toContain('Ningún error en esta sesión.');
  });
});

describe('LevelUpBanner markup', () => {
  it('is a polite status the page can focus, that moves only when motion is allowed', () => {
    const markup = render(createElement(LevelUpBanner, { level: 12, id: 'view-heading' }));
    const tag = markup.match(/<div[^>]*data-testid="level-up"[^>]*>/)?.[0] ?? '';
    expect(tag).toContain('id="view-heading"');
    expect(tag).toContain('tabindex="-1"');
    expect(tag).toContain('role="status"');
    // Every animation is behind motion-safe: none under prefers-reduced-motion.
    expect(markup.match(/animate-\[/g)).toHaveLength(markup.match(/motion-safe:animate-\[/g)?.length ?? 0);
    expect(markup).toContain('¡Subiste al nivel 12!');
  });
});
