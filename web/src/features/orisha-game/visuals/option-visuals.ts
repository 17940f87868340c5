/**
 * Image match (DESIGN.md 5): what can be drawn for an option. The server sends the options in
 * the learner's language (es/en/fr), so each table lists the three spellings. Colours become
 * swatches, weekdays a week strip, animals and plants a lucide icon; the offerings and the
 * deities' domains have no honest picture and stay plain multiple choice (the screen says so).
 */

export type Visual =
  | { kind: 'swatch'; css: string }
  | { kind: 'week'; day: number }
  | { kind: 'icon'; icon: IconName }
  | { kind: 'none' };

export type IconName = 'bird' | 'dog' | 'rat' | 'fish' | 'turtle' | 'snail' | 'paw' | 'palm' | 'tree' | 'flower' | 'wheat' | 'leaf';

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

/** First match wins; patterns are on normalized text. */
const ANIMALS: Array<[RegExp, IconName]> = [
  [/\b(perro|dog|chien)/, 'dog'],
  [/\b(raton|jutia|mouse|hutia|souris)/, 'rat'],
  [/\b(pez|pescado|fish|poisson)/, 'fish'],
  [/\b(jicotea|tortuga|turtle|tortue)/, 'turtle'],
  [/\b(babosa|caracol|snail|escargot)/, 'snail'],
  [
    /\b(gall|pollit|palom|codorniz|pato|pavo|aura|lechuza|pajaro|rooster|hen\b|chick|dove|pigeon|quail|duck|peacock|vulture|owl|bird|fowl|coq|poule|poussin|colombe|caille|canard|paon|urubu|effraie|oiseau|pintade)/,
    'bird',
  ],
];
const PLANTS: Array<[RegExp, IconName]> = [
  [/\b(palma|palm|palmier)/, 'palm'],
  [/\b(maiz|corn|mais)\b/, 'wheat'],
  [/\b(boton de oro|buttercup|bouton|gladiol|glaieul|campana|trumpet|trompette|flor|flower|fleur)/, 'flower'],
  [
    /\b(almendro|alamo|flamboy|tamarin|caimit|aceitunillo|mamey|mamoncillo|tree|arbre|amandier|figuier|quenette|sapote|palos)/,
    'tree',
  ],
];

/** The topics image match can draw; the others are played as plain multiple choice. */
export const DRAWN_TOPICS = ['colors', 'days', 'animals', 'plants'] as const;
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
    case 'animals':
      return { kind: 'icon', icon: ANIMALS.find(([re]) => re.test(key))?.[1] ?? 'paw' };
    case 'plants':
      return { kind: 'icon', icon: PLANTS.find(([re]) => re.test(key))?.[1] ?? 'leaf' };
    default:
      return { kind: 'none' };
  }
}
