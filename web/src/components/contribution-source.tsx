import type { ContributionSourceKind } from '@ifa/shared';
import { useTranslation } from 'react-i18next';

/** A link a learner named as their source: only a web address becomes one (never `javascript:`). */
const webAddress = (text: string) => /^https?:\/\//i.test(text.trim());

/**
 * Where a contributed text comes from (issue 36): its kind ('Libro y página', 'Enseñanza de una
 * casa', 'Enlace', 'Redacción propia') and the contributor's detail, a link opening in a new tab
 * when it is one. Contributions from before the kinds existed carry only the detail.
 */
export function ContributionSource({
  kind,
  source,
  bare,
  testId,
}: {
  kind: ContributionSourceKind | null | undefined;
  source: string | null | undefined;
  /** Without 'Fuente:' (where a label already says it). */
  bare?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const detail = source?.trim();
  if (!kind && !detail) return null;
  return (
    <span className="break-words" data-testid={testId}>
      {bare ? null : <span className="text-muted">{t('provenance.source')} </span>}
      {kind ? <span className="font-semibold">{t(`provenance.sourceKinds.${kind}`)}</span> : null}
      {kind && detail ? ' — ' : null}
      {detail && webAddress(detail) ? (
        <a href={detail} target="_blank" rel="noreferrer noopener" className="font-semibold text-forest underline underline-offset-2 [overflow-wrap:anywhere]">
          {detail}
          <span className="sr-only"> {t('provenance.opensNewTab')}</span>
        </a>
      ) : (
        detail
      )}
    </span>
  );
}
