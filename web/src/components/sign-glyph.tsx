/**
 * A sign of Ifá drawn as the diviner marks it (spec 2, study screen): two columns of four
 * rows, a single line for 1 and a double line for 0; the first four characters are the
 * right column, the last four the left.
 */

/** The eight marks of a pattern by column, top to bottom (right column = first four characters). */
export function signColumns(pattern: string) {
  const marks = pattern.split('').map((bit) => (bit === '1' ? ('single' as const) : ('double' as const)));
  return { right: marks.slice(0, 4), left: marks.slice(4, 8) };
}

/**
 * The marks in words for a screen reader, e.g. right 'single, single, single, single' and left
 * 'double, double, double, double'. The caller passes the words in the UI language.
 */
export function signMarksInWords(pattern: string, words: { single: string; double: string }) {
  const { right, left } = signColumns(pattern);
  return { right: right.map((m) => words[m]).join(', '), left: left.map((m) => words[m]).join(', ') };
}

const ROW_TOP = 4;
const ROW_STEP = 12;
const COLUMN_X = { left: 4, right: 34 } as const;

interface SignGlyphProps {
  pattern: string;
  className?: string;
  color?: string;
  /**
   * The already translated accessible name (the sign's name and its marks in words). With it the
   * drawing is an image for assistive technology; without it, decoration (hidden).
   */
  label?: string | undefined;
}

export function SignGlyph({ pattern, className, color = 'currentColor', label }: SignGlyphProps) {
  const columns = signColumns(pattern);
  const mark = (kind: 'single' | 'double', side: 'left' | 'right', row: number) => {
    const x = COLUMN_X[side];
    const y = ROW_TOP + row * ROW_STEP;
    return (
      <g key={`${side}${row}`} data-side={side} data-row={row} data-mark={kind}>
        {kind === 'single' ? (
          <rect x={x} y={y} width="18" height="5" rx="2.5" fill={color} />
        ) : (
          <>
            <rect x={x} y={y} width="7" height="5" rx="2.5" fill={color} />
            <rect x={x + 11} y={y} width="7" height="5" rx="2.5" fill={color} />
          </>
        )}
      </g>
    );
  };
  return (
    <svg
      viewBox="0 0 56 52"
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {columns.left.map((kind, row) => mark(kind, 'left', row))}
      {columns.right.map((kind, row) => mark(kind, 'right', row))}
    </svg>
  );
}
