import { describe, expect, it } from 'vitest';
import { signOfDayPosition, studyLine, utcDay } from '../../src/domain/practice/sign-of-day.js';

const DAY_MS = 86_400_000;

describe('sign of the day', () => {
  it('is the same all through a UTC day, for everyone', () => {
    const start = new Date('2026-06-15T00:00:00.000Z');
    const end = new Date('2026-06-15T23:59:59.999Z');
    expect(signOfDayPosition(start)).toBe(signOfDayPosition(end));
    expect(utcDay(start)).toBe('2026-06-15');
    expect(utcDay(end)).toBe('2026-06-15');
    // 23:30 in Havana is already the next UTC day: the sign follows the UTC date, not the learner's.
    expect(utcDay(new Date('2026-06-16T03:30:00Z'))).toBe('2026-06-16');
  });

  it('changes at UTC midnight', () => {
    const before = new Date('2026-06-15T23:59:59.999Z');
    const after = new Date('2026-06-16T00:00:00.000Z');
    expect(signOfDayPosition(after)).not.toBe(signOfDayPosition(before));
  });

  it('is a position 1..256, and 256 consecutive days show every sign once', () => {
    for (const startIso of ['2026-01-01T12:00:00Z', '1969-12-01T12:00:00Z', '2099-07-04T00:00:00Z']) {
      const start = Date.parse(startIso);
      const seen = new Set<number>();
      let previous = 0;
      for (let d = 0; d < 256; d++) {
        const p = signOfDayPosition(new Date(start + d * DAY_MS));
        expect(p).toBeGreaterThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(256);
        expect(Number.isInteger(p)).toBe(true);
        expect(p).not.toBe(previous);
        previous = p;
        seen.add(p);
      }
      expect(seen.size).toBe(256);
    }
  });

  it('does not walk the catalogue in order (consecutive days are far apart)', () => {
    const a = signOfDayPosition(new Date('2026-06-15T12:00:00Z'));
    const b = signOfDayPosition(new Date('2026-06-16T12:00:00Z'));
    expect(Math.abs(a - b)).toBeGreaterThan(1);
  });
});

describe('study line', () => {
  it('is the first sentence', () => {
    expect(studyLine('Habla de la luz y del comienzo. En este signo nace el día. Otra frase.')).toBe('Habla de la luz y del comienzo.');
    expect(studyLine('¿Qué enseña? Mucho.')).toBe('¿Qué enseña?');
    expect(studyLine('Nace la paciencia… y luego el orden.')).toBe('Nace la paciencia…');
  });

  it('keeps a closing quote with its sentence, and a number\u2019s dot inside it', () => {
    expect(studyLine('Dice «quien espera, alcanza.» Luego sigue.')).toBe('Dice «quien espera, alcanza.»');
    expect(studyLine('Tiene 3.5 partes de algo. Fin.')).toBe('Tiene 3.5 partes de algo.');
  });

  it('drops headings, leading markdown markers and emphasis, and folds spaces and line breaks', () => {
    expect(studyLine('## Significado\n\n**Habla** de la luz.  Y más.')).toBe('Habla de la luz.');
    expect(studyLine('Habla de la\n   luz. Y más.')).toBe('Habla de la luz.');
    expect(studyLine('> Cita del signo.\nResto.')).toBe('Cita del signo.');
    expect(studyLine('- Primer punto del signo. Segundo.')).toBe('Primer punto del signo.');
    expect(studyLine('1. Un punto numerado. Otro.')).toBe('Un punto numerado.');
  });

  it('a text without a sentence end is kept whole when it fits', () => {
    expect(studyLine('Signo de la paciencia')).toBe('Signo de la paciencia');
  });

  it('cuts a long first sentence at a word boundary with an ellipsis, within the limit', () => {
    const long = `${'palabra '.repeat(40)}final.`;
    const line = studyLine(long, 60);
    expect(line.length).toBeLessThanOrEqual(60);
    expect(line.endsWith('palabra…')).toBe(true);
    expect(line).not.toMatch(/\s…$/);
    // The default limit is 160.
    expect(studyLine(long).length).toBeLessThanOrEqual(160);
    expect(studyLine(long).endsWith('…')).toBe(true);
  });

  it('cuts inside a single long word when there is no space', () => {
    expect(studyLine('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('an empty or blank text gives an empty line', () => {
    expect(studyLine('')).toBe('');
    expect(studyLine('  \n ## ')).toBe('');
  });
});
