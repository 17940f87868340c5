import type { ReactNode } from 'react';

/**
 * Below 768 px a table becomes a list of cards (spec 2: usable at 360 px without scrolling
 * sideways to reach a row's actions); from 768 px the table is shown instead.
 */
export function CardList({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <ul aria-label={label} className="space-y-3 md:hidden" data-testid={testId}>
      {children}
    </ul>
  );
}

/** One card: a title line and its facts as label/value pairs. */
export function ListCard({ title, facts, children, testId }: { title: ReactNode; facts: Array<[string, ReactNode]>; children?: ReactNode; testId?: string }) {
  return (
    <li className="rounded-2xl border border-line bg-white p-4 text-sm shadow-sm" data-testid={testId}>
      <div className="text-ink">{title}</div>
      {facts.length ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children ? <div className="mt-3 border-t border-line pt-3">{children}</div> : null}
    </li>
  );
}
