/**
 * The 256 signs (odu / odduns) of Ifá as plain facts: order, Lucumí name, legs and pattern.
 *
 * This is the product's own copy of the catalogue (it never reads ../shared at run time).
 * Pattern convention (DESIGN.md 6): 8 characters, the first four are the RIGHT column (the
 * right leg, marked first) from top to bottom, the last four the LEFT column; `1` is a single
 * mark (I) and `0` a double mark (II). Every pattern equals `column(right_leg) + column(left_leg)`.
 * Only the names are written out (the Meji's in PRINCIPAL_ODU, the combinations' in COMBINATIONS);
 * order, patterns and is_meji are derived from the legs, which keeps the Lambda bundles small.
 * `verifyCatalogue()` checks those and the other invariants (the unit tests call it).
 *
 * Both naming traditions (issue 11): each principal leg and its Meji carry the Lucumí name and
 * the Yorùbá spelling in standard orthography, with tone marks and subdots (Ọ̀yẹ̀kú, Èjì Ogbè);
 * a combination's Yorùbá name is composed from its legs, right leg first (`yorubaNameOfLegs`).
 * The untoned forms ('Eji Ogbe', 'Oyeku Meji', 'Ogbe Oyeku') stay aliases.
 */

/** The 16 principal legs in the Lucumí order of the Meji (keys as used in the catalogue). */
export const PRINCIPAL_LEGS = [
  'Ogbe',
  'Oyeku',
  'Iwori',
  'Odi',
  'Irosun',
  'Ojuani',
  'Obara',
  'Okana',
  'Ogunda',
  'Osa',
  'Ika',
  'Otrupon',
  'Otura',
  'Irete',
  'Oshe',
  'Ofun',
] as const;
export type PrincipalLeg = (typeof PRINCIPAL_LEGS)[number];

export interface PrincipalOdu {
  leg: PrincipalLeg;
  /** 1..16, the position of its Meji. */
  rank: number;
  /** Its 4-character column, top to bottom (1 = single mark, 0 = double mark). */
  column: string;
  /** The usual Lucumí spelling of the leg on its own (e.g. 'Oyekun', 'Iroso'). */
  lucumi: string;
  /** The Nigerian/Yoruba form of the leg without tone marks (kept as an alias, e.g. 'Owonrin'). */
  yoruba: string;
  /** The Yorùbá spelling of the leg with its tone marks and subdots (NFC), e.g. 'Ọ̀wọ́nrín'. */
  yoruba_toned: string;
  /** Other spellings met in Lucumí and Yoruba sources (never the names above). */
  alternative_spellings: readonly string[];
  /** Name of its Meji in this catalogue (Lucumí). */
  meji_name: string;
  /** Yoruba name of its Meji without tone marks (kept as an alias, e.g. 'Eji Ogbe', 'Oyeku Meji'). */
  meji_yoruba: string;
  /** Yorùbá name of its Meji with tone marks (NFC): 'Èjì Ogbè', otherwise '<leg> Méjì' ('Ọ̀yẹ̀kú Méjì'). */
  meji_yoruba_toned: string;
}

export const PRINCIPAL_ODU: Readonly<Record<PrincipalLeg, PrincipalOdu>> = {
  Ogbe: { leg: 'Ogbe', rank: 1, column: '1111', lucumi: 'Ogbe', yoruba: 'Ogbe', yoruba_toned: 'Ogbè', alternative_spellings: ['Eji Ogbe', 'Ejiogbe', 'Eyiogbe'], meji_name: 'Baba Ejiogbe', meji_yoruba: 'Eji Ogbe', meji_yoruba_toned: 'Èjì Ogbè' },
  Oyeku: { leg: 'Oyeku', rank: 2, column: '0000', lucumi: 'Oyekun', yoruba: 'Oyeku', yoruba_toned: 'Ọ̀yẹ̀kú', alternative_spellings: ['Oyekun', 'Yeku'], meji_name: 'Oyekun Meji', meji_yoruba: 'Oyeku Meji', meji_yoruba_toned: 'Ọ̀yẹ̀kú Méjì' },
  Iwori: { leg: 'Iwori', rank: 3, column: '0110', lucumi: 'Iwori', yoruba: 'Iwori', yoruba_toned: 'Ìwòrì', alternative_spellings: ['Iwory'], meji_name: 'Iwori Meji', meji_yoruba: 'Iwori Meji', meji_yoruba_toned: 'Ìwòrì Méjì' },
  Odi: { leg: 'Odi', rank: 4, column: '1001', lucumi: 'Odi', yoruba: 'Odi', yoruba_toned: 'Òdí', alternative_spellings: ['Idi', 'Oddi'], meji_name: 'Odi Meji', meji_yoruba: 'Odi Meji', meji_yoruba_toned: 'Òdí Méjì' },
  Irosun: { leg: 'Irosun', rank: 5, column: '1100', lucumi: 'Iroso', yoruba: 'Irosun', yoruba_toned: 'Ìrosùn', alternative_spellings: ['Iroso', 'Roso'], meji_name: 'Iroso Meji', meji_yoruba: 'Irosun Meji', meji_yoruba_toned: 'Ìrosùn Méjì' },
  Ojuani: { leg: 'Ojuani', rank: 6, column: '0011', lucumi: 'Ojuani', yoruba: 'Owonrin', yoruba_toned: 'Ọ̀wọ́nrín', alternative_spellings: ['Ojuani', 'Oyuani'], meji_name: 'Ojuani Meji', meji_yoruba: 'Owonrin Meji', meji_yoruba_toned: 'Ọ̀wọ́nrín Méjì' },
  Obara: { leg: 'Obara', rank: 7, column: '1000', lucumi: 'Obara', yoruba: 'Obara', yoruba_toned: 'Ọ̀bàrà', alternative_spellings: ['Obbara'], meji_name: 'Obara Meji', meji_yoruba: 'Obara Meji', meji_yoruba_toned: 'Ọ̀bàrà Méjì' },
  Okana: { leg: 'Okana', rank: 8, column: '0001', lucumi: 'Okana', yoruba: 'Okanran', yoruba_toned: 'Ọ̀kànràn', alternative_spellings: ['Okanran', 'Ocana'], meji_name: 'Okana Meji', meji_yoruba: 'Okanran Meji', meji_yoruba_toned: 'Ọ̀kànràn Méjì' },
  Ogunda: { leg: 'Ogunda', rank: 9, column: '1110', lucumi: 'Ogunda', yoruba: 'Ogunda', yoruba_toned: 'Ògúndá', alternative_spellings: ['Oggunda'], meji_name: 'Ogunda Meji', meji_yoruba: 'Ogunda Meji', meji_yoruba_toned: 'Ògúndá Méjì' },
  Osa: { leg: 'Osa', rank: 10, column: '0111', lucumi: 'Osa', yoruba: 'Osa', yoruba_toned: 'Ọ̀sá', alternative_spellings: [], meji_name: 'Osa Meji', meji_yoruba: 'Osa Meji', meji_yoruba_toned: 'Ọ̀sá Méjì' },
  Ika: { leg: 'Ika', rank: 11, column: '0100', lucumi: 'Ika', yoruba: 'Ika', yoruba_toned: 'Ìká', alternative_spellings: [], meji_name: 'Ika Meji', meji_yoruba: 'Ika Meji', meji_yoruba_toned: 'Ìká Méjì' },
  Otrupon: { leg: 'Otrupon', rank: 12, column: '0010', lucumi: 'Otrupon', yoruba: 'Oturupon', yoruba_toned: 'Òtúrúpọ̀n', alternative_spellings: ['Oturupon'], meji_name: 'Otrupon Meji', meji_yoruba: 'Oturupon Meji', meji_yoruba_toned: 'Òtúrúpọ̀n Méjì' },
  Otura: { leg: 'Otura', rank: 13, column: '1011', lucumi: 'Otura', yoruba: 'Otura', yoruba_toned: 'Òtúrá', alternative_spellings: [], meji_name: 'Otura Meji', meji_yoruba: 'Otura Meji', meji_yoruba_toned: 'Òtúrá Méjì' },
  Irete: { leg: 'Irete', rank: 14, column: '1101', lucumi: 'Irete', yoruba: 'Irete', yoruba_toned: 'Ìrẹtẹ̀', alternative_spellings: ['Ate'], meji_name: 'Irete Meji', meji_yoruba: 'Irete Meji', meji_yoruba_toned: 'Ìrẹtẹ̀ Méjì' },
  Oshe: { leg: 'Oshe', rank: 15, column: '1010', lucumi: 'Oshe', yoruba: 'Ose', yoruba_toned: 'Ọ̀ṣẹ́', alternative_spellings: ['Ose', 'Oche'], meji_name: 'Oshe Meji', meji_yoruba: 'Ose Meji', meji_yoruba_toned: 'Ọ̀ṣẹ́ Méjì' },
  Ofun: { leg: 'Ofun', rank: 16, column: '0101', lucumi: 'Ofun', yoruba: 'Ofun', yoruba_toned: 'Òfún', alternative_spellings: ['Orangun', 'Oragun'], meji_name: 'Ofun Meji', meji_yoruba: 'Ofun Meji', meji_yoruba_toned: 'Òfún Méjì' },
};

export interface OduFact {
  /** 1..256, the Lucumí order. */
  position: number;
  /** Lucumí name as used in the catalogue (e.g. 'Baba Ejiogbe', 'Ogbe Yeku'). */
  name: string;
  right_leg: PrincipalLeg;
  left_leg: PrincipalLeg;
  /** 8 characters: right column then left column, top to bottom; 1 = single mark, 0 = double. */
  binary_pattern: string;
  is_meji: boolean;
}

/**
 * Lucumí names of the 240 combinations: for each right leg, its 15 signs with the left legs in
 * the order of PRINCIPAL_LEGS (skipping the right leg itself, whose sign is the Meji).
 */
// prettier-ignore
const COMBINATIONS: Readonly<Record<PrincipalLeg, readonly string[]>> = {
  Ogbe: ['Ogbe Yeku', 'Ogbe Weñe', 'Ogbe Di', 'Ogbe Roso', 'Ogbe Wanle', 'Ogbe Bara', 'Ogbe Kana', 'Ogbe Yono', 'Ogbe Sa', 'Ogbe Ka', 'Ogbe Tumako', 'Ogbe Tua', 'Ogbe Ate', 'Ogbe She', 'Ogbe Fun'],
  Oyeku: ['Oyekun Nilogbe', 'Oyekun Piti', 'Oyekun Di', 'Oyekun Biroso', 'Oyekun Juani', 'Oyekun Bara', 'Oyekun Peleka', 'Oyekun Tekunda', 'Oyekun Birikusa', 'Oyekun Bika', 'Oyekun Batrupon', 'Oyekun Tesia', 'Oyekun Birete', 'Oyekun Pakioshe', 'Oyekun Bedura'],
  Iwori: ['Iwori Bogbe', 'Iwori Yeku', 'Iwori Bode', 'Iwori Koso', 'Iwori Juani', 'Iwori Bara', 'Iwori Kana', 'Iwori Ogunda', 'Iwori Bosaso', 'Iwori Boka', 'Iwori Batrupon', 'Iwori Turale', 'Iwori Rote', 'Iwori Boshe', 'Iwori Bofun'],
  Odi: ['Odi Bere', 'Odi Yeku', 'Odi Oro', 'Odi Roso', 'Odi Omoni', 'Odi Bara', 'Odi Kana', 'Odi Tola', 'Odi Sa', 'Odi Ka', 'Odi Batrupon', 'Odi Tauro', 'Odi Leke', 'Odi She', 'Odi Fumbo'],
  Irosun: ['Iroso Umbo', 'Iroso Matelekun', 'Iroso Wiro', 'Iroso Odi', 'Iroso Wale', 'Iroso Gan', 'Iroso Kalu', 'Iroso Tolda', 'Iroso Sa', 'Iroso Ka', 'Iroso Batuto', 'Iroso Tuanilara', 'Iroso Unkuemi', 'Iroso She', 'Iroso Fumbo'],
  Ojuani: ['Ojuani Shogbe', 'Ojuani Yekun', 'Ojuani Tanshela', 'Ojuani Shidi', 'Ojuani Hermoso', 'Ojuani Losure', 'Ojuani Pokon', 'Ojuani Dawan', 'Ojuani Bosaso', 'Ojuani Boka', 'Ojuani Batrupon', 'Ojuani Alakentu', 'Ojuani Birete', 'Ojuani Boshe', 'Ojuani Bofun'],
  Obara: ['Obara Bogbe', 'Obara Yekun', 'Obara Wereko', 'Obara Dila', 'Obara Koso', 'Obara Ojuani', 'Obara Kana', 'Obara Kuña', 'Obara Sa', 'Obara Kasika', 'Obara Tumbun', 'Obara Kushiya', 'Obara Kete', 'Obara She', 'Obara Fun'],
  Okana: ['Okana Sode', 'Okana Oyekun', 'Okana Jio', 'Okana Di', 'Okana Roso', 'Okana Yabile', 'Okana Bara', 'Okana Kakuin', 'Okana Sa', 'Okana Ka', 'Okana Trupon', 'Okana Turale', 'Okana Wete', 'Okana She', 'Okana Fun'],
  Ogunda: ['Ogunda Biode', 'Ogunda Yekun', 'Ogunda Kuaneye', 'Ogunda Dio', 'Ogunda Koroso', 'Ogunda Leni', 'Ogunda Bambo', 'Ogunda Ko', 'Ogunda Masa', 'Ogunda Ka', 'Ogunda Trupon', 'Ogunda Tetura', 'Ogunda Kete', 'Ogunda She', 'Ogunda Fun'],
  Osa: ['Osa Lofobeyo', 'Osa Yekun', 'Osa Woriwo', 'Osa Di', 'Osa Roso', 'Osa Loni', 'Osa Shepe', 'Osa Kana', 'Osa Kuleya', 'Osa Ka', 'Osa Trupon', 'Osa Ure', 'Osa Rete', 'Osa She', 'Osa Fun'],
  Ika: ['Ika Bemi', 'Ika Oyekun', 'Ika Fefe', 'Ika Di', 'Ika Roso', 'Ika Junko', 'Ika Bara', 'Ika Kana', 'Ika Ogunda', 'Ika Sa', 'Ika Trupon', 'Ika Foguero', 'Ika Rete', 'Ika Fa', 'Ika Fun'],
  Otrupon: ['Otrupon Bekonwao', 'Otrupon Yekun', 'Otrupon Adakino', 'Otrupon Di', 'Otrupon Koso', 'Otrupon Ñao', 'Otrupon Bara Ife', 'Otrupon Kana', 'Otrupon Odunda', 'Otrupon Sa', 'Otrupon Ka', 'Otrupon Tauro', 'Otrupon Birete', 'Otrupon She', 'Otrupon Balofun'],
  Otura: ['Otura Niko', 'Otura Yekun', 'Otura Pompeyo', 'Otura Di', 'Otura Roso', 'Otura Lakentu', 'Otura Bara', 'Otura Kitu', 'Otura Aira', 'Otura Sa', 'Otura Ka', 'Otura Trupon', 'Otura Tiyu', 'Otura She', 'Otura Adakoy'],
  Irete: ['Irete Untelu', 'Irete Yekun', 'Irete Yero', 'Irete Untendi', 'Irete Lazo', 'Irete Wan Wan', 'Irete Oba', 'Irete Kana', 'Irete Kutan', 'Irete Ansa', 'Irete Ka', 'Irete Trupon', 'Irete Suka', 'Irete Unfa', 'Irete File'],
  Oshe: ['Oshe Nilogbe', 'Oshe Yekun', 'Oshe Paure', 'Oshe Di', 'Oshe Lezo', 'Oshe Niwo', 'Oshe Bara', 'Oshe Kana', 'Oshe Omolu', 'Oshe Sa', 'Oshe Ka', 'Oshe Trupon', 'Oshe Tura', 'Oshe Bile', 'Oshe Fun'],
  Ofun: ['Ofun Nalbe', 'Ofun Yemilo', 'Ofun Gando', 'Ofun Di', 'Ofun Biroso', 'Ofun Funi', 'Ofun Susu', 'Ofun Kana', 'Ofun Funda', 'Ofun Sa', 'Ofun Kamala', 'Ofun Batrupon', 'Ofun Tempola', 'Ofun Birete', 'Ofun She'],
};

/**
 * The 256 signs, positions 1..256 in order: the 16 Meji in principal order, then the
 * combinations grouped by right leg (position = 16 + 15 * (rank of right - 1) + index of left
 * among the other 15 legs + 1). Only the names are stored; pattern and is_meji follow from the legs.
 */
export const ODU_CATALOGUE: readonly OduFact[] = [
  ...PRINCIPAL_LEGS.map((leg) => [leg, leg, PRINCIPAL_ODU[leg].meji_name] as const),
  ...PRINCIPAL_LEGS.flatMap((right) =>
    PRINCIPAL_LEGS.filter((left) => left !== right).map((left, i) => [right, left, COMBINATIONS[right][i] ?? ''] as const),
  ),
].map(([right_leg, left_leg, name], i) => ({
  position: i + 1,
  name,
  right_leg,
  left_leg,
  binary_pattern: patternOf(right_leg, left_leg),
  is_meji: right_leg === left_leg,
}));

/** Column (4 characters, top to bottom) of a principal leg. */
export function legColumn(leg: PrincipalLeg): string {
  return PRINCIPAL_ODU[leg].column;
}

/** The 8-character pattern of the sign with these legs: right column, then left column. */
export function patternOf(right: PrincipalLeg, left: PrincipalLeg): string {
  return legColumn(right) + legColumn(left);
}

/**
 * A Yorùbá name without its tone marks and subdots, case kept: 'Ọ̀yẹ̀kú Méjì' -> 'Oyeku Meji'.
 * The untoned forms stay aliases of the signs (learners type and search them).
 */
export function withoutTones(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Yorùbá name of the sign with these legs, with tone marks (issue 11): a Meji's own name
 * ('Èjì Ogbè', 'Ọ̀yẹ̀kú Méjì'), otherwise the right leg, then the left leg ('Ogbè Ọ̀yẹ̀kú' for Ogbe Yeku).
 */
export function yorubaNameOfLegs(right: PrincipalLeg, left: PrincipalLeg): string {
  const r = PRINCIPAL_ODU[right];
  return right === left ? r.meji_yoruba_toned : `${r.yoruba_toned} ${PRINCIPAL_ODU[left].yoruba_toned}`;
}

/**
 * The untoned Yorùbá forms of that sign, kept as aliases: 'Ogbe Oyeku' for a combination; for a
 * Meji its untoned name and '<leg> Meji' ('Eji Ogbe', 'Ogbe Meji'), without repeats.
 */
export function yorubaAliasesOfLegs(right: PrincipalLeg, left: PrincipalLeg): string[] {
  const r = PRINCIPAL_ODU[right];
  if (right !== left) return [`${r.yoruba} ${PRINCIPAL_ODU[left].yoruba}`];
  return [...new Set([r.meji_yoruba, `${r.yoruba} Meji`])];
}

/**
 * Names that are NOT aliases of a sign although older lists gave them: 'Ogun' is the orisha, not
 * Ogunda (issue 11). The catalogue builder drops them from every sign's alternative names.
 */
export const NOT_SIGN_ALIASES: readonly string[] = ['Ogun', 'Ogun Meji', 'Ogun Meyi'];
const NOT_ALIAS_KEYS = new Set(NOT_SIGN_ALIASES.map((n) => withoutTones(n).toLowerCase()));
export const isSignAlias = (name: string): boolean => !NOT_ALIAS_KEYS.has(withoutTones(name).trim().toLowerCase());

/** Lookup of a fact by its pattern (each pattern is unique). */
export function factByPattern(pattern: string): OduFact | undefined {
  return BY_PATTERN.get(pattern);
}
const BY_PATTERN = new Map(ODU_CATALOGUE.map((f) => [f.binary_pattern, f]));

/**
 * Every invariant of the catalogue; returns the problems found (empty when all hold):
 * 256 signs in position order, unique names and patterns, pattern = right column + left column,
 * is_meji exactly when both legs are equal, the 16 Meji first in principal order, 16 distinct columns;
 * each leg's and Meji's Yorùbá spelling carries tone marks, is NFC and is its untoned form once the
 * marks are removed; no alternative spelling is a name that is not the sign's ('Ogun').
 */
export function verifyCatalogue(
  facts: readonly OduFact[] = ODU_CATALOGUE,
  principal: Readonly<Record<PrincipalLeg, PrincipalOdu>> = PRINCIPAL_ODU,
): string[] {
  const problems: string[] = [];
  if (facts.length !== 256) problems.push(`expected 256 signs, found ${facts.length}`);
  const columns = new Set(PRINCIPAL_LEGS.map(legColumn));
  if (columns.size !== 16) problems.push('the 16 principal columns are not distinct');
  for (const leg of PRINCIPAL_LEGS) {
    if (!/^[01]{4}$/.test(legColumn(leg))) problems.push(`bad column for ${leg}`);
  }
  for (const leg of PRINCIPAL_LEGS) {
    if (COMBINATIONS[leg].length !== 15) problems.push(`${leg}: expected 15 combination names, found ${COMBINATIONS[leg].length}`);
  }
  const names = new Set<string>();
  const patterns = new Set<string>();
  facts.forEach((f, i) => {
    if (f.position !== i + 1) problems.push(`position ${f.position} at index ${i}`);
    if (!/^[01]{8}$/.test(f.binary_pattern)) problems.push(`${f.name}: malformed pattern ${f.binary_pattern}`);
    const expected = patternOf(f.right_leg, f.left_leg);
    if (f.binary_pattern !== expected) problems.push(`${f.name}: pattern ${f.binary_pattern} != ${expected}`);
    if (f.is_meji !== (f.right_leg === f.left_leg)) problems.push(`${f.name}: is_meji inconsistent with its legs`);
    if (!f.name) problems.push(`position ${f.position}: no name`);
    if (names.has(f.name)) problems.push(`duplicate name ${f.name}`);
    if (patterns.has(f.binary_pattern)) problems.push(`duplicate pattern ${f.binary_pattern}`);
    names.add(f.name);
    patterns.add(f.binary_pattern);
  });
  for (const leg of PRINCIPAL_LEGS) {
    const p = principal[leg];
    for (const [toned, plain] of [[p.yoruba_toned, p.yoruba], [p.meji_yoruba_toned, p.meji_yoruba]] as const) {
      if (toned !== toned.normalize('NFC')) problems.push(`${leg}: '${toned}' is not in NFC`);
      if (withoutTones(toned) !== plain) problems.push(`${leg}: '${toned}' without tones is not '${plain}'`);
      if (toned === plain) problems.push(`${leg}: '${toned}' carries no tone marks`);
    }
    for (const alias of p.alternative_spellings) if (!isSignAlias(alias)) problems.push(`${leg}: '${alias}' is not an alias of the sign`);
  }
  PRINCIPAL_LEGS.forEach((leg, i) => {
    const meji = facts[i];
    if (!meji || !meji.is_meji || meji.right_leg !== leg || meji.name !== PRINCIPAL_ODU[leg].meji_name || PRINCIPAL_ODU[leg].rank !== i + 1) {
      problems.push(`Meji ${i + 1} should be ${PRINCIPAL_ODU[leg].meji_name}`);
    }
  });
  return problems;
}
