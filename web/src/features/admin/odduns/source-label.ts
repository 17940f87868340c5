import type { TFunction } from 'i18next';

/** A data source's name for admins (spec 3: each value maps to a label), the server's label as fallback. */
export const sourceLabel = (t: TFunction, source: string | undefined, fallback?: string) =>
  t(`admin.sources.${(source || 'unknown').replace(/\./g, '_')}`, { defaultValue: fallback ?? source ?? '' });
