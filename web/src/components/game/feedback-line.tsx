import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../cx';

export type Verdict = 'right' | 'wrong' | 'timeout';

interface FeedbackLineProps {
  verdict: Verdict;
  /** The words ('¡Correcto!', 'Respuesta incorrecta'...): never the colour alone (WCAG 1.4.1). */
  children: ReactNode;
  id?: string;
  /** Heading level of the line inside its panel. */
  as?: 'h2' | 'h3' | 'p';
  className?: string;
  testId?: string;
}

/** The verdict after an answer, in icon, words and colour: the same line in every game and the review. */
export function FeedbackLine({ verdict, children, id, as: Tag = 'h3', className, testId = 'feedback-verdict' }: FeedbackLineProps) {
  const Icon = verdict === 'right' ? CircleCheck : verdict === 'timeout' ? Clock : CircleX;
  return (
    <Tag
      id={id}
      className={cx('flex items-center gap-2 text-xl font-semibold sm:text-2xl', verdict === 'right' ? 'text-forest' : 'text-clay', className)}
      data-testid={testId}
      data-verdict={verdict}
    >
      <Icon className="h-7 w-7 shrink-0" aria-hidden="true" />
      {children}
    </Tag>
  );
}
