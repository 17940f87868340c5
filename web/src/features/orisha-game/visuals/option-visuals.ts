/**
 * Image match (DESIGN.md 5): what can be drawn for an option. The server sends the options in
 * the learner's language (es/en/fr), so each table lists the three spellings. Colours become
 * swatches, weekdays a week strip, animals a Noto Emoji picture (README.md beside this file).
 * A picture is shown only where it honestly shows the option and tells it apart from the other
 * options of its question (`questionVisuals`); a question that cannot be drawn so is played as
 * multiple choice with a note. Plants, offerings and the deities' domains have no honest picture
 * and stay plain multiple choice (the screen says so).
 */

export type Visual =
  | { kind: 'swatch'; css: string }
  | { kind: 'week'; day: number }
  | { kind: 'picture'; picture: PictureName }
  | { kind: 'none' };

/** Lower case, no accents: 'Ámbar' and 'ambar' are the same colour. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

const NINE_COLOURS = 'conic-gradient(#c62828, #f2c230, #2e7d32, #1e63b5, #6a3d9a, #f4a6c0, #795033, #1f1a14, #ffffff, #c62828)';

/** Every colour of the orisha knowledge base, in es/en/fr. */
const COLOURS: Record<string, string> = {};
const colour = (css: string, ...names: string[]) => names.forEach((n) => (COLOURS[normalize(n)] = css));
colour('#c62828', 'rojo', 'red', 'rouge');
colour('#1f1a14', 'negro', 'black', 'noir');
colour('#ffffff', 'blanco', 'white', 'blanc');
colour('#2e7d32', 'verde', 'green', 'vert');
colour('#1e63b5', 'azul', 'blue', 'bleu');
colour('#f2c230', 'amarillo', 'yellow', 'jaune');
colour('#795033', 'marrón (carmelita)', 'marrón', 'carmelita', 'brown', 'marron');
colour('#6d1a2a', 'vino (burdeos)', 'vino', 'burdeos', 'wine red (burgundy)', 'wine red', 'burgundy', 'bordeaux');
colour(NINE_COLOURS, 'multicolor (nueve colores)', 'multicolor', 'multicolored (nine colors)', 'multicolored', 'multicolore (neuf couleurs)', 'multicolore');
colour('linear-gradient(135deg, #f7e08a, #c9a227 55%, #8a6d12)', 'dorado', 'gold', 'doré');
colour('#6a3d9a', 'morado', 'purple', 'violet');
colour('#8b1a1a', 'rojo oscuro', 'dark red', 'rouge foncé');
colour('#f27a5e', 'coral', 'corail');
colour('#1b4d2a', 'verde oscuro', 'dark green', 'vert foncé');
colour('#f4a6c0', 'rosado', 'rosa', 'pink', 'rose');
colour('#c8a2c8', 'lila', 'lilac', 'lilas');
colour('#ffbf00', 'ámbar', 'amber', 'ambre');

/** Monday = 0 (the week as Spanish and French calendars draw it). */
const DAYS: Record<string, number> = {};
[
  ['lunes', 'monday', 'lundi'],
  ['martes', 'tuesday', 'mardi'],
  ['miércoles', 'wednesday', 'mercredi'],
  ['jueves', 'thursday', 'jeudi'],
  ['viernes', 'friday', 'vendredi'],
  ['sábado', 'saturday', 'samedi'],
  ['domingo', 'sunday', 'dimanche'],
].forEach((names, day) => names.forEach((n) => (DAYS[normalize(n)] = day)));

/**
 * Every animal of the knowledge base that a Noto Emoji honestly shows (the key is the emoji's
 * name in the set), with its es/en/fr spellings. Items share a picture only inside one group of
 * data/orisha-equivalents/animals.yaml (goats, doves, hens), whose members never meet in one
 * question. No emoji shows a hutia (jutía), a quail (codorniz), a turkey vulture (aura tiñosa)
 * or a guinea fowl (gallina de guinea): they have no picture, rather than a rat's or another
 * bird's, and a question offering one is played as multiple choice.
 */
export const ANIMAL_PICTURES = {
  goat: [
    ['chivo', 'billy goat', 'bouc'],
    ['chivo capón', 'castrated goat', 'bouc castré'],
    ['chiva', 'she-goat', 'chèvre'],
    ['chiva doncella', 'young she-goat', 'jeune chèvre'],
  ],
  dove: [
    ['paloma', 'dove', 'colombe'],
    ['palomas', 'pigeons', 'pigeons'],
    ['paloma blanca', 'white dove', 'colombe blanche'],
  ],
  chicken: [
    ['gallina', 'hen', 'poule'],
    ['gallina negra', 'black hen', 'poule noire'],
  ],
  rooster: [['gallo', 'rooster', 'coq']],
  'baby-chick': [['pollitos', 'chicks', 'poussins']],
  dog: [['perro', 'dog', 'chien']],
  ram: [['carnero', 'ram', 'bélier']],
  ewe: [['oveja', 'ewe', 'brebis']],
  turtle: [['jicotea', 'freshwater turtle', 'tortue d’eau douce']],
  mouse: [['ratón', 'mouse', 'souris']],
  fish: [['pez', 'fish', 'poisson']],
  snail: [['babosa (caracol de tierra)', 'land snail', 'escargot de terre']],
  deer: [['venado', 'deer', 'cerf']],
  parrot: [['pájaros que hablan (como el loro)', 'talking birds (such as the parrot)', 'oiseaux parleurs (comme le perroquet)']],
  peacock: [['pavo real', 'peacock', 'paon']],
  'water-buffalo': [['búfalo', 'buffalo', 'buffle']],
  duck: [['pato', 'duck', 'canard']],
  owl: [['lechuza', 'barn owl', 'effraie']],
} as const satisfies Record<string, ReadonlyArray<readonly [es: string, en: string, fr: string]>>;

/** A picture's name in the Noto Emoji set; noto-pictures.ts (generated) holds exactly these. */
export type PictureName = keyof typeof ANIMAL_PICTURES;
export const PICTURE_NAMES = Object.keys(ANIMAL_PICTURES).sort() as PictureName[];

const ANIMALS = new Map<string, PictureName>();
for (const name of PICTURE_NAMES) for (const spellings of ANIMAL_PICTURES[name]) for (const s of spellings) ANIMALS.set(normalize(s), name);

/**
 * The topics image match can draw; the others are played as plain multiple choice. Plants are
 * not: of the 35 plants only maize, the palm and lettuce have a fitting emoji (the others are
 * specific herbs and trees no emoji shows), too few for a question of four options.
 */
export const DRAWN_TOPICS = ['colors', 'days', 'animals'] as const;
export const isDrawnTopic = (topic: string) => (DRAWN_TOPICS as readonly string[]).includes(topic);

export function visualFor(topic: string, option: string): Visual {
  const key = normalize(option);
  switch (topic) {
    case 'colors': {
      const css = COLOURS[key];
      return css ? { kind: 'swatch', css } : { kind: 'none' };
    }
    case 'days': {
      const day = DAYS[key];
      return day === undefined ? { kind: 'none' } : { kind: 'week', day };
    }
    case 'animals': {
      const picture = ANIMALS.get(key);
      return picture ? { kind: 'picture', picture } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}

/** What a visual looks like: two options with the same key would show the same picture. */
const lookOf = (v: Visual) => (v.kind === 'swatch' ? `swatch:${v.css}` : v.kind === 'week' ? `week:${v.day}` : v.kind === 'picture' ? `picture:${v.picture}` : 'none');

/**
 * The visuals of one question's options, in their order, or null when the question cannot be
 * drawn: a topic without pictures, an option without one, or two options that would look the
 * same (a picture must tell the options apart, or it misleads).
 */
export function questionVisuals(topic: string, options: readonly string[]): Visual[] | null {
  if (!isDrawnTopic(topic)) return null;
  const visuals = options.map((o) => visualFor(topic, o));
  if (visuals.some((v) => v.kind === 'none')) return null;
  return new Set(visuals.map(lookOf)).size === visuals.length ? visuals : null;
}
