import { normalizeAnswer } from './game-engine.js';

/** What the admin's sign list filters on (spec 2: search, has data, is meji, position). */
export interface OddunFilter {
  search?: string;
  has_data?: boolean;
  is_meji?: boolean;
  position?: number;
}

export interface Searchable {
  id: string;
  position: number;
  name: string;
  traditional_name?: string;
  yoruba_name?: string;
  alternative_names?: string[];
  has_data?: boolean;
  is_meji?: boolean;
}

const compact = (value: string) => normalizeAnswer(value).replace(/ /g, '');

/**
 * The filters combine (AND). The search matches the name or any alias (traditional name,
 * Yoruba name, alternative names) as a substring with accents, case and spaces ignored
 * ('ejiogbe' finds 'Eji Ogbe'), or the position when it is a number.
 */
export function oddunMatcher(filter: OddunFilter): (o: Searchable) => boolean {
  const text = filter.search?.trim() ?? '';
  const wanted = text ? compact(text) : '';
  const asPosition = /^\d+$/.test(text) ? Number(text) : null;
  return (o) => {
    if (filter.position !== undefined && o.position !== filter.position) return false;
    if (filter.has_data !== undefined && Boolean(o.has_data) !== filter.has_data) return false;
    if (filter.is_meji !== undefined && Boolean(o.is_meji) !== filter.is_meji) return false;
    if (!text) return true;
    if (asPosition !== null && o.position === asPosition) return true;
    if (!wanted) return false;
    const names = [o.name, o.traditional_name, o.yoruba_name, ...(o.alternative_names ?? [])];
    return names.some((n) => typeof n === 'string' && compact(n).includes(wanted));
  };
}
