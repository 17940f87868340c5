/**
 * Template-generated study text for the 240 combined signs (omoluos), `data_source: 'generated'`.
 *
 * Every text here is built only from a short theme summary of each principal leg (written by
 * the project from the Meji content in data/meji/), and carries the provenance 'Redacción del
 * proyecto' (generated from the legs' themes), not reviewed. It never states what "is born" in a sign, its
 * proverbs, stories, works or taboos, and it closes with an explicit note that it is a generated
 * synthesis pending review. Nothing generated is presented as traditional.
 *
 * No combination is hand-curated on purpose: published material for the 240 omoluos varies a lot
 * between houses, and a curated entry should come from a reviewed source (admins can upgrade an
 * entry later through the contribution workflow; the seed never overwrites admin edits).
 */
import type { OddunProvenance, SourceRef } from '@ifa/shared';
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

/** The study lead-ins vary with the position so that 240 texts do not read identically. */
const LEAD_INS = ['Como orientación de estudio', 'A modo de guía para el estudio', 'Como punto de partida para el estudio'] as const;

/**
 * The generated text of a combined sign from the themes of its two legs.
 * `display` is the readable pattern (see `displayPatternOf` in build-odduns.ts) and `yoruba`
 * the Yoruba form of the name; both are facts, not interpretation.
 */
export function generateCombination(fact: OduFact, display: string, yoruba: string): GeneratedText {
  if (fact.is_meji) throw new Error(`${fact.name} is a Meji: its content is curated, not generated`);
  const R = LEG_THEMES[fact.right_leg];
  const L = LEG_THEMES[fact.left_leg];
  const r = PRINCIPAL_ODU[fact.right_leg];
  const l = PRINCIPAL_ODU[fact.left_leg];
  const lead = LEAD_INS[fact.position % LEAD_INS.length]!;

  const meaning =
    `${fact.name} une ${r.lucumi}, en la pata derecha, con ${l.lucumi}, en la izquierda. ` +
    `${r.lucumi} se asocia con ${R.themes}; ${l.lucumi}, con ${L.themes}. ` +
    `${lead}, el signo puede leerse como un encuentro entre ${R.keyword} y ${L.keyword}: ` +
    `${r.lucumi} ${R.right}, y ${l.lucumi} ${L.left}.`;

  const structure =
    `${fact.name} ocupa la posición ${fact.position} del orden lucumí. Se forma con ${r.lucumi} en la pata derecha ` +
    `—la que se marca primero y da nombre a la familia del signo— y ${l.lucumi} en la izquierda, por lo que pertenece ` +
    `a la familia de ${r.lucumi}, encabezada por ${r.meji_name}. En la nomenclatura yoruba se le conoce como ${yoruba}. ` +
    `Leída fila por fila, de arriba abajo, su figura es ${display}.`;

  const themes =
    `Para orientar el estudio, este texto parte de los temas generales de sus dos patas, tal como se resumen en sus Meji: ` +
    `${r.lucumi} habla de ${R.themes}, y ${l.lucumi}, de ${L.themes}. ` +
    `Una lectura prudente del conjunto invita, por un lado, a ${R.advice}; por otro, a ${L.advice}.`;

  return {
    title: contract(`${capitalize(R.keyword)} y ${L.keyword}`),
    meaning: contract(meaning),
    extended_description: contract([structure, themes, GENERATED_NOTE].join('\n\n')),
    descripcion: contract(`${fact.name} (${r.lucumi} y ${l.lucumi}): síntesis orientativa generada a partir de los temas de ${R.keyword} y ${L.keyword}; pendiente de revisión.`),
    fuente: GENERATED_FUENTE,
    data_source: 'generated',
    provenance: generatedProvenance(),
  };
}
