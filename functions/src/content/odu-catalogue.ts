/**
 * The 256 signs (odu / odduns) of Ifá as plain facts: order, Lucumí name, legs and pattern.
 *
 * This is the product's own copy of the catalogue (it never reads ../shared at run time).
 * Pattern convention (DESIGN.md 6): 8 characters, the first four are the RIGHT column (the
 * right leg, marked first) from top to bottom, the last four the LEFT column; `1` is a single
 * mark (I) and `0` a double mark (II). Every pattern equals `column(right_leg) + column(left_leg)`;
 * `verifyCatalogue()` checks that and the other invariants (the unit tests call it).
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

type Row = readonly [number, string, PrincipalLeg, PrincipalLeg, string, boolean];

// prettier-ignore
const ROWS: readonly Row[] = [
  [1, 'Baba Ejiogbe', 'Ogbe', 'Ogbe', '11111111', true],
  [2, 'Oyekun Meji', 'Oyeku', 'Oyeku', '00000000', true],
  [3, 'Iwori Meji', 'Iwori', 'Iwori', '01100110', true],
  [4, 'Odi Meji', 'Odi', 'Odi', '10011001', true],
  [5, 'Iroso Meji', 'Irosun', 'Irosun', '11001100', true],
  [6, 'Ojuani Meji', 'Ojuani', 'Ojuani', '00110011', true],
  [7, 'Obara Meji', 'Obara', 'Obara', '10001000', true],
  [8, 'Okana Meji', 'Okana', 'Okana', '00010001', true],
  [9, 'Ogunda Meji', 'Ogunda', 'Ogunda', '11101110', true],
  [10, 'Osa Meji', 'Osa', 'Osa', '01110111', true],
  [11, 'Ika Meji', 'Ika', 'Ika', '01000100', true],
  [12, 'Otrupon Meji', 'Otrupon', 'Otrupon', '00100010', true],
  [13, 'Otura Meji', 'Otura', 'Otura', '10111011', true],
  [14, 'Irete Meji', 'Irete', 'Irete', '11011101', true],
  [15, 'Oshe Meji', 'Oshe', 'Oshe', '10101010', true],
  [16, 'Ofun Meji', 'Ofun', 'Ofun', '01010101', true],
  [17, 'Ogbe Yeku', 'Ogbe', 'Oyeku', '11110000', false],
  [18, 'Ogbe Weñe', 'Ogbe', 'Iwori', '11110110', false],
  [19, 'Ogbe Di', 'Ogbe', 'Odi', '11111001', false],
  [20, 'Ogbe Roso', 'Ogbe', 'Irosun', '11111100', false],
  [21, 'Ogbe Wanle', 'Ogbe', 'Ojuani', '11110011', false],
  [22, 'Ogbe Bara', 'Ogbe', 'Obara', '11111000', false],
  [23, 'Ogbe Kana', 'Ogbe', 'Okana', '11110001', false],
  [24, 'Ogbe Yono', 'Ogbe', 'Ogunda', '11111110', false],
  [25, 'Ogbe Sa', 'Ogbe', 'Osa', '11110111', false],
  [26, 'Ogbe Ka', 'Ogbe', 'Ika', '11110100', false],
  [27, 'Ogbe Tumako', 'Ogbe', 'Otrupon', '11110010', false],
  [28, 'Ogbe Tua', 'Ogbe', 'Otura', '11111011', false],
  [29, 'Ogbe Ate', 'Ogbe', 'Irete', '11111101', false],
  [30, 'Ogbe She', 'Ogbe', 'Oshe', '11111010', false],
  [31, 'Ogbe Fun', 'Ogbe', 'Ofun', '11110101', false],
  [32, 'Oyekun Nilogbe', 'Oyeku', 'Ogbe', '00001111', false],
  [33, 'Oyekun Piti', 'Oyeku', 'Iwori', '00000110', false],
  [34, 'Oyekun Di', 'Oyeku', 'Odi', '00001001', false],
  [35, 'Oyekun Biroso', 'Oyeku', 'Irosun', '00001100', false],
  [36, 'Oyekun Juani', 'Oyeku', 'Ojuani', '00000011', false],
  [37, 'Oyekun Bara', 'Oyeku', 'Obara', '00001000', false],
  [38, 'Oyekun Peleka', 'Oyeku', 'Okana', '00000001', false],
  [39, 'Oyekun Tekunda', 'Oyeku', 'Ogunda', '00001110', false],
  [40, 'Oyekun Birikusa', 'Oyeku', 'Osa', '00000111', false],
  [41, 'Oyekun Bika', 'Oyeku', 'Ika', '00000100', false],
  [42, 'Oyekun Batrupon', 'Oyeku', 'Otrupon', '00000010', false],
  [43, 'Oyekun Tesia', 'Oyeku', 'Otura', '00001011', false],
  [44, 'Oyekun Birete', 'Oyeku', 'Irete', '00001101', false],
  [45, 'Oyekun Pakioshe', 'Oyeku', 'Oshe', '00001010', false],
  [46, 'Oyekun Bedura', 'Oyeku', 'Ofun', '00000101', false],
  [47, 'Iwori Bogbe', 'Iwori', 'Ogbe', '01101111', false],
  [48, 'Iwori Yeku', 'Iwori', 'Oyeku', '01100000', false],
  [49, 'Iwori Bode', 'Iwori', 'Odi', '01101001', false],
  [50, 'Iwori Koso', 'Iwori', 'Irosun', '01101100', false],
  [51, 'Iwori Juani', 'Iwori', 'Ojuani', '01100011', false],
  [52, 'Iwori Bara', 'Iwori', 'Obara', '01101000', false],
  [53, 'Iwori Kana', 'Iwori', 'Okana', '01100001', false],
  [54, 'Iwori Ogunda', 'Iwori', 'Ogunda', '01101110', false],
  [55, 'Iwori Bosaso', 'Iwori', 'Osa', '01100111', false],
  [56, 'Iwori Boka', 'Iwori', 'Ika', '01100100', false],
  [57, 'Iwori Batrupon', 'Iwori', 'Otrupon', '01100010', false],
  [58, 'Iwori Turale', 'Iwori', 'Otura', '01101011', false],
  [59, 'Iwori Rote', 'Iwori', 'Irete', '01101101', false],
  [60, 'Iwori Boshe', 'Iwori', 'Oshe', '01101010', false],
  [61, 'Iwori Bofun', 'Iwori', 'Ofun', '01100101', false],
  [62, 'Odi Bere', 'Odi', 'Ogbe', '10011111', false],
  [63, 'Odi Yeku', 'Odi', 'Oyeku', '10010000', false],
  [64, 'Odi Oro', 'Odi', 'Iwori', '10010110', false],
  [65, 'Odi Roso', 'Odi', 'Irosun', '10011100', false],
  [66, 'Odi Omoni', 'Odi', 'Ojuani', '10010011', false],
  [67, 'Odi Bara', 'Odi', 'Obara', '10011000', false],
  [68, 'Odi Kana', 'Odi', 'Okana', '10010001', false],
  [69, 'Odi Tola', 'Odi', 'Ogunda', '10011110', false],
  [70, 'Odi Sa', 'Odi', 'Osa', '10010111', false],
  [71, 'Odi Ka', 'Odi', 'Ika', '10010100', false],
  [72, 'Odi Batrupon', 'Odi', 'Otrupon', '10010010', false],
  [73, 'Odi Tauro', 'Odi', 'Otura', '10011011', false],
  [74, 'Odi Leke', 'Odi', 'Irete', '10011101', false],
  [75, 'Odi She', 'Odi', 'Oshe', '10011010', false],
  [76, 'Odi Fumbo', 'Odi', 'Ofun', '10010101', false],
  [77, 'Iroso Umbo', 'Irosun', 'Ogbe', '11001111', false],
  [78, 'Iroso Matelekun', 'Irosun', 'Oyeku', '11000000', false],
  [79, 'Iroso Wiro', 'Irosun', 'Iwori', '11000110', false],
  [80, 'Iroso Odi', 'Irosun', 'Odi', '11001001', false],
  [81, 'Iroso Wale', 'Irosun', 'Ojuani', '11000011', false],
  [82, 'Iroso Gan', 'Irosun', 'Obara', '11001000', false],
  [83, 'Iroso Kalu', 'Irosun', 'Okana', '11000001', false],
  [84, 'Iroso Tolda', 'Irosun', 'Ogunda', '11001110', false],
  [85, 'Iroso Sa', 'Irosun', 'Osa', '11000111', false],
  [86, 'Iroso Ka', 'Irosun', 'Ika', '11000100', false],
  [87, 'Iroso Batuto', 'Irosun', 'Otrupon', '11000010', false],
  [88, 'Iroso Tuanilara', 'Irosun', 'Otura', '11001011', false],
  [89, 'Iroso Unkuemi', 'Irosun', 'Irete', '11001101', false],
  [90, 'Iroso She', 'Irosun', 'Oshe', '11001010', false],
  [91, 'Iroso Fumbo', 'Irosun', 'Ofun', '11000101', false],
  [92, 'Ojuani Shogbe', 'Ojuani', 'Ogbe', '00111111', false],
  [93, 'Ojuani Yekun', 'Ojuani', 'Oyeku', '00110000', false],
  [94, 'Ojuani Tanshela', 'Ojuani', 'Iwori', '00110110', false],
  [95, 'Ojuani Shidi', 'Ojuani', 'Odi', '00111001', false],
  [96, 'Ojuani Hermoso', 'Ojuani', 'Irosun', '00111100', false],
  [97, 'Ojuani Losure', 'Ojuani', 'Obara', '00111000', false],
  [98, 'Ojuani Pokon', 'Ojuani', 'Okana', '00110001', false],
  [99, 'Ojuani Dawan', 'Ojuani', 'Ogunda', '00111110', false],
  [100, 'Ojuani Bosaso', 'Ojuani', 'Osa', '00110111', false],
  [101, 'Ojuani Boka', 'Ojuani', 'Ika', '00110100', false],
  [102, 'Ojuani Batrupon', 'Ojuani', 'Otrupon', '00110010', false],
  [103, 'Ojuani Alakentu', 'Ojuani', 'Otura', '00111011', false],
  [104, 'Ojuani Birete', 'Ojuani', 'Irete', '00111101', false],
  [105, 'Ojuani Boshe', 'Ojuani', 'Oshe', '00111010', false],
  [106, 'Ojuani Bofun', 'Ojuani', 'Ofun', '00110101', false],
  [107, 'Obara Bogbe', 'Obara', 'Ogbe', '10001111', false],
  [108, 'Obara Yekun', 'Obara', 'Oyeku', '10000000', false],
  [109, 'Obara Wereko', 'Obara', 'Iwori', '10000110', false],
  [110, 'Obara Dila', 'Obara', 'Odi', '10001001', false],
  [111, 'Obara Koso', 'Obara', 'Irosun', '10001100', false],
  [112, 'Obara Ojuani', 'Obara', 'Ojuani', '10000011', false],
  [113, 'Obara Kana', 'Obara', 'Okana', '10000001', false],
  [114, 'Obara Kuña', 'Obara', 'Ogunda', '10001110', false],
  [115, 'Obara Sa', 'Obara', 'Osa', '10000111', false],
  [116, 'Obara Kasika', 'Obara', 'Ika', '10000100', false],
  [117, 'Obara Tumbun', 'Obara', 'Otrupon', '10000010', false],
  [118, 'Obara Kushiya', 'Obara', 'Otura', '10001011', false],
  [119, 'Obara Kete', 'Obara', 'Irete', '10001101', false],
  [120, 'Obara She', 'Obara', 'Oshe', '10001010', false],
  [121, 'Obara Fun', 'Obara', 'Ofun', '10000101', false],
  [122, 'Okana Sode', 'Okana', 'Ogbe', '00011111', false],
  [123, 'Okana Oyekun', 'Okana', 'Oyeku', '00010000', false],
  [124, 'Okana Jio', 'Okana', 'Iwori', '00010110', false],
  [125, 'Okana Di', 'Okana', 'Odi', '00011001', false],
  [126, 'Okana Roso', 'Okana', 'Irosun', '00011100', false],
  [127, 'Okana Yabile', 'Okana', 'Ojuani', '00010011', false],
  [128, 'Okana Bara', 'Okana', 'Obara', '00011000', false],
  [129, 'Okana Kakuin', 'Okana', 'Ogunda', '00011110', false],
  [130, 'Okana Sa', 'Okana', 'Osa', '00010111', false],
  [131, 'Okana Ka', 'Okana', 'Ika', '00010100', false],
  [132, 'Okana Trupon', 'Okana', 'Otrupon', '00010010', false],
  [133, 'Okana Turale', 'Okana', 'Otura', '00011011', false],
  [134, 'Okana Wete', 'Okana', 'Irete', '00011101', false],
  [135, 'Okana She', 'Okana', 'Oshe', '00011010', false],
  [136, 'Okana Fun', 'Okana', 'Ofun', '00010101', false],
  [137, 'Ogunda Biode', 'Ogunda', 'Ogbe', '11101111', false],
  [138, 'Ogunda Yekun', 'Ogunda', 'Oyeku', '11100000', false],
  [139, 'Ogunda Kuaneye', 'Ogunda', 'Iwori', '11100110', false],
  [140, 'Ogunda Dio', 'Ogunda', 'Odi', '11101001', false],
  [141, 'Ogunda Koroso', 'Ogunda', 'Irosun', '11101100', false],
  [142, 'Ogunda Leni', 'Ogunda', 'Ojuani', '11100011', false],
  [143, 'Ogunda Bambo', 'Ogunda', 'Obara', '11101000', false],
  [144, 'Ogunda Ko', 'Ogunda', 'Okana', '11100001', false],
  [145, 'Ogunda Masa', 'Ogunda', 'Osa', '11100111', false],
  [146, 'Ogunda Ka', 'Ogunda', 'Ika', '11100100', false],
  [147, 'Ogunda Trupon', 'Ogunda', 'Otrupon', '11100010', false],
  [148, 'Ogunda Tetura', 'Ogunda', 'Otura', '11101011', false],
  [149, 'Ogunda Kete', 'Ogunda', 'Irete', '11101101', false],
  [150, 'Ogunda She', 'Ogunda', 'Oshe', '11101010', false],
  [151, 'Ogunda Fun', 'Ogunda', 'Ofun', '11100101', false],
  [152, 'Osa Lofobeyo', 'Osa', 'Ogbe', '01111111', false],
  [153, 'Osa Yekun', 'Osa', 'Oyeku', '01110000', false],
  [154, 'Osa Woriwo', 'Osa', 'Iwori', '01110110', false],
  [155, 'Osa Di', 'Osa', 'Odi', '01111001', false],
  [156, 'Osa Roso', 'Osa', 'Irosun', '01111100', false],
  [157, 'Osa Loni', 'Osa', 'Ojuani', '01110011', false],
  [158, 'Osa Shepe', 'Osa', 'Obara', '01111000', false],
  [159, 'Osa Kana', 'Osa', 'Okana', '01110001', false],
  [160, 'Osa Kuleya', 'Osa', 'Ogunda', '01111110', false],
  [161, 'Osa Ka', 'Osa', 'Ika', '01110100', false],
  [162, 'Osa Trupon', 'Osa', 'Otrupon', '01110010', false],
  [163, 'Osa Ure', 'Osa', 'Otura', '01111011', false],
  [164, 'Osa Rete', 'Osa', 'Irete', '01111101', false],
  [165, 'Osa She', 'Osa', 'Oshe', '01111010', false],
  [166, 'Osa Fun', 'Osa', 'Ofun', '01110101', false],
  [167, 'Ika Bemi', 'Ika', 'Ogbe', '01001111', false],
  [168, 'Ika Oyekun', 'Ika', 'Oyeku', '01000000', false],
  [169, 'Ika Fefe', 'Ika', 'Iwori', '01000110', false],
  [170, 'Ika Di', 'Ika', 'Odi', '01001001', false],
  [171, 'Ika Roso', 'Ika', 'Irosun', '01001100', false],
  [172, 'Ika Junko', 'Ika', 'Ojuani', '01000011', false],
  [173, 'Ika Bara', 'Ika', 'Obara', '01001000', false],
  [174, 'Ika Kana', 'Ika', 'Okana', '01000001', false],
  [175, 'Ika Ogunda', 'Ika', 'Ogunda', '01001110', false],
  [176, 'Ika Sa', 'Ika', 'Osa', '01000111', false],
  [177, 'Ika Trupon', 'Ika', 'Otrupon', '01000010', false],
  [178, 'Ika Foguero', 'Ika', 'Otura', '01001011', false],
  [179, 'Ika Rete', 'Ika', 'Irete', '01001101', false],
  [180, 'Ika Fa', 'Ika', 'Oshe', '01001010', false],
  [181, 'Ika Fun', 'Ika', 'Ofun', '01000101', false],
  [182, 'Otrupon Bekonwao', 'Otrupon', 'Ogbe', '00101111', false],
  [183, 'Otrupon Yekun', 'Otrupon', 'Oyeku', '00100000', false],
  [184, 'Otrupon Adakino', 'Otrupon', 'Iwori', '00100110', false],
  [185, 'Otrupon Di', 'Otrupon', 'Odi', '00101001', false],
  [186, 'Otrupon Koso', 'Otrupon', 'Irosun', '00101100', false],
  [187, 'Otrupon Ñao', 'Otrupon', 'Ojuani', '00100011', false],
  [188, 'Otrupon Bara Ife', 'Otrupon', 'Obara', '00101000', false],
  [189, 'Otrupon Kana', 'Otrupon', 'Okana', '00100001', false],
  [190, 'Otrupon Odunda', 'Otrupon', 'Ogunda', '00101110', false],
  [191, 'Otrupon Sa', 'Otrupon', 'Osa', '00100111', false],
  [192, 'Otrupon Ka', 'Otrupon', 'Ika', '00100100', false],
  [193, 'Otrupon Tauro', 'Otrupon', 'Otura', '00101011', false],
  [194, 'Otrupon Birete', 'Otrupon', 'Irete', '00101101', false],
  [195, 'Otrupon She', 'Otrupon', 'Oshe', '00101010', false],
  [196, 'Otrupon Balofun', 'Otrupon', 'Ofun', '00100101', false],
  [197, 'Otura Niko', 'Otura', 'Ogbe', '10111111', false],
  [198, 'Otura Yekun', 'Otura', 'Oyeku', '10110000', false],
  [199, 'Otura Pompeyo', 'Otura', 'Iwori', '10110110', false],
  [200, 'Otura Di', 'Otura', 'Odi', '10111001', false],
  [201, 'Otura Roso', 'Otura', 'Irosun', '10111100', false],
  [202, 'Otura Lakentu', 'Otura', 'Ojuani', '10110011', false],
  [203, 'Otura Bara', 'Otura', 'Obara', '10111000', false],
  [204, 'Otura Kitu', 'Otura', 'Okana', '10110001', false],
  [205, 'Otura Aira', 'Otura', 'Ogunda', '10111110', false],
  [206, 'Otura Sa', 'Otura', 'Osa', '10110111', false],
  [207, 'Otura Ka', 'Otura', 'Ika', '10110100', false],
  [208, 'Otura Trupon', 'Otura', 'Otrupon', '10110010', false],
  [209, 'Otura Tiyu', 'Otura', 'Irete', '10111101', false],
  [210, 'Otura She', 'Otura', 'Oshe', '10111010', false],
  [211, 'Otura Adakoy', 'Otura', 'Ofun', '10110101', false],
  [212, 'Irete Untelu', 'Irete', 'Ogbe', '11011111', false],
  [213, 'Irete Yekun', 'Irete', 'Oyeku', '11010000', false],
  [214, 'Irete Yero', 'Irete', 'Iwori', '11010110', false],
  [215, 'Irete Untendi', 'Irete', 'Odi', '11011001', false],
  [216, 'Irete Lazo', 'Irete', 'Irosun', '11011100', false],
  [217, 'Irete Wan Wan', 'Irete', 'Ojuani', '11010011', false],
  [218, 'Irete Oba', 'Irete', 'Obara', '11011000', false],
  [219, 'Irete Kana', 'Irete', 'Okana', '11010001', false],
  [220, 'Irete Kutan', 'Irete', 'Ogunda', '11011110', false],
  [221, 'Irete Ansa', 'Irete', 'Osa', '11010111', false],
  [222, 'Irete Ka', 'Irete', 'Ika', '11010100', false],
  [223, 'Irete Trupon', 'Irete', 'Otrupon', '11010010', false],
  [224, 'Irete Suka', 'Irete', 'Otura', '11011011', false],
  [225, 'Irete Unfa', 'Irete', 'Oshe', '11011010', false],
  [226, 'Irete File', 'Irete', 'Ofun', '11010101', false],
  [227, 'Oshe Nilogbe', 'Oshe', 'Ogbe', '10101111', false],
  [228, 'Oshe Yekun', 'Oshe', 'Oyeku', '10100000', false],
  [229, 'Oshe Paure', 'Oshe', 'Iwori', '10100110', false],
  [230, 'Oshe Di', 'Oshe', 'Odi', '10101001', false],
  [231, 'Oshe Lezo', 'Oshe', 'Irosun', '10101100', false],
  [232, 'Oshe Niwo', 'Oshe', 'Ojuani', '10100011', false],
  [233, 'Oshe Bara', 'Oshe', 'Obara', '10101000', false],
  [234, 'Oshe Kana', 'Oshe', 'Okana', '10100001', false],
  [235, 'Oshe Omolu', 'Oshe', 'Ogunda', '10101110', false],
  [236, 'Oshe Sa', 'Oshe', 'Osa', '10100111', false],
  [237, 'Oshe Ka', 'Oshe', 'Ika', '10100100', false],
  [238, 'Oshe Trupon', 'Oshe', 'Otrupon', '10100010', false],
  [239, 'Oshe Tura', 'Oshe', 'Otura', '10101011', false],
  [240, 'Oshe Bile', 'Oshe', 'Irete', '10101101', false],
  [241, 'Oshe Fun', 'Oshe', 'Ofun', '10100101', false],
  [242, 'Ofun Nalbe', 'Ofun', 'Ogbe', '01011111', false],
  [243, 'Ofun Yemilo', 'Ofun', 'Oyeku', '01010000', false],
  [244, 'Ofun Gando', 'Ofun', 'Iwori', '01010110', false],
  [245, 'Ofun Di', 'Ofun', 'Odi', '01011001', false],
  [246, 'Ofun Biroso', 'Ofun', 'Irosun', '01011100', false],
  [247, 'Ofun Funi', 'Ofun', 'Ojuani', '01010011', false],
  [248, 'Ofun Susu', 'Ofun', 'Obara', '01011000', false],
  [249, 'Ofun Kana', 'Ofun', 'Okana', '01010001', false],
  [250, 'Ofun Funda', 'Ofun', 'Ogunda', '01011110', false],
  [251, 'Ofun Sa', 'Ofun', 'Osa', '01010111', false],
  [252, 'Ofun Kamala', 'Ofun', 'Ika', '01010100', false],
  [253, 'Ofun Batrupon', 'Ofun', 'Otrupon', '01010010', false],
  [254, 'Ofun Tempola', 'Ofun', 'Otura', '01011011', false],
  [255, 'Ofun Birete', 'Ofun', 'Irete', '01011101', false],
  [256, 'Ofun She', 'Ofun', 'Oshe', '01011010', false],
];

/** The 256 signs, positions 1..256 in order. */
export const ODU_CATALOGUE: readonly OduFact[] = ROWS.map(([position, name, right_leg, left_leg, binary_pattern, is_meji]) => ({
  position,
  name,
  right_leg,
  left_leg,
  binary_pattern,
  is_meji,
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
  const names = new Set<string>();
  const patterns = new Set<string>();
  facts.forEach((f, i) => {
    if (f.position !== i + 1) problems.push(`position ${f.position} at index ${i}`);
    if (!/^[01]{8}$/.test(f.binary_pattern)) problems.push(`${f.name}: malformed pattern ${f.binary_pattern}`);
    const expected = patternOf(f.right_leg, f.left_leg);
    if (f.binary_pattern !== expected) problems.push(`${f.name}: pattern ${f.binary_pattern} != ${expected}`);
    if (f.is_meji !== (f.right_leg === f.left_leg)) problems.push(`${f.name}: is_meji inconsistent with its legs`);
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
