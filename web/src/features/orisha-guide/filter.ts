import { foldName } from '@ifa/shared/naming';
import type { OrishaEntry } from '../../lib/orisha-guide';

/**
 * The orishas whose name matches a query in any spelling the learner knows: the Lucumí name, the
 * Yorùbá one with or without tone marks, or an alias ('Oshun', 'Osun', 'Ọ̀ṣun'). Empty query: all.
 */
export function filterOrishas(orishas: readonly OrishaEntry[], query: string): OrishaEntry[] {
  const needle = foldName(query);
  if (!needle) return [...orishas];
  return orishas.filter((o) => [o.name, o.yoruba ?? '', ...o.aliases].some((name) => name && foldName(name).includes(needle)));
}
