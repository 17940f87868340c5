/** The 16 Meji as the catalogue names and draws them (shared/data/odu-catalogue.tsv): what a learner who knows them reads off a drawing. */
export const MEJI: Record<string, string> = {
  '11111111': 'Baba Ejiogbe',
  '00000000': 'Oyekun Meji',
  '01100110': 'Iwori Meji',
  '10011001': 'Odi Meji',
  '11001100': 'Iroso Meji',
  '00110011': 'Ojuani Meji',
  '10001000': 'Obara Meji',
  '00010001': 'Okana Meji',
  '11101110': 'Ogunda Meji',
  '01110111': 'Osa Meji',
  '01000100': 'Ika Meji',
  '00100010': 'Otrupon Meji',
  '10111011': 'Otura Meji',
  '11011101': 'Irete Meji',
  '10101010': 'Oshe Meji',
  '01010101': 'Ofun Meji',
};
