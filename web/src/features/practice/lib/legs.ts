/**
 * The sixteen principal signs (the legs) in Lucumí order, with the column each is drawn as
 * (four marks top to bottom, 1 single, 0 double). Facts of the catalogue
 * (shared/data/odu-catalogue.tsv: the right column of each Meji row). The mastery map's rows
 * and columns follow this order (issue 12, point 3).
 */
export const LEGS = [
  { name: 'Ogbe', column: '1111' },
  { name: 'Oyekun', column: '0000' },
  { name: 'Iwori', column: '0110' },
  { name: 'Odi', column: '1001' },
  { name: 'Iroso', column: '1100' },
  { name: 'Ojuani', column: '0011' },
  { name: 'Obara', column: '1000' },
  { name: 'Okana', column: '0001' },
  { name: 'Ogunda', column: '1110' },
  { name: 'Osa', column: '0111' },
  { name: 'Ika', column: '0100' },
  { name: 'Otrupon', column: '0010' },
  { name: 'Otura', column: '1011' },
  { name: 'Irete', column: '1101' },
  { name: 'Oshe', column: '1010' },
  { name: 'Ofun', column: '0101' },
] as const;

export const LEG_NAMES: readonly string[] = LEGS.map((leg) => leg.name);

/** A pattern's two columns: the first four characters are the right column (as drawn). */
export const columnsOf = (pattern: string) => ({ right: pattern.slice(0, 4), left: pattern.slice(4, 8) });
