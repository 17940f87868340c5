import { contributionEffect, type Contribution, type ContributionEffect, type SectionValue } from '@ifa/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { useOddun } from '../api/get-oddun';

/** The parts of a section a reader compares: paragraphs of a text (blank lines part them), entries of a list. */
const partsOf = (value: SectionValue): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\n\s*\n/) : []).map((part) => part.trim()).filter(Boolean);

/** What the preview knows: still loading, failed, or the effect on the sign as it is now. */
export type PreviewState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; effect: ContributionEffect | null; version: number };

/**
 * The sign as it is now and the effect the contribution would have on it, by the SAME rule the
 * server applies (shared schemas/contribution.ts), so the reviewer sees what will be written
 * (DESIGN.md 5e). Read fresh each time the details open.
 */
export function useContributionPreview(contribution: Contribution | undefined, enabled: boolean): PreviewState {
  const { data, error } = useOddun(enabled && contribution ? contribution.oddun_id : null);
  if (!contribution || error) return { status: 'error' };
  if (!data) return { status: 'loading' };
  return {
    status: 'ready',
    effect: contributionEffect(data as unknown as Record<string, unknown>, contribution.section, contribution.type, contribution.content),
    version: data.version,
  };
}

/**
 * The section before and after, one above the other (the dialog is narrow on a phone): a
 * paragraph or entry that comes in is marked 'Nuevo', one that goes out 'Se quita', in words
 * as well as colour (WCAG 1.4.1). Long texts scroll inside their box, which takes keyboard focus.
 */
export function ContributionPreview({ state }: { state: PreviewState }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p className="text-sm text-muted">{t('admin.contributions.preview.loading')}</p>;
  if (state.status === 'error') return <p className="text-sm font-medium text-clay">{t('admin.contributions.preview.error')}</p>;
  const { effect } = state;
  if (!effect) return null;
  const before = partsOf(effect.before);
  const after = partsOf(effect.after);
  const beforeSet = new Set(before);
  const afterSet = new Set(after);
  return (
    <div className="space-y-3" data-testid="contribution-preview">
      <h3 className="text-sm font-semibold text-ink">{t('admin.contributions.preview.title')}</h3>
      {effect.field === 'alternative_names' ? <p className="text-sm text-muted">{t('admin.contributions.preview.alternativeName')}</p> : null}
      <PreviewBox label={t('admin.contributions.preview.before')} testId="preview-before">
        {before.length ? before.map((part, i) => <Part key={i} text={part} mark={afterSet.has(part) ? null : 'removed'} />) : <EmptyPart />}
      </PreviewBox>
      <PreviewBox label={t('admin.contributions.preview.after')} testId="preview-after">
        {after.length ? after.map((part, i) => <Part key={i} text={part} mark={beforeSet.has(part) ? null : 'added'} />) : <EmptyPart />}
      </PreviewBox>
      {effect.unchanged ? <p className="text-sm font-medium text-ink">{t('validation.contributionNothingToAdd')}</p> : null}
    </div>
  );
}

function PreviewBox({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <section aria-label={label} className="rounded-xl border border-line">
      <p className="border-b border-line bg-sand/60 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted" aria-hidden="true">
        {label}
      </p>
      {/* A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div tabIndex={0} className="max-h-64 space-y-2 overflow-y-auto p-3 text-sm text-ink" data-testid={testId}>
        {children}
      </div>
    </section>
  );
}

function Part({ text, mark }: { text: string; mark: 'added' | 'removed' | null }) {
  const { t } = useTranslation();
  // The sign's text is Spanish study material, whatever the panel's language.
  if (!mark) {
    return (
      <p className="whitespace-pre-line" lang="es">
        {text}
      </p>
    );
  }
  const Tag = mark === 'added' ? 'ins' : 'del';
  return (
    <p className={cx('whitespace-pre-line rounded-lg border-l-4 px-2 py-1', mark === 'added' ? 'border-forest bg-forest-soft' : 'border-clay bg-clay-soft/60')} data-mark={mark}>
      <span className={cx('mr-1.5 inline-block rounded-full px-1.5 text-xs font-semibold', mark === 'added' ? 'bg-forest text-white' : 'bg-clay text-white')}>
        {t(mark === 'added' ? 'admin.contributions.preview.added' : 'admin.contributions.preview.removed')}
      </span>
      <Tag className={mark === 'added' ? 'no-underline' : 'line-through'} lang="es">
        {text}
      </Tag>
    </p>
  );
}

/**
 * A translation suggestion (issue 36) changes the section's translation, not the Spanish text the
 * other previews compare with: the text as suggested, and what applying it replaces.
 */
export function TranslationPreview({ contribution }: { contribution: Contribution }) {
  const { t } = useTranslation();
  const language = contribution.language === 'fr' ? 'fr' : 'en';
  return (
    <div className="space-y-3" data-testid="contribution-preview">
      <h3 className="text-sm font-semibold text-ink">{t('admin.contributions.preview.suggested')}</h3>
      <PreviewBox label={t('admin.contributions.preview.suggested')} testId="preview-after">
        {partsOf(contribution.content).map((part, i) => (
          <p key={i} className="whitespace-pre-line" lang={language}>
            {part}
          </p>
        ))}
      </PreviewBox>
      <p className="text-sm text-ink">{t(`admin.contributions.preview.replacesTranslation.${language}`)}</p>
    </div>
  );
}

function EmptyPart() {
  const { t } = useTranslation();
  return <p className="italic text-muted">{t('admin.contributions.preview.empty')}</p>;
}
