/**
 * A sign of Ifá drawn as the diviner marks it (spec 2, study screen): two columns of four
 * rows, a single line for 1 and a double line for 0; the first four characters are the
 * right column, the last four the left.
 */
export function SignGlyph({ pattern, className, color = 'currentColor' }: { pattern: string; className?: string; color?: string }) {
  const right = pattern.slice(0, 4).split('');
  const left = pattern.slice(4, 8).split('');
  const row = (bit: string, x: number, y: number, key: string) =>
    bit === '1' ? (
      <rect key={key} x={x} y={y} width="18" height="5" rx="2.5" fill={color} />
    ) : (
      <g key={key}>
        <rect x={x} y={y} width="7" height="5" rx="2.5" fill={color} />
        <rect x={x + 11} y={y} width="7" height="5" rx="2.5" fill={color} />
      </g>
    );
  return (
    <svg viewBox="0 0 56 52" className={className} aria-hidden="true" focusable="false">
      {left.map((bit, i) => row(bit, 4, 4 + i * 12, `l${i}`))}
      {right.map((bit, i) => row(bit, 34, 4 + i * 12, `r${i}`))}
    </svg>
  );
}
