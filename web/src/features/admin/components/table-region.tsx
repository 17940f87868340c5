import type { ReactNode } from 'react';

/**
 * A wide table at 360 px scrolls sideways inside a labelled, focusable region, so keyboard
 * users can scroll it too (WCAG 2.1.1; axe 'scrollable-region-focusable').
 */
export function TableRegion({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block" data-testid={testId}>
      {children}
    </div>
  );
}

