/**
 * Orisha knowledge base for the Orisha game (DESIGN.md 5-6), in es/en/fr.
 *
 * Facts are the most common Lucumí (Cuban) associations as published in santería reference
 * works and popular guides; where houses disagree, one common value is kept and lists stay short.
 * Notes on purpose-made choices are next to each entry (`note`).
 *
 * Quiz topics (shared ORISHA_TOPICS) map to fields: colors, plants, animals, days,
 * symbols -> offerings (displayed as "Offerings"), attributes -> attributes (displayed as "Deities").
 * Values OVERLAP between orishas (e.g. several orishas share Friday, red, white or blue):
 * build wrong options with `distractorsFor`, which never offers a value the asked orisha also has,
 * and see `sharedValues` for the full list of overlaps.
 */
import type { Language, OrishaTopic } from '@ifa/shared';

export type Localized = Readonly<Record<Language, string>>;
export type LocalizedList = Readonly<Record<Language, readonly string[]>>;

export interface Orisha {
  id: string;
  name: Localized;
  colors: LocalizedList;
  plants: LocalizedList;
  animals: LocalizedList;
  /** Weekday(s) commonly associated. */
  days: LocalizedList;
  /** Offerings (the 'symbols' topic, displayed as Offerings). */
  offerings: LocalizedList;
  /** Domains (the 'attributes' topic, displayed as Deities). */
  attributes: LocalizedList;
  /** Commonly associated number; null where Lucumí houses give no single widely agreed number. */
  number: number | null;
  /** Catholic saint commonly associated in Cuba. */
  syncretism: Localized;
  /** Editorial note (Spanish) on choices where sources vary; not shown in the game. */
  note?: string;
}

/** A text in es, en, fr. */
type T = readonly [es: string, en: string, fr: string];

const MON: T = ['lunes', 'Monday', 'lundi'];
const TUE: T = ['martes', 'Tuesday', 'mardi'];
const WED: T = ['miércoles', 'Wednesday', 'mercredi'];
const FRI: T = ['viernes', 'Friday', 'vendredi'];
const SAT: T = ['sábado', 'Saturday', 'samedi'];
const SUN: T = ['domingo', 'Sunday', 'dimanche'];

const RED: T = ['rojo', 'red', 'rouge'];
const BLACK: T = ['negro', 'black', 'noir'];
const WHITE: T = ['blanco', 'white', 'blanc'];
const GREEN: T = ['verde', 'green', 'vert'];
const BLUE: T = ['azul', 'blue', 'bleu'];
const YELLOW: T = ['amarillo', 'yellow', 'jaune'];

interface Draft {
  id: string;
  name: T;
  colors: T[];
  plants: T[];
  animals: T[];
  days: T[];
  offerings: T[];
  attributes: T[];
  number: number | null;
  syncretism: T;
  note?: string;
}

const localized = ([es, en, fr]: T): Localized => ({ es, en, fr });
const list = (items: T[]): LocalizedList => ({
  es: items.map((t) => t[0]),
  en: items.map((t) => t[1]),
  fr: items.map((t) => t[2]),
});

function orisha(d: Draft): Orisha {
  return {
    id: d.id,
    name: localized(d.name),
    colors: list(d.colors),
    plants: list(d.plants),
    animals: list(d.animals),
    days: list(d.days),
    offerings: list(d.offerings),
    attributes: list(d.attributes),
    number: d.number,
    syncretism: localized(d.syncretism),
    ...(d.note ? { note: d.note } : {}),
  };
}

export const ORISHAS: readonly Orisha[] = [
  orisha({
    id: 'elegua',
    name: ['Elegguá', 'Eleggua', 'Elegguá'],
    colors: [RED, BLACK],
    plants: [
      ['abrecamino', 'abrecamino (road-opener herb)', 'abrecamino (herbe « ouvre-chemin »)'],
      ['pata de gallina', 'goosegrass (pata de gallina)', 'éleusine (pata de gallina)'],
    ],
    animals: [
      ['jutía', 'hutia', 'hutia'],
      ['ratón', 'mouse', 'souris'],
    ],
    days: [MON],
    offerings: [
      ['caramelos y dulces', 'candies and sweets', 'bonbons et friandises'],
      ['jutía y pescado ahumados', 'smoked hutia and fish', 'hutia et poisson fumés'],
      ['maíz tostado', 'toasted corn', 'maïs grillé'],
    ],
    attributes: [
      ['dueño de los caminos', 'owner of the roads', 'maître des chemins'],
      ['mensajero de los orishas', 'messenger of the orishas', 'messager des orishas'],
      ['las encrucijadas y el destino', 'crossroads and destiny', 'les carrefours et le destin'],
    ],
    number: 3,
    syncretism: [
      'Santo Niño de Atocha y San Antonio de Padua',
      'Holy Child of Atocha and Saint Anthony of Padua',
      "Saint Enfant d'Atocha et saint Antoine de Padoue",
    ],
    note: 'También se le asocia el número 21 y el día 3 de cada mes.',
  }),
  orisha({
    id: 'ogun',
    name: ['Ogún', 'Ogun', 'Ogún'],
    colors: [GREEN, BLACK],
    plants: [
      ['caña santa', 'lemongrass (caña santa)', 'citronnelle (caña santa)'],
      ['eucalipto', 'eucalyptus', 'eucalyptus'],
    ],
    animals: [
      ['perro', 'dog', 'chien'],
      ['gallo', 'rooster', 'coq'],
    ],
    days: [TUE],
    offerings: [
      ['ñame asado', 'roasted yam', 'igname grillée'],
      ['manteca de corojo', 'red palm oil (corojo)', 'huile de palme rouge (corojo)'],
    ],
    attributes: [
      ['el hierro y los metales', 'iron and metals', 'le fer et les métaux'],
      ['el trabajo', 'work', 'le travail'],
      ['la guerra y las herramientas', 'war and tools', 'la guerre et les outils'],
    ],
    number: 7,
    syncretism: ['San Pedro', 'Saint Peter', 'saint Pierre'],
    note: 'Algunas casas le dan el número 3. El perro es también animal de Babalú Ayé.',
  }),
  orisha({
    id: 'ochosi',
    name: ['Ochosi', 'Ochosi', 'Ochosi'],
    colors: [BLUE, YELLOW],
    plants: [
      ['albahaca', 'basil', 'basilic'],
      ['espartillo', 'wiregrass (espartillo)', 'sporobole (espartillo)'],
    ],
    animals: [
      ['venado', 'deer', 'cerf'],
      ['codorniz', 'quail', 'caille'],
    ],
    days: [TUE],
    offerings: [
      ['mango', 'mango', 'mangue'],
      ['boniato', 'sweet potato', 'patate douce'],
    ],
    attributes: [
      ['la caza', 'hunting', 'la chasse'],
      ['la justicia y las cárceles', 'justice and prisons', 'la justice et les prisons'],
      ['el monte', 'the wild forest (el monte)', 'la forêt sauvage (el monte)'],
    ],
    number: 7,
    syncretism: ['San Norberto', 'Saint Norbert', 'saint Norbert'],
    note: 'Sus cuentas se describen como azul y amarillo (ámbar) o azul y coral; también se publica el número 3.',
  }),
  orisha({
    id: 'obatala',
    name: ['Obatalá', 'Obatala', 'Obatalá'],
    colors: [WHITE],
    plants: [
      ['algodón', 'cotton', 'coton'],
      ['campana', 'angel’s trumpet (campana)', 'trompette des anges (campana)'],
      ['almendro', 'almond tree', 'amandier'],
    ],
    animals: [
      ['paloma blanca', 'white dove', 'colombe blanche'],
      ['babosa (caracol de tierra)', 'land snail', 'escargot de terre'],
    ],
    days: [SUN],
    offerings: [
      ['merengue', 'meringue', 'meringue'],
      ['manteca de cacao', 'cocoa butter', 'beurre de cacao'],
      ['cascarilla (efún)', 'powdered eggshell chalk (efun)', 'craie de coquille d’œuf (efún)'],
    ],
    attributes: [
      ['la paz y la pureza', 'peace and purity', 'la paix et la pureté'],
      ['dueño de todas las cabezas', 'owner of all heads', 'maître de toutes les têtes'],
      ['la sabiduría y la justicia', 'wisdom and justice', 'la sagesse et la justice'],
    ],
    number: 8,
    syncretism: ['Virgen de las Mercedes', 'Our Lady of Mercy', 'Notre-Dame de la Merci'],
    note: 'Algunas casas le dedican el jueves.',
  }),
  orisha({
    id: 'chango',
    name: ['Changó', 'Chango (Shango)', 'Changó'],
    colors: [RED, WHITE],
    plants: [
      ['álamo', 'sacred fig (álamo)', 'figuier des pagodes (álamo)'],
      ['bledo punzó', 'red amaranth', 'amarante rouge'],
    ],
    animals: [
      ['carnero', 'ram', 'bélier'],
      ['jicotea', 'freshwater turtle (jicotea)', 'tortue d’eau douce (jicotea)'],
    ],
    days: [FRI],
    offerings: [
      ['plátanos', 'bananas', 'bananes'],
      ['manzanas rojas', 'red apples', 'pommes rouges'],
      ['amalá (harina de maíz con quimbombó)', 'amala (cornmeal with okra)', 'amalá (semoule de maïs au gombo)'],
    ],
    attributes: [
      ['el trueno, el rayo y el fuego', 'thunder, lightning and fire', 'le tonnerre, la foudre et le feu'],
      ['los tambores y la música', 'drums and music', 'les tambours et la musique'],
      ['la virilidad y la danza', 'virility and dance', 'la virilité et la danse'],
    ],
    number: 6,
    syncretism: ['Santa Bárbara', 'Saint Barbara', 'sainte Barbe'],
    note: 'También se le asocian el número 4 y el día 4 de cada mes.',
  }),
  orisha({
    id: 'oya',
    name: ['Oyá', 'Oya', 'Oyá'],
    colors: [
      ['marrón (carmelita)', 'brown', 'marron'],
      ['vino (burdeos)', 'wine red (burgundy)', 'bordeaux'],
      ['multicolor (nueve colores)', 'multicolored (nine colors)', 'multicolore (neuf couleurs)'],
    ],
    plants: [
      ['flamboyán', 'flame tree (flamboyán)', 'flamboyant'],
      ['caimito', 'star apple (caimito)', 'caïmitier'],
      ['tamarindo', 'tamarind', 'tamarinier'],
    ],
    animals: [
      ['búfalo (en sus relatos)', 'buffalo (in her stories)', 'buffle (dans ses récits)'],
      ['gallina de guinea', 'guinea fowl', 'pintade'],
    ],
    days: [FRI],
    offerings: [
      ['berenjenas', 'eggplants', 'aubergines'],
      ['uvas', 'grapes', 'raisins'],
      ['granada', 'pomegranate', 'grenade'],
    ],
    attributes: [
      ['el viento y las tempestades', 'wind and storms', 'le vent et les tempêtes'],
      ['las centellas', 'lightning flashes', 'les éclairs'],
      ['la puerta del cementerio y los egun', 'the cemetery gate and the dead (egun)', 'la porte du cimetière et les morts (egun)'],
    ],
    number: 9,
    syncretism: ['Virgen de la Candelaria', 'Our Lady of Candelaria', 'Notre-Dame de la Candelaria'],
    note: 'Viste nueve colores excepto el negro; también se la sincretiza con Santa Teresa.',
  }),
  orisha({
    id: 'yemaya',
    name: ['Yemayá', 'Yemaya', 'Yemayá'],
    colors: [BLUE, WHITE],
    plants: [
      ['verdolaga', 'purslane', 'pourpier'],
      ['lechuga', 'lettuce', 'laitue'],
      ['helecho', 'fern', 'fougère'],
    ],
    animals: [
      ['pato', 'duck', 'canard'],
      ['pez', 'fish', 'poisson'],
    ],
    days: [SAT],
    offerings: [
      ['melado de caña', 'sugarcane syrup', 'mélasse de canne'],
      ['sandía', 'watermelon', 'pastèque'],
      ['chicharrones', 'pork cracklings', 'couennes de porc frites'],
    ],
    attributes: [
      ['el mar', 'the sea', 'la mer'],
      ['la maternidad', 'motherhood', 'la maternité'],
      ['la fertilidad y la vida', 'fertility and life', 'la fertilité et la vie'],
    ],
    number: 7,
    syncretism: ['Virgen de Regla', 'Our Lady of Regla', 'Notre-Dame de Regla'],
    note: 'Comparte el número 7 con Ogún, Ochosi e Inle.',
  }),
  orisha({
    id: 'oshun',
    name: ['Oshún', 'Oshun', 'Oshún'],
    colors: [YELLOW, ['dorado', 'gold', 'doré']],
    plants: [
      ['canela', 'cinnamon', 'cannelle'],
      ['botón de oro', 'buttercup (botón de oro)', 'bouton-d’or'],
      ['perejil', 'parsley', 'persil'],
    ],
    animals: [
      ['pavo real', 'peacock', 'paon'],
      ['aura tiñosa', 'turkey vulture', 'urubu à tête rouge'],
    ],
    days: [SAT],
    offerings: [
      ['miel', 'honey', 'miel'],
      ['naranjas', 'oranges', 'oranges'],
      ['calabaza', 'pumpkin', 'citrouille'],
    ],
    attributes: [
      ['los ríos y el agua dulce', 'rivers and fresh water', 'les rivières et l’eau douce'],
      ['el amor y la sensualidad', 'love and sensuality', 'l’amour et la sensualité'],
      ['el oro y la riqueza', 'gold and wealth', 'l’or et la richesse'],
    ],
    number: 5,
    syncretism: ['Virgen de la Caridad del Cobre', 'Our Lady of Charity of El Cobre', 'Notre-Dame de la Charité du Cobre'],
  }),
  orisha({
    id: 'babalu-aye',
    name: ['Babalú Ayé', 'Babalu Aye', 'Babalú Ayé'],
    colors: [['morado', 'purple', 'violet']],
    plants: [
      ['escoba amarga', 'bitterbroom (escoba amarga)', 'parthénium (escoba amarga)'],
      ['cundeamor', 'bitter melon (cundeamor)', 'margose (cundeamor)'],
      ['apasote', 'epazote', 'épazote'],
    ],
    animals: [
      ['perro', 'dog', 'chien'],
      ['chivo', 'billy goat', 'bouc'],
    ],
    days: [WED],
    offerings: [
      ['granos (frijoles y maíz)', 'grains (beans and corn)', 'graines (haricots et maïs)'],
      ['ajonjolí', 'sesame', 'sésame'],
      ['pan', 'bread', 'pain'],
    ],
    attributes: [
      ['las enfermedades y su curación', 'illness and healing', 'la maladie et la guérison'],
      ['las epidemias y la piel', 'epidemics and the skin', 'les épidémies et la peau'],
      ['la misericordia', 'mercy', 'la miséricorde'],
    ],
    number: 17,
    syncretism: ['San Lázaro', 'Saint Lazarus', 'saint Lazare'],
    note: 'El perro (sus dos perros) también es animal de Ogún.',
  }),
  orisha({
    id: 'orula',
    name: ['Orula (Orunmila)', 'Orula (Orunmila)', 'Orula (Orunmila)'],
    colors: [GREEN, YELLOW],
    plants: [
      ['aceitunillo', 'aceitunillo (Cuban tree)', 'aceitunillo (arbre cubain)'],
      ['palma', 'palm tree', 'palmier'],
    ],
    animals: [
      ['chiva', 'she-goat', 'chèvre'],
      ['gallina negra', 'black hen', 'poule noire'],
    ],
    days: [SUN],
    offerings: [
      ['coco', 'coconut', 'noix de coco'],
      ['ñame', 'yam', 'igname'],
      ['dátiles', 'dates', 'dattes'],
    ],
    attributes: [
      ['la adivinación (Ifá)', 'divination (Ifá)', 'la divination (Ifá)'],
      ['la sabiduría y el destino', 'wisdom and destiny', 'la sagesse et le destin'],
      ['testigo de la creación', 'witness of creation', 'témoin de la création'],
    ],
    number: 16,
    syncretism: ['San Francisco de Asís', 'Saint Francis of Assisi', 'saint François d’Assise'],
    note: 'También se le asocia el número 4.',
  }),
  orisha({
    id: 'aganyu',
    name: ['Aganyú', 'Aganyu', 'Aganyú'],
    colors: [['rojo oscuro', 'dark red', 'rouge foncé'], WHITE],
    plants: [
      ['mamey', 'mamey sapote', 'sapote mamey'],
      ['mamoncillo', 'Spanish lime (mamoncillo)', 'quenette (mamoncillo)'],
    ],
    animals: [
      ['chivo capón', 'castrated goat', 'bouc castré'],
      ['paloma', 'dove', 'colombe'],
    ],
    days: [WED],
    offerings: [
      ['vino seco', 'dry wine', 'vin sec'],
      ['galletas', 'crackers', 'biscuits secs'],
    ],
    attributes: [
      ['los volcanes y el interior de la tierra', 'volcanoes and the earth’s interior', 'les volcans et l’intérieur de la terre'],
      ['los ríos caudalosos', 'mighty rivers', 'les fleuves puissants'],
      ['los caminantes y los cargadores', 'travelers and porters', 'les voyageurs et les porteurs'],
    ],
    number: 9,
    syncretism: ['San Cristóbal', 'Saint Christopher', 'saint Christophe'],
    note: 'Algunas fuentes le dan el domingo; otras, los nueve colores excepto el negro.',
  }),
  orisha({
    id: 'inle',
    name: ['Inle', 'Inle', 'Inlé'],
    colors: [['coral', 'coral', 'corail'], ['verde oscuro', 'dark green', 'vert foncé']],
    plants: [['abrojo', 'caltrop (abrojo)', 'herse (abrojo)']],
    animals: [
      ['pez', 'fish', 'poisson'],
      ['oveja', 'ewe', 'brebis'],
    ],
    days: [FRI],
    offerings: [['pescado fresco', 'fresh fish', 'poisson frais']],
    attributes: [
      ['la medicina y la curación', 'medicine and healing', 'la médecine et la guérison'],
      ['la pesca', 'fishing', 'la pêche'],
      ['el encuentro del río con el mar', 'where the river meets the sea', 'la rencontre du fleuve et de la mer'],
    ],
    number: 7,
    syncretism: ['San Rafael Arcángel', 'Saint Raphael the Archangel', 'saint Raphaël archange'],
    note: 'Sus colores se publican también como azul prusia o turquesa.',
  }),
  orisha({
    id: 'yewa',
    name: ['Yewá', 'Yewa', 'Yewá'],
    colors: [['rosado', 'pink', 'rose']],
    plants: [
      ['marilope', 'marilope (Cuban shrub)', 'marilope (arbuste cubain)'],
      ['panetela', 'panetela (Cuban plant)', 'panetela (plante cubaine)'],
    ],
    animals: [
      ['chiva doncella', 'young she-goat', 'jeune chèvre'],
      ['lechuza', 'barn owl', 'effraie'],
    ],
    days: [FRI],
    offerings: [
      ['frutas frescas', 'fresh fruit', 'fruits frais'],
      ['flores blancas y rosadas', 'white and pink flowers', 'fleurs blanches et roses'],
    ],
    attributes: [
      ['el cementerio y las tumbas', 'the cemetery and graves', 'le cimetière et les tombes'],
      ['la castidad', 'chastity', 'la chasteté'],
      ['el recogimiento', 'solitude and reserve', 'le recueillement'],
    ],
    number: 11,
    syncretism: [
      'Virgen de los Desamparados (también Virgen de Montserrat)',
      'Our Lady of the Forsaken (also Our Lady of Montserrat)',
      'Notre-Dame des Abandonnés (aussi Notre-Dame de Montserrat)',
    ],
  }),
  orisha({
    id: 'ibeyis',
    name: ['Ibeyis (Jimaguas)', 'Ibeyi (the Twins)', 'Ibeyis (les Jumeaux)'],
    colors: [RED, BLUE, WHITE],
    plants: [
      ['maíz', 'corn', 'maïs'],
      ['rabo de gato', 'cat’s tail (rabo de gato)', 'queue-de-chat (rabo de gato)'],
      ['zarzaparrilla', 'sarsaparilla', 'salsepareille'],
    ],
    animals: [
      ['pollitos', 'chicks', 'poussins'],
      ['palomas', 'pigeons', 'pigeons'],
    ],
    days: [SUN],
    offerings: [
      ['arroz amarillo', 'yellow rice', 'riz jaune'],
      ['rositas de maíz', 'popcorn', 'pop-corn'],
      ['frutas dulces (mamey, guayaba)', 'sweet fruit (mamey, guava)', 'fruits doux (sapote, goyave)'],
    ],
    attributes: [
      ['los niños', 'children', 'les enfants'],
      ['la suerte y la prosperidad', 'luck and prosperity', 'la chance et la prospérité'],
      ['la alegría', 'joy', 'la joie'],
    ],
    number: 2,
    syncretism: ['San Cosme y San Damián', 'Saints Cosmas and Damian', 'saints Côme et Damien'],
    note: 'Sus colores combinan los de Changó (rojo y blanco) y Yemayá (azul y blanco).',
  }),
  orisha({
    id: 'osain',
    name: ['Osain', 'Osain', 'Osain'],
    colors: [GREEN],
    plants: [['todas las hierbas y palos del monte', 'all the herbs and trees of the forest', 'toutes les herbes et les arbres de la forêt']],
    animals: [
      ['pájaros que hablan (como el loro)', 'talking birds (such as the parrot)', 'oiseaux parleurs (comme le perroquet)'],
      ['chivo', 'billy goat', 'bouc'],
    ],
    days: [FRI],
    offerings: [
      ['tabaco', 'tobacco', 'tabac'],
      ['aguardiente', 'cane liquor (aguardiente)', 'eau-de-vie de canne'],
    ],
    attributes: [
      ['las plantas y sus secretos', 'plants and their secrets', 'les plantes et leurs secrets'],
      ['la medicina del monte', 'the medicine of the forest', 'la médecine de la forêt'],
    ],
    number: null,
    syncretism: [
      'San Silvestre (también San José o San Antonio Abad)',
      'Saint Sylvester (also Saint Joseph or Saint Anthony the Abbot)',
      'saint Sylvestre (aussi saint Joseph ou saint Antoine le Grand)',
    ],
    note: 'Sin número único ampliamente aceptado (se citan 6 y 7); algunas fuentes le dan el domingo.',
  }),
  orisha({
    id: 'obba',
    name: ['Obbá', 'Oba', 'Obbá'],
    colors: [
      ['lila', 'lilac', 'lilas'],
      ['ámbar', 'amber', 'ambre'],
    ],
    plants: [['gladiolo', 'gladiolus', 'glaïeul']],
    animals: [
      ['paloma', 'dove', 'colombe'],
      ['gallina', 'hen', 'poule'],
    ],
    days: [FRI],
    offerings: [
      ['cesta de frutas', 'basket of fruit', 'corbeille de fruits'],
      ['velas rosadas', 'pink candles', 'bougies roses'],
    ],
    attributes: [
      ['la fidelidad conyugal', 'marital fidelity', 'la fidélité conjugale'],
      ['los lagos y las lagunas', 'lakes and lagoons', 'les lacs et les lagunes'],
      ['guardiana de las tumbas', 'guardian of the graves', 'gardienne des tombes'],
    ],
    number: null,
    syncretism: ['Santa Rita de Casia', 'Saint Rita of Cascia', 'sainte Rita de Cascia'],
    note: 'Su color más citado es el rosado (compartido con Yewá); sin número único ampliamente aceptado.',
  }),
];

/** Field holding each quiz topic ('random' picks among these). */
export const ORISHA_TOPIC_FIELDS = {
  colors: 'colors',
  plants: 'plants',
  animals: 'animals',
  days: 'days',
  symbols: 'offerings',
  attributes: 'attributes',
} as const satisfies Record<Exclude<OrishaTopic, 'random'>, keyof Orisha>;
export type OrishaFactTopic = keyof typeof ORISHA_TOPIC_FIELDS;

/** Comparison key for answers: accent-, case- and space-insensitive. */
export function answerKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function orishaById(id: string): Orisha | undefined {
  return ORISHAS.find((o) => o.id === id);
}

/** The values of one topic for an orisha in a language. */
export function topicValues(o: Orisha, topic: OrishaFactTopic, lang: Language): readonly string[] {
  return o[ORISHA_TOPIC_FIELDS[topic]][lang];
}

/**
 * Candidate wrong answers for "which <topic> belongs to <orisha>": every value of the other
 * orishas for that topic, de-duplicated, minus any value the asked orisha also has
 * (compared with `answerKey`). Sorted for determinism; the caller samples from it.
 */
export function distractorsFor(orishaId: string, topic: OrishaFactTopic, lang: Language): string[] {
  const target = orishaById(orishaId);
  if (!target) throw new Error(`unknown orisha ${orishaId}`);
  const excluded = new Set(topicValues(target, topic, lang).map(answerKey));
  const out = new Map<string, string>();
  for (const o of ORISHAS) {
    if (o.id === orishaId) continue;
    for (const v of topicValues(o, topic, lang)) {
      const k = answerKey(v);
      if (!excluded.has(k) && !out.has(k)) out.set(k, v);
    }
  }
  return [...out.values()].sort((a, b) => a.localeCompare(b, lang));
}

/** Values of a topic that more than one orisha has: value -> orisha ids (for review and tests). */
export function sharedValues(topic: OrishaFactTopic, lang: Language): Map<string, string[]> {
  const owners = new Map<string, { value: string; ids: string[] }>();
  for (const o of ORISHAS) {
    for (const v of topicValues(o, topic, lang)) {
      const k = answerKey(v);
      const entry = owners.get(k) ?? { value: v, ids: [] };
      entry.ids.push(o.id);
      owners.set(k, entry);
    }
  }
  return new Map([...owners.values()].filter((e) => e.ids.length > 1).map((e) => [e.value, e.ids]));
}
