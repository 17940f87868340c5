import type { Provenance, Review, SourceRef, TranslationCredit } from '@ifa/shared';
import { BookOpen, Clock3, Languages, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../lib/format';
import { ContributionSource } from './contribution-source';

/**
 * Where a piece of study content comes from (issue 11): a 'pending review' badge while nobody
 * from the tradition has reviewed it, who reviewed it otherwise, and its sources. Text, not
 * colour alone, carries the state.
 */
export function ReviewBadge({ reviewed }: { reviewed: Review }) {
  const { t, i18n } = useTranslation();
  if (!reviewed) {
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full border border-clay/40 bg-clay-soft px-2.5 py-0.5 text-xs font-semibold text-clay"
        title={t('provenance.pendingHint')}
        data-testid="review-pending"
      >
        <Clock3 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {t('provenance.pending')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-forest-soft px-2.5 py-0.5 text-xs font-semibold text-forest" data-testid="review-done">
      <ShieldCheck className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t('provenance.reviewedBy', { by: reviewed.by, date: formatLongDate(reviewed.on, i18n.language) })}
    </span>
  );
}

/** One source as a reader cites it: title, author, where in it, year; a link when it is on the web. */
export function SourceItem({ source }: { source: SourceRef }) {
  const { t } = useTranslation();
  const details = [source.author, source.where, source.year?.toString()].filter(Boolean).join(', ');
  // A learner's applied text (issue 36): its title is the name they chose to be credited by.
  const title =
    source.kind === 'project' ? t('provenance.kinds.project') : source.kind === 'contribution' ? t('provenance.contribution', { name: source.title }) : source.title;
  return (
    <li className="flex gap-2">
      {/* 'Aportación de …' says its kind already. */}
      {source.kind === 'contribution' ? null : <span className="sr-only">{t(`provenance.kinds.${source.kind}`)}: </span>}
      <span>
        {source.url ? (
          <a href={source.url} target="_blank" rel="noreferrer noopener" className="font-semibold text-forest underline underline-offset-2">
            {title}
            <span className="sr-only"> {t('provenance.opensNewTab')}</span>
          </a>
        ) : (
          <cite className="font-semibold not-italic text-ink">{title}</cite>
        )}
        {details ? <span className="text-muted"> — {details}</span> : null}
      </span>
    </li>
  );
}

/** The sources, folded away behind a summary so they do not crowd the text they support. */
export function SourceList({ sources, testId }: { sources: readonly SourceRef[]; testId?: string }) {
  const { t } = useTranslation();
  if (!sources.length) return null;
  return (
    <details className="group text-sm" data-testid={testId ?? 'source-list'}>
      <summary className="inline-flex min-h-8 cursor-pointer items-center gap-1.5 font-semibold text-forest">
        <BookOpen className="h-4 w-4" aria-hidden="true" />
        {t('provenance.sources', { count: sources.length })}
      </summary>
      <ul className="mt-2 space-y-1.5 border-l-2 border-line pl-3">
        {sources.map((source, i) => (
          <SourceItem key={`${source.title}-${i}`} source={source} />
        ))}
      </ul>
    </details>
  );
}

/** Badge and sources together, as shown under a section or a fact. */
export function ProvenanceNote({ provenance, showSources = true }: { provenance: Provenance; showSources?: boolean }) {
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <ReviewBadge reviewed={provenance.reviewed} />
      {showSources ? <SourceList sources={provenance.sources} /> : null}
    </div>
  );
}

/**
 * The language note of a study text on an English or French screen (DESIGN.md 6): the project's
 * translation, pending review, or a text not yet translated and so shown in Spanish. A translation
 * a learner suggested and a reviewer applied (issue 36) credits them instead, with its source.
 */
export function TranslationNote({ kind, credit, testId }: { kind: 'translated' | 'untranslated'; credit?: TranslationCredit | undefined; testId?: string }) {
  const { t } = useTranslation();
  if (kind === 'translated' && credit) {
    const id = testId ?? 'translation-credit';
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs font-semibold text-muted" data-testid={id}>
        <span className="inline-flex items-center gap-1" data-testid={`${id}-credit`}>
          <Languages className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {t('encyclopedia.translation.suggestedBy', { name: credit.name })}
        </span>
        <ContributionSource kind={credit.source_kind} source={credit.source} testId={`${id}-source`} />
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-muted" data-testid={testId ?? `translation-${kind}`}>
      <Languages className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t(kind === 'translated' ? 'encyclopedia.translation.byProject' : 'encyclopedia.translation.notYet')}
    </span>
  );
}
