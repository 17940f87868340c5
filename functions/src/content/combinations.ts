/**
 * Template-generated study text for the 240 combined signs (omoluos), `data_source: 'generated'`.
 *
 * Every text here is built only from a short theme summary of each principal leg (written by
 * the project from the Meji content in data/meji/), and carries the provenance 'Redacción del
 * proyecto' (generated from the legs' themes), not reviewed. It never states what "is born" in a sign, its
 * proverbs, stories, works or taboos, and it closes with an explicit note that it is a generated
 * synthesis pending review. Nothing generated is presented as traditional.
 *
 * The templates and the theme phrases exist in Spanish (the source) and, as the project's own
 * translation (unreviewed, like the Spanish), in English and French (DESIGN.md 6): the sign
 * detail serves a generated sign in the learner's language while its stored Spanish is still the
 * generated text (content/localize-sign.ts).
 *
 * No combination is hand-curated on purpose: published material for the 240 omoluos varies a lot
 * between houses, and a curated entry should come from a reviewed source (admins can upgrade an
 * entry later through the contribution workflow; the seed never overwrites admin edits).
 */
import type { Language, OddunProvenance, SourceRef } from '@ifa/shared';
import { PRINCIPAL_ODU, type OduFact, type PrincipalLeg } from './odu-catalogue.js';

export const GENERATED_FUENTE = 'Texto generado a partir de los temas de sus dos patas; pendiente de revisión';

/** The one source of every generated text: the project's own wording, built from the legs' themes. */
export const GENERATED_SOURCE: SourceRef = {
  kind: 'project',
  title: 'Redacción del proyecto',
  where: 'texto generado a partir de los temas de sus dos patas',
};

/** Provenance of a generated sign (issue 11): its three texts, by the project, not reviewed. */
export function generatedProvenance(): OddunProvenance {
  const section = () => ({ sources: [{ ...GENERATED_SOURCE }], reviewed: null });
  return { title: section(), meaning: section(), extended_description: section() };
}

/**
 * Spanish contractions the templates produce when a phrase with 'el' follows 'de' or 'a'
 * ('de el cierre' -> 'del cierre', 'a el origen' -> 'al origen'). A capitalised 'El' (a title,
 * 'El Monte') is left alone.
 */
export function contract(text: string): string {
  return text.replace(/(?<!\p{L})([Dd])e el(?!\p{L})/gu, '$1el').replace(/(?<!\p{L})([Aa]) el(?!\p{L})/gu, '$1l');
}

/** Closing paragraph of every generated description (tests look for it). */
export const GENERATED_NOTE =
  'Nota: este texto es una síntesis orientativa generada por el proyecto a partir de los temas de sus dos patas. No reproduce el contenido propio del signo (relatos, refranes, obras o prohibiciones), que debe estudiarse en fuentes especializadas y con un babalawo, y está pendiente de revisión.';

export interface LegTheme {
  /** Short noun phrase with its article ('la luz', 'el cierre', 'lo oculto'). */
  keyword: string;
  /** What the leg is about, as a list of noun phrases. */
  themes: string;
  /** Verb phrase (3rd person) for the leg when it is the right, leading leg. */
  right: string;
  /** Verb phrase (3rd person) for the leg when it is the left leg. */
  left: string;
  /** Infinitive phrase: what a prudent reading of the leg invites to do. */
  advice: string;
}

/** One short theme description per principal leg (project summary of its Meji). */
export const LEG_THEMES: Readonly<Record<PrincipalLeg, LegTheme>> = {
  Ogbe: {
    keyword: 'la luz',
    themes: 'la luz, los comienzos, la claridad y la cabeza (orí)',
    right: 'impulsa a comenzar con claridad y a ocupar el propio lugar',
    left: 'aporta claridad y la posibilidad de un nuevo comienzo',
    advice: 'actuar con transparencia y cuidar la propia cabeza',
  },
  Oyeku: {
    keyword: 'el cierre',
    themes: 'la noche, los finales, los ancestros y la renovación',
    right: 'pone en primer plano el cierre de un ciclo y la memoria de los ancestros',
    left: 'recuerda que algo debe terminar para que lo nuevo empiece',
    advice: 'honrar a los ancestros y cerrar con orden lo que termina',
  },
  Iwori: {
    keyword: 'la conciencia',
    themes: 'la visión interior, el discernimiento y la humildad',
    right: 'invita a mirar hacia dentro antes de actuar',
    left: 'añade la necesidad de discernir y de no fiarse de las apariencias',
    advice: 'examinar los propios motivos y no reclamar nada por orgullo',
  },
  Odi: {
    keyword: 'el origen',
    themes: 'el origen, la familia, el mar y la firmeza',
    right: 'habla del origen, de la familia y de la firmeza ante la adversidad',
    left: 'aporta raíz y firmeza',
    advice: 'mantenerse firme sin violencia y sostener a los suyos',
  },
  Irosun: {
    keyword: 'lo oculto',
    themes: 'lo oculto, los secretos, la vigilancia y el esfuerzo',
    right: 'señala lo que no se ve a simple vista y pide vigilancia',
    left: 'advierte de lo que permanece oculto',
    advice: 'abrir bien los ojos y no curiosear en lo ajeno',
  },
  Ojuani: {
    keyword: 'la gratitud',
    themes: 'la gratitud, los enemigos, los cambios bruscos y la fe',
    right: 'trae cambios bruscos y pone a prueba la gratitud',
    left: 'recuerda el valor de la gratitud frente a intrigas y enemigos',
    advice: 'agradecer lo recibido y no desear mal a nadie',
  },
  Obara: {
    keyword: 'la palabra',
    themes: 'la palabra, el comercio, la riqueza y sus riesgos',
    right: 'pone en juego la palabra y la prosperidad',
    left: 'añade el poder —y el riesgo— de la palabra',
    advice: 'cuidar lo que se dice y no despreciar lo humilde',
  },
  Okana: {
    keyword: 'la dualidad',
    themes: 'la dualidad del bien y el mal, las pruebas y lo que ata',
    right: 'presenta pruebas fuertes y la tensión entre el bien y el mal',
    left: 'recuerda que todo tiene dos caras',
    advice: 'controlar la lengua y renunciar a la venganza',
  },
  Ogunda: {
    keyword: 'la fuerza',
    themes: 'la fuerza, el hierro, el trabajo y el corte',
    right: 'impulsa a abrir camino con trabajo y decisión',
    left: 'aporta fuerza y capacidad de corte',
    advice: 'usar la inteligencia antes que la fuerza y evitar las discusiones',
  },
  Osa: {
    keyword: 'el cambio',
    themes: 'el viento, los cambios bruscos y la preparación',
    right: 'anuncia transformaciones y movimiento',
    left: 'añade la posibilidad de cambios repentinos',
    advice: 'prepararse antes de emprender y no actuar con prisa',
  },
  Ika: {
    keyword: 'el control',
    themes: 'el control, la abundancia, la protección y el poder',
    right: 'habla de control, de abundancia y de responsabilidad sobre otros',
    left: 'aporta abundancia y la exigencia de usar el poder con justicia',
    advice: 'proteger a los más débiles y no usar el poder con crueldad',
  },
  Otrupon: {
    keyword: 'la humildad',
    themes: 'la inteligencia y sus límites, los sueños y la humildad',
    right: 'recuerda los límites del propio saber',
    left: 'pide humildad y atención a los avisos',
    advice: 'reconocer lo que no se sabe y no mentir',
  },
  Otura: {
    keyword: 'la paz',
    themes: 'la paz, el saber, los saludos y la fraternidad',
    right: 'favorece el conocimiento, la cortesía y la fraternidad',
    left: 'aporta paz y respeto en el trato',
    advice: 'saludar y respetar, y escuchar más de lo que se habla',
  },
  Irete: {
    keyword: 'la mano justa',
    themes: 'la fuerza de las manos, la rectitud y la frontera entre la vida y la muerte',
    right: 'pone a prueba el uso justo de la fuerza',
    left: 'pide rectitud y respeto por lo pequeño',
    advice: 'usar la fuerza para construir y no despreciar lo pequeño',
  },
  Oshe: {
    keyword: 'la dulzura',
    themes: 'la dulzura, la limpieza, los ríos y el valor de perder',
    right: 'habla de purificación, de dulzura y de cambios de suerte',
    left: 'aporta limpieza y la enseñanza de que a veces perdiendo se gana',
    advice: 'limpiarse y pensar antes de prometer',
  },
  Ofun: {
    keyword: 'la sabiduría',
    themes: 'la sabiduría, la generosidad, los juramentos y el cierre de los ciclos',
    right: 'pide sabiduría, generosidad y fidelidad a la palabra dada',
    left: 'añade la exigencia de ser generoso y de cumplir lo jurado',
    advice: 'ser generoso y no romper la palabra dada',
  },
};

/** The theme phrases of each leg in English and French: the project's translation of LEG_THEMES (unreviewed). */
export const LEG_THEMES_IN: Readonly<Record<Exclude<Language, 'es'>, Readonly<Record<PrincipalLeg, LegTheme>>>> = {
  en: {
    Ogbe: {
      keyword: 'light',
      themes: 'light, beginnings, clarity and the head (orí)',
      right: 'drives one to begin with clarity and to take one’s own place',
      left: 'brings clarity and the possibility of a new beginning',
      advice: 'act with transparency and look after one’s own head',
    },
    Oyeku: {
      keyword: 'closure',
      themes: 'night, endings, the ancestors and renewal',
      right: 'brings to the fore the closing of a cycle and the memory of the ancestors',
      left: 'recalls that something must end for the new to begin',
      advice: 'honour the ancestors and close in good order what is ending',
    },
    Iwori: {
      keyword: 'awareness',
      themes: 'inner vision, discernment and humility',
      right: 'invites one to look within before acting',
      left: 'adds the need to discern and not to trust appearances',
      advice: 'examine one’s own motives and claim nothing out of pride',
    },
    Odi: {
      keyword: 'the origin',
      themes: 'origin, family, the sea and steadfastness',
      right: 'speaks of origin, of family and of steadfastness in adversity',
      left: 'brings roots and steadfastness',
      advice: 'stand firm without violence and support one’s own people',
    },
    Irosun: {
      keyword: 'what is hidden',
      themes: 'what is hidden, secrets, vigilance and effort',
      right: 'points to what cannot be seen at first sight and asks for vigilance',
      left: 'warns of what remains hidden',
      advice: 'keep one’s eyes wide open and not pry into the affairs of others',
    },
    Ojuani: {
      keyword: 'gratitude',
      themes: 'gratitude, enemies, sudden changes and faith',
      right: 'brings sudden changes and puts gratitude to the test',
      left: 'recalls the value of gratitude in the face of intrigue and enemies',
      advice: 'be grateful for what one receives and wish no one harm',
    },
    Obara: {
      keyword: 'the spoken word',
      themes: 'the spoken word, trade, wealth and its risks',
      right: 'puts the spoken word and prosperity at stake',
      left: 'adds the power —and the risk— of the spoken word',
      advice: 'watch what one says and not despise what is humble',
    },
    Okana: {
      keyword: 'duality',
      themes: 'the duality of good and evil, trials and what binds',
      right: 'presents hard trials and the tension between good and evil',
      left: 'recalls that everything has two sides',
      advice: 'control one’s tongue and give up revenge',
    },
    Ogunda: {
      keyword: 'strength',
      themes: 'strength, iron, work and cutting',
      right: 'drives one to open the way with work and resolve',
      left: 'brings strength and the capacity to cut',
      advice: 'use intelligence before strength and avoid quarrels',
    },
    Osa: {
      keyword: 'change',
      themes: 'the wind, sudden changes and preparation',
      right: 'announces transformations and movement',
      left: 'adds the possibility of sudden changes',
      advice: 'prepare before setting out and not act in haste',
    },
    Ika: {
      keyword: 'control',
      themes: 'control, abundance, protection and power',
      right: 'speaks of control, of abundance and of responsibility for others',
      left: 'brings abundance and the demand to use power justly',
      advice: 'protect the weakest and not use power cruelly',
    },
    Otrupon: {
      keyword: 'humility',
      themes: 'intelligence and its limits, dreams and humility',
      right: 'recalls the limits of one’s own knowledge',
      left: 'asks for humility and attention to warnings',
      advice: 'acknowledge what one does not know and not lie',
    },
    Otura: {
      keyword: 'peace',
      themes: 'peace, knowledge, greetings and brotherhood',
      right: 'favours knowledge, courtesy and brotherhood',
      left: 'brings peace and respect in dealings with others',
      advice: 'greet and respect others, and listen more than one speaks',
    },
    Irete: {
      keyword: 'the just hand',
      themes: 'the strength of the hands, uprightness and the border between life and death',
      right: 'tests the just use of strength',
      left: 'asks for uprightness and respect for what is small',
      advice: 'use strength to build and not despise what is small',
    },
    Oshe: {
      keyword: 'sweetness',
      themes: 'sweetness, cleansing, rivers and the value of losing',
      right: 'speaks of purification, of sweetness and of changes of fortune',
      left: 'brings cleansing and the lesson that sometimes one wins by losing',
      advice: 'cleanse oneself and think before promising',
    },
    Ofun: {
      keyword: 'wisdom',
      themes: 'wisdom, generosity, oaths and the closing of cycles',
      right: 'asks for wisdom, generosity and faithfulness to one’s word',
      left: 'adds the demand to be generous and to keep what was sworn',
      advice: 'be generous and not break one’s word',
    },
  },
  fr: {
    Ogbe: {
      keyword: 'la lumière',
      themes: 'la lumière, les commencements, la clarté et la tête (orí)',
      right: 'pousse à commencer avec clarté et à occuper sa propre place',
      left: 'apporte la clarté et la possibilité d’un nouveau commencement',
      advice: 'agir avec transparence et prendre soin de sa propre tête',
    },
    Oyeku: {
      keyword: 'la clôture',
      themes: 'la nuit, les fins, les ancêtres et le renouveau',
      right: 'met au premier plan la fin d’un cycle et la mémoire des ancêtres',
      left: 'rappelle que quelque chose doit finir pour que le nouveau commence',
      advice: 'honorer les ancêtres et clore avec ordre ce qui se termine',
    },
    Iwori: {
      keyword: 'la conscience',
      themes: 'la vision intérieure, le discernement et l’humilité',
      right: 'invite à regarder en soi avant d’agir',
      left: 'ajoute le besoin de discerner et de ne pas se fier aux apparences',
      advice: 'examiner ses propres motifs et ne rien réclamer par orgueil',
    },
    Odi: {
      keyword: 'l’origine',
      themes: 'l’origine, la famille, la mer et la fermeté',
      right: 'parle de l’origine, de la famille et de la fermeté face à l’adversité',
      left: 'apporte racines et fermeté',
      advice: 'rester ferme sans violence et soutenir les siens',
    },
    Irosun: {
      keyword: 'ce qui est caché',
      themes: 'ce qui est caché, les secrets, la vigilance et l’effort',
      right: 'signale ce qui ne se voit pas à première vue et demande de la vigilance',
      left: 'avertit de ce qui reste caché',
      advice: 'garder les yeux bien ouverts et ne pas fouiller dans les affaires d’autrui',
    },
    Ojuani: {
      keyword: 'la gratitude',
      themes: 'la gratitude, les ennemis, les changements brusques et la foi',
      right: 'apporte des changements brusques et met la gratitude à l’épreuve',
      left: 'rappelle la valeur de la gratitude face aux intrigues et aux ennemis',
      advice: 'remercier pour ce qui est reçu et ne souhaiter de mal à personne',
    },
    Obara: {
      keyword: 'la parole',
      themes: 'la parole, le commerce, la richesse et ses risques',
      right: 'met en jeu la parole et la prospérité',
      left: 'ajoute le pouvoir —et le risque— de la parole',
      advice: 'veiller à ce que l’on dit et ne pas mépriser ce qui est humble',
    },
    Okana: {
      keyword: 'la dualité',
      themes: 'la dualité du bien et du mal, les épreuves et ce qui lie',
      right: 'présente de dures épreuves et la tension entre le bien et le mal',
      left: 'rappelle que toute chose a deux faces',
      advice: 'maîtriser sa langue et renoncer à la vengeance',
    },
    Ogunda: {
      keyword: 'la force',
      themes: 'la force, le fer, le travail et la coupe',
      right: 'pousse à ouvrir le chemin par le travail et la détermination',
      left: 'apporte la force et la capacité de trancher',
      advice: 'user de l’intelligence avant la force et éviter les disputes',
    },
    Osa: {
      keyword: 'le changement',
      themes: 'le vent, les changements brusques et la préparation',
      right: 'annonce des transformations et du mouvement',
      left: 'ajoute la possibilité de changements soudains',
      advice: 'se préparer avant d’entreprendre et ne pas agir dans la hâte',
    },
    Ika: {
      keyword: 'le contrôle',
      themes: 'le contrôle, l’abondance, la protection et le pouvoir',
      right: 'parle de contrôle, d’abondance et de responsabilité envers les autres',
      left: 'apporte l’abondance et l’exigence d’user du pouvoir avec justice',
      advice: 'protéger les plus faibles et ne pas user du pouvoir avec cruauté',
    },
    Otrupon: {
      keyword: 'l’humilité',
      themes: 'l’intelligence et ses limites, les rêves et l’humilité',
      right: 'rappelle les limites de son propre savoir',
      left: 'demande de l’humilité et de l’attention aux avertissements',
      advice: 'reconnaître ce que l’on ne sait pas et ne pas mentir',
    },
    Otura: {
      keyword: 'la paix',
      themes: 'la paix, le savoir, les salutations et la fraternité',
      right: 'favorise la connaissance, la courtoisie et la fraternité',
      left: 'apporte la paix et le respect dans les relations',
      advice: 'saluer et respecter, et écouter plus que l’on ne parle',
    },
    Irete: {
      keyword: 'la main juste',
      themes: 'la force des mains, la droiture et la frontière entre la vie et la mort',
      right: 'met à l’épreuve l’usage juste de la force',
      left: 'demande de la droiture et du respect pour ce qui est petit',
      advice: 'user de la force pour construire et ne pas mépriser ce qui est petit',
    },
    Oshe: {
      keyword: 'la douceur',
      themes: 'la douceur, la purification, les rivières et la valeur de perdre',
      right: 'parle de purification, de douceur et de changements de fortune',
      left: 'apporte la purification et l’enseignement que parfois on gagne en perdant',
      advice: 'se purifier et réfléchir avant de promettre',
    },
    Ofun: {
      keyword: 'la sagesse',
      themes: 'la sagesse, la générosité, les serments et la clôture des cycles',
      right: 'demande sagesse, générosité et fidélité à la parole donnée',
      left: 'ajoute l’exigence d’être généreux et de tenir ce qui a été juré',
      advice: 'être généreux et ne pas rompre la parole donnée',
    },
  },
};

export interface GeneratedText {
  title: string;
  meaning: string;
  extended_description: string;
  descripcion: string;
  fuente: string;
  data_source: 'generated';
  provenance: OddunProvenance;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * French contractions the templates produce ('à le vent' -> 'au vent', 'de les fins' -> 'des
 * fins'), as `contract` does for Spanish.
 */
export function contractFr(text: string): string {
  return text
    .replace(/(?<!\p{L})([Àà]) le(?!\p{L})/gu, (_m, a: string) => (a === 'À' ? 'Au' : 'au'))
    .replace(/(?<!\p{L})([Àà]) les(?!\p{L})/gu, (_m, a: string) => (a === 'À' ? 'Aux' : 'aux'))
    .replace(/(?<!\p{L})([Dd])e le(?!\p{L})/gu, '$1u')
    .replace(/(?<!\p{L})([Dd])e les(?!\p{L})/gu, '$1es');
}

/** French elides 'de' before a vowel: every principal leg's name starts with one ('la famille d’Ogbe'). */
const deFr = (name: string) => (/^[aeiouyàâéèêëîïôöûü]/iu.test(name) ? `d’${name}` : `de ${name}`);

/** What the templates say in one language around the theme phrases. */
interface Templates {
  leadIns: readonly string[];
  meaning(v: Vars): string;
  structure(v: Vars): string;
  themes(v: Vars): string;
  title(v: Vars): string;
  descripcion(v: Vars): string;
  subtitle(r: string, l: string): string;
  note: string;
  fuente: string;
  /** GENERATED_SOURCE.where in the language. */
  where: string;
  contract(text: string): string;
}

interface Vars {
  name: string;
  position: number;
  r: string;
  l: string;
  rMeji: string;
  R: LegTheme;
  L: LegTheme;
  lead: string;
  yoruba: string;
  display: string;
}

/** The study lead-ins vary with the position so that 240 texts do not read identically. */
const TEMPLATES: Readonly<Record<Language, Templates>> = {
  es: {
    leadIns: ['Como orientación de estudio', 'A modo de guía para el estudio', 'Como punto de partida para el estudio'],
    meaning: ({ name, r, l, R, L, lead }) =>
      `${name} une ${r}, en la pata derecha, con ${l}, en la izquierda. ` +
      `${r} se asocia con ${R.themes}; ${l}, con ${L.themes}. ` +
      `${lead}, el signo puede leerse como un encuentro entre ${R.keyword} y ${L.keyword}: ` +
      `${r} ${R.right}, y ${l} ${L.left}.`,
    structure: ({ name, position, r, l, rMeji, yoruba, display }) =>
      `${name} ocupa la posición ${position} del orden lucumí. Se forma con ${r} en la pata derecha ` +
      `—la que se marca primero y da nombre a la familia del signo— y ${l} en la izquierda, por lo que pertenece ` +
      `a la familia de ${r}, encabezada por ${rMeji}. En la nomenclatura yoruba se le conoce como ${yoruba}. ` +
      `Leída fila por fila, de arriba abajo, su figura es ${display}.`,
    themes: ({ r, l, R, L }) =>
      `Para orientar el estudio, este texto parte de los temas generales de sus dos patas, tal como se resumen en sus Meji: ` +
      `${r} habla de ${R.themes}, y ${l}, de ${L.themes}. ` +
      `Una lectura prudente del conjunto invita, por un lado, a ${R.advice}; por otro, a ${L.advice}.`,
    title: ({ R, L }) => `${capitalize(R.keyword)} y ${L.keyword}`,
    descripcion: ({ name, r, l, R, L }) =>
      `${name} (${r} y ${l}): síntesis orientativa generada a partir de los temas de ${R.keyword} y ${L.keyword}; pendiente de revisión.`,
    subtitle: (r, l) => `Omoluo (signo combinado) de la familia de ${r}: ${r} en la pata derecha y ${l} en la izquierda`,
    note: GENERATED_NOTE,
    fuente: GENERATED_FUENTE,
    where: GENERATED_SOURCE.where!,
    contract,
  },
  en: {
    leadIns: ['As a study guide', 'By way of a guide for study', 'As a starting point for study'],
    meaning: ({ name, r, l, R, L, lead }) =>
      `${name} joins ${r}, on the right leg, with ${l}, on the left. ` +
      `${r} is associated with ${R.themes}; ${l}, with ${L.themes}. ` +
      `${lead}, the sign can be read as a meeting between ${R.keyword} and ${L.keyword}: ` +
      `${r} ${R.right}, and ${l} ${L.left}.`,
    structure: ({ name, position, r, l, rMeji, yoruba, display }) =>
      `${name} holds position ${position} in the Lucumí order. It is formed by ${r} on the right leg ` +
      `—the one marked first, which names the sign’s family— and ${l} on the left, so it belongs ` +
      `to the family of ${r}, headed by ${rMeji}. In the Yoruba nomenclature it is known as ${yoruba}. ` +
      `Read row by row, from top to bottom, its figure is ${display}.`,
    themes: ({ r, l, R, L }) =>
      `To guide study, this text starts from the general themes of its two legs, as their Meji summarise them: ` +
      `${r} speaks of ${R.themes}, and ${l}, of ${L.themes}. ` +
      `A prudent reading of the whole invites one, on the one hand, to ${R.advice}; on the other, to ${L.advice}.`,
    title: ({ R, L }) => `${capitalize(R.keyword)} and ${L.keyword}`,
    descripcion: ({ name, r, l, R, L }) =>
      `${name} (${r} and ${l}): an indicative synthesis generated from the themes of ${R.keyword} and ${L.keyword}; pending review.`,
    subtitle: (r, l) => `Omoluo (combined sign) of the ${r} family: ${r} on the right leg and ${l} on the left`,
    note: 'Note: this text is an indicative synthesis generated by the project from the themes of its two legs. It does not reproduce the sign’s own content (stories, proverbs, works or prohibitions), which should be studied in specialised sources and with a babalawo, and it is pending review.',
    fuente: 'Text generated from the themes of its two legs; pending review',
    where: 'text generated from the themes of its two legs',
    contract: (text) => text,
  },
  fr: {
    leadIns: ['Comme orientation d’étude', 'En guise de guide pour l’étude', 'Comme point de départ pour l’étude'],
    meaning: ({ name, r, l, R, L, lead }) =>
      `${name} unit ${r}, dans la jambe droite, à ${l}, dans la gauche. ` +
      `${r} est associé à ${R.themes} ; ${l}, à ${L.themes}. ` +
      `${lead}, le signe peut se lire comme une rencontre entre ${R.keyword} et ${L.keyword} : ` +
      `${r} ${R.right}, et ${l} ${L.left}.`,
    structure: ({ name, position, r, l, rMeji, yoruba, display }) =>
      `${name} occupe la position ${position} de l’ordre lucumí. Il se forme avec ${r} dans la jambe droite ` +
      `—celle que l’on marque en premier et qui donne son nom à la famille du signe— et ${l} dans la gauche ; il appartient donc ` +
      `à la famille ${deFr(r)}, dirigée par ${rMeji}. Dans la nomenclature yoruba, on le connaît sous le nom de ${yoruba}. ` +
      `Lue ligne par ligne, de haut en bas, sa figure est ${display}.`,
    themes: ({ r, l, R, L }) =>
      `Pour orienter l’étude, ce texte part des thèmes généraux de ses deux jambes, tels que leurs Meji les résument : ` +
      `${r} parle de ${R.themes}, et ${l}, de ${L.themes}. ` +
      `Une lecture prudente de l’ensemble invite, d’une part, à ${R.advice} ; d’autre part, à ${L.advice}.`,
    title: ({ R, L }) => `${capitalize(R.keyword)} et ${L.keyword}`,
    descripcion: ({ name, r, l, R, L }) =>
      `${name} (${r} et ${l}) : synthèse indicative générée à partir des thèmes de ${R.keyword} et de ${L.keyword} ; en attente de relecture.`,
    subtitle: (r, l) => `Omoluo (signe combiné) de la famille ${deFr(r)} : ${r} dans la jambe droite et ${l} dans la gauche`,
    note: 'Note : ce texte est une synthèse indicative générée par le projet à partir des thèmes de ses deux jambes. Il ne reproduit pas le contenu propre du signe (récits, proverbes, travaux ou interdits), qui doit être étudié dans des sources spécialisées et avec un babalawo, et il est en attente de relecture.',
    fuente: 'Texte généré à partir des thèmes de ses deux jambes ; en attente de relecture',
    where: 'texte généré à partir des thèmes de ses deux jambes',
    contract: contractFr,
  },
};

const themesIn = (language: Language) => (language === 'es' ? LEG_THEMES : LEG_THEMES_IN[language]);

/** The generated texts' closing note, `fuente` and source detail in each language. */
export const GENERATED_NOTE_IN = { es: TEMPLATES.es.note, en: TEMPLATES.en.note, fr: TEMPLATES.fr.note } as const satisfies Record<Language, string>;
export const GENERATED_FUENTE_IN = { es: TEMPLATES.es.fuente, en: TEMPLATES.en.fuente, fr: TEMPLATES.fr.fuente } as const satisfies Record<Language, string>;
export const GENERATED_WHERE_IN = { es: TEMPLATES.es.where, en: TEMPLATES.en.where, fr: TEMPLATES.fr.where } as const satisfies Record<Language, string>;

/** The subtitle of a combined sign ('Omoluo (signo combinado) de la familia de Ogbe: ...') in `language`. */
export function combinationSubtitle(fact: OduFact, language: Language = 'es'): string {
  return TEMPLATES[language].subtitle(PRINCIPAL_ODU[fact.right_leg].lucumi, PRINCIPAL_ODU[fact.left_leg].lucumi);
}

/**
 * The generated text of a combined sign from the themes of its two legs, in `language` (Spanish
 * unless asked). `display` is the readable pattern (see `displayPatternOf` in build-odduns.ts)
 * and `yoruba` the Yoruba form of the name; both are facts, not interpretation.
 */
export function generateCombination(fact: OduFact, display: string, yoruba: string, language: Language = 'es'): GeneratedText {
  if (fact.is_meji) throw new Error(`${fact.name} is a Meji: its content is curated, not generated`);
  const t = TEMPLATES[language];
  const themes = themesIn(language);
  const r = PRINCIPAL_ODU[fact.right_leg];
  const l = PRINCIPAL_ODU[fact.left_leg];
  const v: Vars = {
    name: fact.name,
    position: fact.position,
    r: r.lucumi,
    l: l.lucumi,
    rMeji: r.meji_name,
    R: themes[fact.right_leg],
    L: themes[fact.left_leg],
    lead: t.leadIns[fact.position % t.leadIns.length]!,
    yoruba,
    display,
  };
  return {
    title: t.contract(t.title(v)),
    meaning: t.contract(t.meaning(v)),
    extended_description: t.contract([t.structure(v), t.themes(v), t.note].join('\n\n')),
    descripcion: t.contract(t.descripcion(v)),
    fuente: t.fuente,
    data_source: 'generated',
    provenance: generatedProvenance(),
  };
}
