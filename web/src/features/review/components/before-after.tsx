import { ODDUN_LIST_SECTIONS } from '@ifa/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';

/** A list's entries come one a line; a text's paragraphs apart by a blank line (the queue's shape). */
const partsOf = (text: string | null, list: boolean) =>
  (text ?? '')
    .split(list ? /\n/ : /\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

interface BeforeAfterProps {
  section: string;
  /** The language learners read the section in. */
  language: string;
  before: string | null;
  /** Null: it cannot be applied as it is, so the suggestion itself is shown. */
  after: string | null;
  content: string;
}

/**
 * The section as learners read it now and as they will once applied, side by side (stacked on a
 * phone). An entry or paragraph that comes in is marked 'Nuevo', one that goes out 'Se quita', in
 * words as well as colour (WCAG 1.4.1).
 */
export function BeforeAfter({ section, language, before, after, content }: BeforeAfterProps) {
  const { t } = useTranslation();
  const list = (ODDUN_LIST_SECTIONS as readonly string[]).includes(section);
  const beforeParts = partsOf(before, list);
  const afterParts = partsOf(after ?? content, list);
  const inBefore = new Set(beforeParts);
  const inAfter = new Set(afterParts);
  return (
    <div className="mt-4 grid gap-3 md:grid-cols-2">
      <Box label={t('contentReview.contributions.before')} testId="contribution-before">
        {beforeParts.length ? beforeParts.map((part, i) => <Part key={i} text={part} language={language} mark={after !== null && !inAfter.has(part) ? 'removed' : null} />) : <Empty />}
      </Box>
      <Box label={t(after === null ? 'contentReview.contributions.proposal' : 'contentReview.contributions.after')} testId="contribution-after" strong>
        {afterParts.length ? afterParts.map((part, i) => <Part key={i} text={part} language={language} mark={after !== null && !inBefore.has(part) ? 'added' : null} />) : <Empty />}
      </Box>
    </div>
  );
}

function Box({ label, testId, strong, children }: { label: string; testId: string; strong?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <div className={cx('min-w-0 rounded-2xl border', strong ? 'border-forest/40' : 'border-line')}>
      <h4 id={id} className={cx('rounded-t-2xl border-b px-3 py-1.5 text-xs font-semibold uppercase tracking-wide', strong ? 'border-forest/40 bg-forest-soft text-forest' : 'border-line bg-sand/60 text-muted')}>
        {label}
      </h4>
      {/* A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div tabIndex={0} aria-labelledby={id} role="group" className="max-h-80 space-y-2 overflow-y-auto break-words p-3 text-sm text-ink" data-testid={testId}>
        {children}
      </div>
    </div>
  );
}

function Part({ text, language, mark }: { text: string; language: string; mark: 'added' | 'removed' | null }) {
  const { t } = useTranslation();
  if (!mark) {
    return (
      <p className="whitespace-pre-line" lang={language}>
        {text}
      </p>
    );
  }
  const Tag = mark === 'added' ? 'ins' : 'del';
  return (
    <p className={cx('whitespace-pre-line rounded-lg border-l-4 px-2 py-1', mark === 'added' ? 'border-forest bg-forest-soft' : 'border-clay bg-clay-soft/60')} data-mark={mark}>
      <span className={cx('mr-1.5 inline-block rounded-full px-1.5 text-xs font-semibold text-white', mark === 'added' ? 'bg-forest' : 'bg-clay')}>
        {t(mark === 'added' ? 'contentReview.contributions.added' : 'contentReview.contributions.removed')}
      </span>
      <Tag className={mark === 'added' ? 'no-underline' : 'line-through'} lang={language}>
        {text}
      </Tag>
    </p>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <p className="italic text-muted">{t('contentReview.contributions.emptySection')}</p>;
}
