import type { ReactNode } from 'react';
import { cx } from './cx';

interface CardProps {
  title?: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
  headingLevel?: 2 | 3;
}

/** A titled section; the title is a real heading so screen-reader users can jump between cards. */
export function Card({ title, icon, action, children, className, testId, headingLevel = 2 }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // data-card: the layout tests find every card by it (no card may lie over another, issue 34).
    <section className={cx('rounded-3xl border border-line bg-white p-5 shadow-[0_1px_0_rgb(0_0_0/0.02),0_8px_24px_-12px_rgb(31_26_20/0.12)] sm:p-6', className)} data-testid={testId} data-card="">
      {title ? (
        <div className="mb-4 flex items-center justify-between gap-3">
          <Heading className="flex items-center gap-2 text-lg font-semibold text-ink">
            {icon ? <span className="text-forest">{icon}</span> : null}
            {title}
          </Heading>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
