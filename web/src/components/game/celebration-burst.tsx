import type { CSSProperties } from 'react';

const COLOURS = ['#d9a521', '#1d4a37', '#a9461f', '#f8ecc8', '#3f7d5e'];
const PIECES = 28;

/**
 * A passed game's moment (issue 27, part 9): cowrie-shaped pieces fall once behind the heading.
 * Decorative only (hidden from assistive technology, never in the way of a click), and not drawn
 * at all under prefers-reduced-motion. The layout is fixed, not random, so the screen is the
 * same on every visit and in every screenshot.
 */
export function CelebrationBurst() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-96 overflow-hidden motion-reduce:hidden" data-testid="celebration-burst">
      {Array.from({ length: PIECES }, (_, i) => {
        const style = {
          left: `${(i * 37) % 100}%`,
          backgroundColor: COLOURS[i % COLOURS.length],
          animation: `cowrie-fall ${1.6 + (i % 5) * 0.25}s ease-in ${(i % 7) * 0.12}s 1 both`,
          '--spin': `${(i % 2 ? 1 : -1) * (240 + (i % 4) * 90)}deg`,
        } as CSSProperties;
        return <span key={i} className="absolute top-0 block h-3 w-2 rounded-full shadow-sm" style={style} />;
      })}
    </div>
  );
}
