import { displayName, foldName, yorubaNameOfPattern, type Naming } from '@ifa/shared/naming';

/** A sign the head may assign, named as their naming setting wants it. */
export interface SignChoice {
  id: string;
  position: number;
  name: string;
  /** Every name it is known by, folded, for the search. */
  keys: string[];
}

interface CatalogueSign {
  id: string;
  position?: number | undefined;
  name?: string | undefined;
  yoruba_name?: string | undefined;
  alternative_names?: string[] | undefined;
  binary_pattern?: string | undefined;
}

/** How many matches the picker lists at once: a search narrows the 256 further. */
export const SHOWN_CHOICES = 24;

/** The catalogue as choices, in catalogue order (the 16 Meji first). */
export function signChoices(signs: readonly CatalogueSign[], naming: Naming): SignChoice[] {
  return signs
    .filter((sign): sign is CatalogueSign & { name: string; position: number } => Boolean(sign.name) && typeof sign.position === 'number')
    .sort((a, b) => a.position - b.position)
    .map((sign) => {
      const yoruba = sign.yoruba_name ?? (sign.binary_pattern ? yorubaNameOfPattern(sign.binary_pattern) : undefined);
      return {
        id: sign.id,
        position: sign.position,
        name: displayName({ lucumi: sign.name, yoruba }, naming),
        keys: [sign.name, yoruba, ...(sign.alternative_names ?? [])].filter((n): n is string => Boolean(n)).map(foldName),
      };
    });
}

/**
 * The choices a query finds: any of a sign's names (Lucumí, Yorùbá, other spellings; accents and
 * case ignored) or its number; names starting with the query first. A blank query lists the 16
 * Meji, the signs a house starts with.
 */
export function findSigns(choices: readonly SignChoice[], query: string): SignChoice[] {
  const trimmed = query.trim();
  if (!trimmed) return choices.filter((choice) => choice.position <= 16);
  if (/^\d+$/.test(trimmed)) return choices.filter((choice) => choice.position === Number(trimmed));
  const needle = foldName(trimmed);
  if (!needle) return [];
  const starts = choices.filter((choice) => choice.keys.some((key) => key.startsWith(needle)));
  const contains = choices.filter((choice) => !starts.includes(choice) && choice.keys.some((key) => key.includes(needle)));
  return [...starts, ...contains].slice(0, SHOWN_CHOICES);
}
