import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// The catalogue's own facts (test only: app code never imports server code).
import { ODU_CATALOGUE } from '../../../functions/src/content/odu-catalogue';
import { SignGlyph, signMarksInWords } from './sign-glyph';

interface Rect {
  x: number;
  y: number;
  width: number;
}

/** The rectangles actually drawn, read back from the SVG markup. */
function rectsOf(markup: string): Rect[] {
  return [...markup.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    width: Number(m[3]),
  }));
}

const VIEW_WIDTH = 56;

/**
 * What the drawing shows at one place: the rectangles on that row and on that half of the
 * picture. One long line is a single mark, two short ones a double mark.
 */
function drawnMark(rects: Rect[], side: 'left' | 'right', row: number): 'single' | 'double' | 'unclear' {
  const rowYs = [...new Set(rects.map((r) => r.y))].sort((a, b) => a - b);
  const y = rowYs[row];
  const here = rects.filter((r) => r.y === y && (side === 'right' ? r.x >= VIEW_WIDTH / 2 : r.x + r.width <= VIEW_WIDTH / 2));
  if (here.length === 1 && here[0]!.width >= 16) return 'single';
  if (here.length === 2 && here.every((r) => r.width < 10)) return 'double';
  return 'unclear';
}

describe('SignGlyph', () => {
  it('covers the whole catalogue', () => {
    expect(ODU_CATALOGUE).toHaveLength(256);
  });

  it.each(ODU_CATALOGUE.map((f) => [f.position, f.name, f.binary_pattern] as const))(
    'draws sign %i (%s, %s): first four characters on the right, 1 single, 0 double',
    (_position, _name, pattern) => {
      const rects = rectsOf(renderToStaticMarkup(createElement(SignGlyph, { pattern })));
      expect(rects).toHaveLength([...pattern].reduce((n, bit) => n + (bit === '1' ? 1 : 2), 0));
      for (let row = 0; row < 4; row++) {
        expect(drawnMark(rects, 'right', row), `right column, row ${row + 1}`).toBe(pattern[row] === '1' ? 'single' : 'double');
        expect(drawnMark(rects, 'left', row), `left column, row ${row + 1}`).toBe(pattern[4 + row] === '1' ? 'single' : 'double');
      }
    },
  );

  it('is decoration without a label and a named image with one', () => {
    const hidden = renderToStaticMarkup(createElement(SignGlyph, { pattern: '11110000' }));
    expect(hidden).toContain('aria-hidden="true"');
    expect(hidden).not.toContain('role="img"');

    const words = signMarksInWords('11110000', { single: 'single', double: 'double' });
    const label = `Ogbe Yeku: right column ${words.right}; left column ${words.left}`;
    const named = renderToStaticMarkup(createElement(SignGlyph, { pattern: '11110000', label }));
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Ogbe Yeku: right column single, single, single, single; left column double, double, double, double"');
    expect(named).not.toContain('aria-hidden');
  });

  it('reads the marks top to bottom in each column', () => {
    expect(signMarksInWords('01101000', { single: 'simple', double: 'doble' })).toEqual({
      right: 'doble, simple, simple, doble',
      left: 'simple, doble, doble, doble',
    });
  });
});
