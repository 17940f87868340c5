/**
 * Curated Spanish study content for the 16 Meji (positions 1..16), `data_source: 'manual'`.
 *
 * Editorial rules (DESIGN.md 6):
 * - Written for the project, in Spanish, as study material. Themes, "nace" lists, proverbs and
 *   stories are the ones repeated in published Lucumí sources (tratados de Ifá, libretas
 *   publicadas, divulgación) and, where noted, in the Yoruba corpus; stories are short
 *   retellings in our own words, never copies.
 * - No liturgy is invented: `rezo` and `suyere` are deliberately omitted. Works are described
 *   as kinds of works (study notes), never as step-by-step instructions.
 * - `element`, `direction` and `colors` appear only where the association is widely attested;
 *   otherwise they are omitted on purpose.
 * - The secret (premium) content is advanced study material and reflection, and says so.
 */
import type { PrincipalLeg } from './odu-catalogue.js';

export interface SpiritualSecrets {
  advanced_prayers: string[];
  secret_offerings: string[];
  hidden_taboos: string[];
}

/** The sellable part of a sign (spec 3, "Secret ritual"), without the names added by the builder. */
export interface SecretContent {
  secret_works: string[];
  advanced_patakines: string[];
  spiritual_secrets: SpiritualSecrets;
  ritual_instructions: string[];
}

export interface MejiContent {
  position: number;
  leg: PrincipalLeg;
  title: string;
  traditional_name: string;
  traditional_subtitle: string;
  yoruba_name: string;
  alternative_names: string[];
  meaning: string;
  extended_description: string;
  element?: string;
  direction?: string;
  colors?: string[];
  nace_en_este_signo: string[];
  consejos_espirituales: string[];
  ofrendas: string[];
  plantas: string[];
  refranes: string[];
  patakines: string[];
  obras_del_signo: string[];
  taboos: string[];
  secret_content: SecretContent;
  fuente: string;
  data_source: 'manual';
}

export const MEJI_FUENTE =
  'Redacción del proyecto a partir de fuentes publicadas de la tradición lucumí (tratados de Ifá, libretas publicadas y obras de divulgación) y del corpus yoruba; los detalles varían entre casas.';

/** Closing note of every Meji description. */
const STUDY_NOTE =
  'Nota de estudio: este resumen recoge los temas que la literatura publicada repite con más frecuencia para el signo. Las obras, ofrendas y prohibiciones concretas varían entre casas y libretas, y solo un babalawo puede indicarlas a una persona.';

/** First instruction of every secret: what this material is and is not. */
export const SECRET_NOTE =
  'Material de estudio avanzado redactado por el proyecto a partir de fuentes publicadas. No es liturgia ni sustituye la consulta: toda obra, ofrenda o prohibición concreta la determina su babalawo.';

type Draft = Omit<MejiContent, 'extended_description' | 'secret_content' | 'fuente' | 'data_source'> & {
  paragraphs: string[];
  secret: SecretContent;
};

function meji(d: Draft): MejiContent {
  const { paragraphs, secret, ...rest } = d;
  return {
    ...rest,
    extended_description: [...paragraphs, STUDY_NOTE].join('\n\n'),
    secret_content: { ...secret, ritual_instructions: [SECRET_NOTE, ...secret.ritual_instructions] },
    fuente: MEJI_FUENTE,
    data_source: 'manual',
  };
}

export const MEJI_CONTENT: readonly MejiContent[] = [
  meji({
    position: 1,
    leg: 'Ogbe',
    title: 'La luz que abre los caminos',
    traditional_name: 'Baba Ejiogbe',
    traditional_subtitle: 'Primer signo del orden lucumí de Ifá; Eji Ogbe u Ogbe Meji en la tradición yoruba',
    yoruba_name: 'Ogbe Meji',
    alternative_names: ['Eji Ogbe', 'Ogbe Meji', 'Ejiogbe', 'Eyiogbe', 'Baba Eyiogbe', 'Ogbe Meyi'],
    meaning:
      'Baba Ejiogbe es el primero de los dieciséis Meji y encabeza el orden de los 256 signos de Ifá. Sus dos columnas, formadas solo por marcas sencillas, se leen como la luz plena: el día, el comienzo de las cosas y la claridad de la cabeza (orí). Se le tiene por signo fijo de Orunmila y por signo de mando, de jerarquía y de bendición; pero su luz también expone, y por eso pide un carácter recto, respeto a los mayores y humildad, porque la posición alta atrae envidias y pruebas. En la consulta suele hablar de renovación, de caminos nuevos y de la necesidad de cuidar la propia cabeza antes de emprender.',
    paragraphs: [
      'Ejiogbe se forma con Ogbe en las dos patas: una marca sencilla en cada una de las cuatro filas de ambas columnas. De ahí su nombre yoruba, Eji Ogbe, «Ogbe doble». Ocupa la posición 1 y da nombre a la familia de Ogbe, los quince signos que llevan Ogbe en la pata derecha (Ogbe Yeku, Ogbe Weñe, Ogbe Di y los demás). Los relatos publicados lo presentan como el principio masculino, el rey del día y el primero de los olodus (apóstoles) de Orunmila.',
      'Uno de sus temas centrales es el orí. Entre los trabajos que se le atribuyen está el relato de cómo la cabeza, que era una divinidad por sí misma, llegó a ocupar su lugar sobre el cuerpo; de ahí la enseñanza de que ninguna divinidad puede ayudar a una persona sin el acuerdo de su propia cabeza. También es signo de luz y de comienzo: marca procesos que se inician, proyectos nuevos y posiciones de mando, siempre que se ejerzan con un código de conducta adecuado.',
      'La otra cara de tanta luz es la exposición. Ejiogbe advierte contra la arrogancia, el sarcasmo y el desprecio a los menos afortunados; señala enemistades que nacen de la envidia y pide tolerancia con las opiniones ajenas, porque una cabeza perturbada encuentra con dificultad su camino. En lo material se considera de buen augurio para negocios y relaciones, a condición de trabajar con constancia; en la salud, los tratados mencionan con frecuencia la cabeza y la columna.',
    ],
    element: 'Luz (el Sol, el día)',
    direction: 'Este (oriente)',
    colors: ['Blanco'],
    nace_en_este_signo: [
      'La luz del día y el orden del día y la noche, con Ejiogbe como rey del día.',
      'Que la cabeza (orí) ocupara su lugar sobre el cuerpo, según el relato de las nueces de kola.',
      'La respiración como principio vital.',
      'El itá, la lectura del destino que se hace tras una consagración.',
      'La precedencia de Ejiogbe como primero entre los Meji.',
      'El golpe de estado (así lo recogen varios tratados lucumíes).',
    ],
    consejos_espirituales: [
      'Cuide su cabeza: descanse, piense antes de decidir y no deje que otros decidan por usted.',
      'Respete a los mayores, en la familia y en la religión.',
      'Evite la arrogancia y el desprecio a los menos afortunados: la posición que se sostiene con soberbia se pierde.',
      'Sea tolerante con las opiniones ajenas; no todos ven el camino con la misma luz.',
      'Trabaje cada día por sus metas: el éxito no se espera ni se exige, se forja.',
      'Antes de una decisión importante, consulte a Ifá con su babalawo.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Agua fresca y flores blancas ante Obatalá.',
      'Una vela blanca para pedir claridad y paz.',
      'Coco (obi) en agradecimiento, cuando su padrino lo indique.',
    ],
    plantas: ['Algodón (planta de Obatalá)', 'Campana', 'Almendro', 'Saúco'],
    refranes: [
      'Un solo rey gobierna un pueblo.',
      'Dos carneros no beben agua en la misma fuente.',
      'Ningún sombrero puede ser más famoso que una corona.',
      'Aquel que oculta sus males será enterrado con ellos.',
      'La mano se alza más alto que la cabeza solo para protegerla.',
    ],
    patakines: [
      'Cuentan que en el cielo las divinidades no tenían cabeza, porque la cabeza (Orí) era una divinidad aparte. Orunmila hizo sacrificio con cuatro nueces de kola y se le dijo que no las partiera, porque alguien vendría a hacerlo. Una tras otra, empezando por Ogún, las divinidades se ofrecieron a partirlas, y Orunmila les respondió que no eran lo bastante fuertes. Al final llegó Orí, las partió, y el sacrificio de Orunmila le dio un lugar permanente sobre el cuerpo. Por eso se enseña que la cabeza gobierna a la persona y que ninguna divinidad puede ayudarla sin el acuerdo de su orí.',
      'Se cuenta que Iwori era mayor que Ejiogbe y que Oyekun en el cielo, pero fueron estos dos quienes bajaron primero a la tierra después de cumplir lo que Ifá les había indicado. Ejiogbe fue coronado rey del día y Oyekun rey de la noche. Cuando Iwori llegó, más tarde, encontró el orden ya establecido. El relato explica la precedencia de Ejiogbe y enseña que en la tierra la jerarquía se gana con obediencia y sacrificio, no solo con la edad.',
      'Una versión lucumí de origen arará cuenta que Oyekun tenía la llave de la luz y la perdió por descuido; la llave pasó a Ejiogbe, que desde entonces es el primero en todo lo de Ifá. Ejiogbe, compasivo, pidió que a su hermano también se le diera un encargo, y así Oyekun quedó al cuidado de la noche y del sueño de los hombres. La enseñanza: la luz exige vigilancia, y quien es primero ha de ser generoso con los suyos.',
    ],
    obras_del_signo: [
      'Rogación de cabeza para fortalecer el orí, cuando el babalawo la indica tras la consulta.',
      'Ebbó de limpieza y renovación al comenzar un ciclo, un negocio o un cargo.',
      'Atenciones a Obatalá para pedir paz, claridad y salud.',
      'Agradecimiento a Orunmila por los caminos que se abren.',
    ],
    taboos: [
      'La arrogancia, el sarcasmo y la discriminación hacia los menos afortunados.',
      'Faltar el respeto a los mayores, en la familia y en la religión.',
      'Inducir el aborto: los tratados lo citan con frecuencia como tabú de este signo.',
      'Los esfuerzos bruscos y las cargas excesivas (se advierte por la columna).',
    ],
    secret: {
      secret_works: [
        'En Ejiogbe la rogación de cabeza se entiende como un acto de alineación con el propio destino, no como un remedio puntual; su forma, sus materiales y su momento los decide solo el babalawo.',
        'Reflexión: las obras de este signo buscan ordenar antes que añadir. Antes de pedir, revise qué lugar ocupa usted en su familia y en su casa religiosa, y qué le toca sostener.',
      ],
      advanced_patakines: [
        'Lectura profunda del relato de Orí: las divinidades que intentaron partir las nueces representan los apoyos externos (fuerza, prestigio, habilidad); solo la propia cabeza puede abrir el destino. Por eso se dice que ningún orisha apoya a quien su orí no acompaña.',
        'Iwori, mayor en el cielo, quedó detrás de Ejiogbe en la tierra: el estudio avanzado lo lee como la distancia entre el potencial y la realización, y como advertencia contra el orgullo de origen.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): al amanecer, salude la luz del día, dé gracias a Olodumare, a Orunmila y a su orí, y pida con palabras propias claridad para sus decisiones.',
        ],
        secret_offerings: [
          'La literatura publicada asocia a este signo ofrendas blancas y frescas (coco, algodón, agua fresca) y atenciones a Obatalá; cantidades, destino y momento solo los indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: el tabú de fondo de Ejiogbe es la soberbia de quien se cree por encima de su propio destino; aparece, con distintas formas, en casi todos sus relatos.',
        ],
      },
      ritual_instructions: [
        'No realice ninguna obra de este signo a partir de este material; llévelo como preguntas a su babalawo.',
        'Si el signo salió en su consulta, pregunte a su padrino qué atenciones a Obatalá y a su orí le corresponden y con qué frecuencia.',
      ],
    },
  }),
  meji({
    position: 2,
    leg: 'Oyeku',
    title: 'La noche, los ancestros y la renovación',
    traditional_name: 'Oyekun Meji',
    traditional_subtitle: 'Segundo Meji del orden lucumí; Oyeku Meji en la tradición yoruba',
    yoruba_name: 'Oyeku Meji',
    alternative_names: ['Oyeku Meji', 'Oyekun Meyi', 'Baba Oyekun Meji'],
    meaning:
      'Oyekun Meji es el segundo de los Meji y el complemento de Ejiogbe: si aquel es la luz y el día, este es la oscuridad y la noche. Sus columnas de marcas dobles se asocian con el cierre de los ciclos, con Ikú (la muerte) y con los ancestros (egun), pero no como un final sin sentido, sino como el paso necesario para que algo nuevo comience. Es un signo de gran profundidad espiritual que pide atender a los muertos, respetar los misterios y escuchar los consejos, y que advierte contra la terquedad y el descuido de la salud.',
    paragraphs: [
      'Oyekun se escribe con una marca doble en cada fila de ambas columnas: es la oscuridad completa, la imagen invertida de Ejiogbe. Ocupa la posición 2, encabeza la familia de Oyekun (Oyekun Nilogbe, Oyekun Piti, Oyekun Di y los demás) y la literatura lo describe como signo femenino y rey de la noche. En el corpus yoruba, Wande Abimbola recoge que Oyeku Meji vino al mundo con la muerte en una mano y la bendición en la otra.',
      'Sus temas son los finales, las transiciones y la memoria de quienes se fueron. En este signo se estudian las honras fúnebres, el culto a egun y la idea de que la destrucción precede a la creación. Por eso, cuando aparece, se suele recomendar ordenar lo que termina, honrar a los ancestros y no aferrarse a lo que ya cumplió su ciclo. Orunmila revela sus secretos, y los tratados citan también a Changó, a Olokun y a Oduduwa entre las divinidades que hablan en él.',
      'En su lado difícil advierte de pérdidas, de enfermedades que se descuidan, de disgustos familiares y de la terquedad de quien no oye consejos. Las personas marcadas por este signo suelen describirse como fuertes, tenaces y profundamente espirituales, con un carácter que puede volverse áspero. El signo enseña también que la noche protege: el descanso, la reflexión y el silencio forman parte del camino.',
    ],
    element: 'Oscuridad (la noche)',
    direction: 'Oeste (occidente)',
    colors: ['Negro'],
    nace_en_este_signo: [
      'Ikú (la muerte) y, con ella, el ciclo de nacer y morir.',
      'La noche, con Oyekun como rey de la noche.',
      'Las honras fúnebres y el respeto a los difuntos.',
      'La resurrección, entendida como renovación tras el cierre de un ciclo.',
      'La escritura.',
      'El pudor.',
      'La civilización.',
    ],
    consejos_espirituales: [
      'Atienda a sus ancestros (egun): recuérdelos, nómbrelos y agradézcales.',
      'Cierre con orden lo que termina; no arrastre ciclos agotados.',
      'Escuche los consejos de sus mayores: la terquedad es el gran peligro de este signo.',
      'Cuide su salud y no descuide síntomas que parecen pequeños.',
      'Dedique tiempo al silencio, al descanso y a la reflexión.',
      'Evite los excesos nocturnos y la bebida.',
    ],
    ofrendas: [
      'Agua fresca, flores blancas y una luz para los ancestros (egun).',
      'Frutas frescas a Orunmila.',
      'Café y pan en el lugar de los muertos, según la costumbre de su casa.',
      'Una misa espiritual o una oración por los difuntos de la familia.',
    ],
    plantas: ['Romerillo (muy ligado a los egun en Cuba)', 'Ceiba', 'Flores blancas para los ancestros', 'Albahaca'],
    refranes: [
      'Oyekun es bueno, pero no abuses.',
      'Las gotas de agua nunca caen solas.',
      'El ojo no puede ver a través de un paño negro cuando la noche es oscura.',
      'La muerte no come guijarros.',
      'Al hombre su sombra jamás lo abandona.',
      'Un nudo hecho a una soga no le quita su fuerza.',
    ],
    patakines: [
      'Una versión difundida de la tradición yoruba cuenta que Oyeku Meji bajó a la tierra y vio que todos los seres vivos temían a la muerte. Consultó a Ifá e hizo sacrificio para que la muerte no fuera un final sin sentido, sino un paso. Desde entonces los ancestros son guardianes de esa transición. El relato explica por qué este signo, aunque hable de finales, no es un signo de desesperanza.',
      'Cuando Ejiogbe recibió el gobierno del día, Oyekun quedó a cargo de la noche: del sueño de los hombres y de todo lo que ocurre en la tierra mientras se duerme. En la versión lucumí de origen arará, Oyekun había perdido por descuido la llave de la luz, y fue la intercesión de su hermano la que le dio esa responsabilidad. Se enseña así que una caída puede convertirse en un encargo digno si se acepta con humildad.',
    ],
    obras_del_signo: [
      'Misa espiritual u ofrenda a los egun de la familia, cuando el babalawo la recomienda.',
      'Ebbó para alejar la muerte prematura y las pérdidas, según lo que marque la consulta.',
      'Limpiezas con hierbas frescas para cerrar ciclos.',
      'Atenciones a Orunmila para pedir larga vida.',
    ],
    taboos: [
      'Descuidar el culto y la memoria de los ancestros.',
      'La terquedad de no escuchar consejos.',
      'Vestir de rojo en exceso: varias publicaciones recomiendan evitarlo en este signo.',
      'Los excesos nocturnos y el abuso del alcohol.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Oyekun, las atenciones a los egun no se entienden como miedo a la muerte sino como continuidad del linaje: el babalawo decide cuándo y cómo se ofrecen.',
        'Reflexión: antes de pedir que algo comience, pregúntese qué debe terminar primero. Oyekun trabaja el cierre como condición del comienzo.',
      ],
      advanced_patakines: [
        'La llave de la luz perdida por Oyekun suele leerse como una enseñanza sobre la atención: lo que se descuida pasa a otras manos. Que luego recibiera la noche muestra que el error no borra la dignidad.',
        'La muerte en una mano y la bendición en la otra: los comentaristas subrayan que el signo no separa ambas cosas, porque toda transición trae pérdidas y también oportunidades.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): nombre a sus difuntos con respeto, agradézcales lo recibido y pídales guía con palabras propias, sin exigencias.',
        ],
        secret_offerings: [
          'En la literatura publicada se asocian a este signo ofrendas sencillas a los egun (agua, luz, flores, alimentos que les gustaban en vida); la forma y el lugar dependen de la casa y de su padrino.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: el descuido de la salud y de los mayores vivos es, para muchos comentaristas, la forma cotidiana de olvidar a los ancestros.',
        ],
      },
      ritual_instructions: [
        'No improvise ceremonias para los muertos a partir de este texto; su padrino le indicará cómo atender a sus egun.',
        'Si el signo salió en su consulta, pregunte por la salud de los mayores de su familia y por las atenciones pendientes con sus difuntos.',
      ],
    },
  }),
  meji({
    position: 3,
    leg: 'Iwori',
    title: 'La conciencia que mira hacia dentro',
    traditional_name: 'Iwori Meji',
    traditional_subtitle: 'Tercer Meji del orden lucumí; Iwori Meji en la tradición yoruba',
    yoruba_name: 'Iwori Meji',
    alternative_names: ['Iwori Meyi', 'Iwory Meyi'],
    meaning:
      'Iwori Meji es el tercer Meji. Su figura —marcas dobles arriba y abajo y sencillas en el centro de cada columna— se asocia con la visión interior, la conciencia y el discernimiento; muchos autores relacionan su nombre con iwa (el carácter) y orí (la cabeza). Habla de personas intuitivas, con visión y talento para la adivinación, y también del orgullo de quien se cree mayor que los demás. Es un signo que pide examinar con honestidad las propias acciones, desconfiar de las apariencias y no apresurarse a reclamar lo que se cree merecer.',
    paragraphs: [
      'Iwori se escribe, en cada columna, con una marca doble, dos sencillas y otra doble. Ocupa la posición 3 y encabeza la familia de Iwori (Iwori Bogbe, Iwori Yeku, Iwori Bode y los demás). Los relatos publicados cuentan que en el cielo Iwori era el más antiguo de los olodus de Orunmila y un sacerdote muy eficiente, pero que su engreimiento le hizo perder la precedencia frente a Ejiogbe y Oyekun, que llegaron antes a la tierra.',
      'Por eso el signo se lee como una lección sobre el tiempo, la jerarquía y la humildad. Se le atribuye también la adivinación que hizo para el sol, la luna y la oscuridad cuando venían al mundo, y se cuenta que ya de niño era vidente. Su tema de fondo es la doble conciencia: conocer a fondo lo que hacemos, lo que rezamos y cómo actuamos, en la religión y en la vida diaria.',
      'En la consulta puede advertir de traiciones cercanas, de malentendidos por no investigar lo que asusta y de conflictos por precedencia o herencia. Favorece el estudio, la observación paciente y el trabajo espiritual; desaconseja la vanidad y la curiosidad malsana.',
    ],
    nace_en_este_signo: [
      'El orden de precedencia entre los primeros Meji: Iwori, mayor en el cielo, quedó tercero en la tierra.',
      'El respeto que se debe al sol, a la luna y a la oscuridad, según el relato de su adivinación para los tres.',
      'La videncia desde la infancia (Iwori fue vidente de niño, hijo de una sacerdotisa).',
      'La costumbre de que los esposos atiendan mutuamente sus cabezas para prosperar, según el relato de sus padres.',
    ],
    consejos_espirituales: [
      'Examine sus motivos antes de actuar: en este signo la conciencia es la primera consejera.',
      'No reclame precedencia por orgullo; la posición se gana con obras.',
      'Cuando algo le asuste, investigue la causa antes de huir o de reaccionar.',
      'Desconfíe de las apariencias y de las promesas fáciles.',
      'Estudie y practique con constancia: el talento sin disciplina se pierde.',
      'Cuide la relación con su pareja: la prosperidad se construye en común.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Coco (obi) y agua fresca en agradecimiento a su orí, si su padrino lo indica.',
      'Dulces sencillos a Elegguá para que abra los caminos.',
      'Una luz para los ancestros.',
    ],
    plantas: ['Prodigiosa', 'Albahaca', 'Hierba buena', 'Algodón (planta de Obatalá)'],
    refranes: [
      'Atando cabos se hace una soga.',
      'El león enseña sus dientes y los usa lo mismo en la selva que en la ciudad.',
      'Es tabú: Iwori no viste el traje de egungun, ni un egungun debe golpear a un babalawo (proverbio yoruba).',
    ],
    patakines: [
      'Iwori adivinó para el sol, la luna y la oscuridad cuando iban a venir al mundo, y a los tres les aconsejó sacrificio para que la gente los respetara y nadie los mirara con desdén. El sol cumplió. La luna, confiada en su belleza y en su popularidad, no quiso hacerlo, y tampoco la oscuridad. Por eso, se dice, nadie puede mirar el sol de frente, mientras que a la luna todos la miran y la señalan. El relato enseña que el prestigio no sustituye al sacrificio.',
      'Cuando Iwori bajó a la tierra encontró que sus hermanos menores, Ejiogbe y Oyekun, ya eran reyes del día y de la noche. Un día pasó ante su casa la procesión de Ejiogbe y todos se inclinaron, menos Iwori, que alegaba ser el mayor. De aquel desafío nació un largo conflicto que terminó por reconocer el orden que hoy se conserva, con Iwori en el tercer lugar. La enseñanza habla de humildad: en la tierra cuenta lo que se hace, no solo lo que se fue.',
    ],
    obras_del_signo: [
      'Rogación de cabeza cuando la consulta indica confusión, insomnio o pérdida de memoria.',
      'Ebbó para descubrir traiciones y deshacer malentendidos, según lo que marque Ifá.',
      'Atenciones a Elegguá para abrir caminos detenidos.',
      'Estudio y práctica guiada: en este signo se recomienda a menudo profundizar en Ifá.',
    ],
    taboos: [
      'La vanidad y el desprecio a los demás por razón de antigüedad.',
      'La curiosidad malsana por los asuntos ajenos.',
      'Actuar por miedo sin investigar la causa.',
      'Hablar de más sobre lo que se ve o se intuye.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Iwori, las obras buscan devolver la claridad a la cabeza antes de resolver el problema exterior; el babalawo decide si corresponde una rogación, un ebbó o ambos.',
        'Reflexión: muchas situaciones de este signo se resuelven cuando la persona deja de reclamar un lugar y empieza a ocupar el que ya tiene.',
      ],
      advanced_patakines: [
        'El sol, la luna y la oscuridad representan tres actitudes ante el consejo: cumplirlo, despreciarlo por vanidad o ignorarlo. Cada una deja una huella visible en el mundo.',
        'La disputa de antigüedad con Ejiogbe se estudia como el paso de la autoridad heredada a la autoridad reconocida por la comunidad.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): antes de dormir, repase el día con honestidad y pida a su orí claridad para distinguir lo que ve de lo que teme.',
        ],
        secret_offerings: [
          'Los tratados mencionan para este signo ofrendas a la cabeza y a Elegguá; su composición concreta la indica siempre el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: revelar visiones o intuiciones sin prudencia es, en este signo, una forma de perderlas.',
        ],
      },
      ritual_instructions: [
        'No use este texto para interpretar sueños o visiones propias o ajenas; consúltelo con su padrino.',
        'Si el signo salió en su consulta, pregunte si debe recibir o atender a su orí y con qué frecuencia.',
      ],
    },
  }),
  meji({
    position: 4,
    leg: 'Odi',
    title: 'El origen, el mar y la firmeza',
    traditional_name: 'Odi Meji',
    traditional_subtitle: 'Cuarto Meji del orden lucumí; Odi (Idi) Meji en la tradición yoruba',
    yoruba_name: 'Odi Meji',
    alternative_names: ['Idi Meji', 'Odi Meyi', 'Oddi Meyi'],
    meaning:
      'Odi Meji es el cuarto Meji. Su figura —una marca sencilla arriba y abajo y dos dobles en el centro— se asocia con lo que se cierra y se resguarda, con el vientre, el origen de la vida y el mar. En los tratados lucumíes es el signo donde nace el género humano y se le vincula con Yemayá, Olokun, Obatalá y Oduduwa. Habla de firmeza ante las dificultades, de jefatura y de la obligación de sostener a la familia, pero también de chismes, calumnias y sustos. Enseña que quien está bien plantado no teme al viento.',
    paragraphs: [
      'Odi se escribe, en cada columna, con una marca sencilla, dos dobles y otra sencilla. Ocupa la posición 4 y encabeza la familia de Odi (Odi Bere, Odi Yeku, Odi Oro y los demás). Los relatos publicados lo presentan como un olodu fuerte y belicoso, más conocido en el cielo por su combatividad que por su sacerdocio, aunque era un hábil sacerdote de Ifá. En Cuba se le relaciona con la maternidad, con el mar y con las misas espirituales: algunos tratados lo llaman padre de las misas.',
      'Sus temas son el origen y la continuidad: los órganos de la reproducción, el nacimiento del género humano, los mares y los peces de la orilla. También habla de autoridad y de responsabilidad familiar: la persona vino al mundo para ser cabeza y carga con el peso de los suyos, que no siempre la quieren tanto como ella a ellos. Entre sus enseñanzas está que no se arrancan hierbas sin pagar tributo, y que la muerte y la vida son hermanas.',
      'En su lado difícil advierte de calumnias, de envidias dentro de la familia, de sustos y de problemas con la justicia por culpa de malas compañías. Aconseja firmeza sin violencia, prudencia con el agua y el mar, y no dejarse arrastrar por lo que otros hayan sufrido: cada cabeza tiene su propio camino.',
    ],
    element: 'Agua (el mar)',
    nace_en_este_signo: [
      'El género humano.',
      'Los órganos femeninos de la reproducción.',
      'Los mares y los peces de la orilla.',
      'El susto.',
      'Las misas espirituales (los tratados llaman a Odi Meji padre de las misas).',
      'La norma de no arrancar hierbas sin pagar tributo.',
    ],
    consejos_espirituales: [
      'Mantenga la firmeza ante las dificultades: la hierba al pie de la palma no teme al viento.',
      'No se deje asustar por lo que les ocurrió a otros; su destino es propio.',
      'Vigile sus compañías: un amigo imprudente puede traerle problemas que no son suyos.',
      'Sostenga a su familia sin esperar la misma medida de afecto.',
      'Evite el chisme y la calumnia, en ambas direcciones.',
      'Sea prudente con el mar y con el agua profunda.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Melado o frutas al mar para Yemayá, según indique su padrino.',
      'Flores blancas y agua fresca ante Obatalá.',
      'Una misa espiritual para los ancestros.',
    ],
    plantas: ['Mar pacífico', 'Palma', 'Jagüey', 'Laurel', 'Flor de aroma', 'Ceiba'],
    refranes: [
      'Por fuerte que sople el viento, las hojas de la palma y la hierba que crece a su pie no le temen.',
      'Un tigre no coge a un perro encerrado en una jaula de hierro.',
      'Si usted no es vicioso, alguno lo es por usted.',
      'El accidente que te mata no avisa.',
      'La muerte y la vida son hermanas.',
    ],
    patakines: [
      'Se cuenta que el viento soplaba con fuerza sobre la palma y le arrancaba las pencas. Las hojas que caían advertían asustadas a la hierba que crecía al pie del tronco: «el viento es peligroso». La hierba, en lugar de asustarse, se preparó, y cuando el viento llegó se mantuvo firme sin sufrir daño. El relato, muy citado en Odi Meji, enseña a enfrentar el propio destino sin dejarse dominar por el miedo ajeno.',
      'Los relatos de los olodus cuentan que Ode, «el exterior», se quedó solo cuando sus tres esposas —el Juego, el Placer y el Baile— lo abandonaron por su pobreza. Un asistente de Odi Meji le aconsejó sacrificio y una comida en su casa, y le aseguró que, mientras el ñame se asaba al fuego, sus esposas volverían una tras otra; y así ocurrió. Por eso el exterior solo resulta atractivo cuando lo acompañan el juego, la música y el baile.',
    ],
    obras_del_signo: [
      'Misas espirituales y atenciones a los ancestros, cuando la consulta las pide.',
      'Ebbó para salir bien de una pelea inevitable o de un problema con la justicia, según marque Ifá.',
      'Atenciones a Yemayá y a Obatalá para pedir protección y paz en la casa.',
      'Rogación de cabeza ante sustos o desasosiego.',
    ],
    taboos: [
      'Comer berro: es la prohibición más citada de este signo.',
      'El chisme y la calumnia.',
      'Bañarse en el mar sin precaución.',
      'Arrancar hierbas del monte sin pedir permiso ni pagar tributo.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Odi Meji, las misas y atenciones a los ancestros se entienden como trabajo de raíz: fortalecen el origen antes de pedir por el futuro. Su forma la decide la casa.',
        'Reflexión: el signo pide revisar qué cargas familiares le corresponden de verdad y cuáles ha asumido por miedo a perder afecto.',
      ],
      advanced_patakines: [
        'La hierba y la palma: la palma es alta y visible y por eso pierde hojas; la hierba es humilde y por eso resiste. Los comentaristas leen aquí una lección sobre la exposición y la firmeza.',
        'Ode y sus tres esposas enseñan que la vida exterior (trabajo, fama, relaciones) necesita alegría y cuidado para sostenerse; sin ellos se vacía.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): agradezca a quienes le dieron la vida, vivos o difuntos, y pida firmeza para sostener a los suyos sin perderse.',
        ],
        secret_offerings: [
          'Las publicaciones asocian a este signo ofrendas al mar y a los ancestros; cuáles, cuándo y dónde lo indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: el berro prohibido suele explicarse en los comentarios como recordatorio de que no todo lo que crece junto al agua es para uno.',
        ],
      },
      ritual_instructions: [
        'No organice misas ni ceremonias a partir de este texto; su casa religiosa tiene su forma propia.',
        'Si el signo salió en su consulta, pregunte por las atenciones pendientes con sus ancestros y con Yemayá.',
      ],
    },
  }),
  meji({
    position: 5,
    leg: 'Irosun',
    title: 'Lo que guarda el fondo del mar',
    traditional_name: 'Iroso Meji',
    traditional_subtitle: 'Quinto Meji del orden lucumí; Irosun Meji en la tradición yoruba',
    yoruba_name: 'Irosun Meji',
    alternative_names: ['Irosun Meji', 'Iroso Meyi', 'Irosun Meyi'],
    meaning:
      'Iroso Meji es el quinto Meji. Sus columnas —dos marcas sencillas arriba y dos dobles abajo— se asocian con lo profundo y lo oculto: su refrán más conocido dice que nadie sabe lo que hay en el fondo del mar. Es un signo de inteligencia, de secretos, de envidias y de esfuerzo: anuncia que los propósitos se cumplen, pero a fuerza de trabajo y de vigilancia, y advierte contra la curiosidad, la soberbia y la confianza en quien ya hizo daño. En los relatos de los olodus, Iroso es el que puede alterar el curso de la muerte.',
    paragraphs: [
      'Iroso se escribe, en cada columna, con dos marcas sencillas y dos dobles. Ocupa la posición 5 y encabeza la familia de Iroso (Iroso Umbo, Iroso Matelekun, Iroso Wiro y los demás). Según los relatos publicados de los olodus, en el cielo se llamaba Akpejo Uku, «el que puede alterar el curso de la muerte», y adivinó para las divinidades antes de que bajaran a la tierra, aconsejándoles que no impusieran leyes demasiado rígidas.',
      'Sus temas son lo oculto, los secretos y la mirada: lo que se ve en la superficie rara vez cuenta toda la historia. En la consulta suele hablar de envidias, de trampas, de cansancio después de mucho esfuerzo y de la necesidad de abrir bien los ojos. También es un signo de sabiduría práctica: la inteligencia es el arma para vencer, y se dice que el hombre marcado por él puede llegar a sacerdote de Ifá y la mujer a santera con muchos ahijados.',
      'En su lado difícil advierte de pérdidas por trampa, de abandono del hogar tras muchas decepciones y de la desesperación que nace de sentir que los esfuerzos fueron en vano. Aconseja humildad, disciplina y discreción, no meterse en asuntos ajenos y darse a respetar.',
    ],
    nace_en_este_signo: [
      'El consejo de no imponer leyes rígidas, porque las leyes rígidas engendran evasión (consejo de Iroso a las divinidades antes de bajar a la tierra).',
      'Que las canas sean señal de larga vida y no condena a muerte, según el relato del decreto de las divinidades.',
      'La posibilidad de alterar el curso de la muerte mediante el sacrificio.',
      'El respeto a Eshu como condición para que las cosas lleguen a buen término.',
    ],
    consejos_espirituales: [
      'Abra bien los ojos: no todo lo que se ve es lo que hay.',
      'No se meta en asuntos ajenos ni curiosee lo que no le corresponde.',
      'No vuelva a abrir su casa a quien ya le hizo daño y regresa con palabras dulces.',
      'Prepárese antes de cada batalla: solo se gana con las armas adecuadas.',
      'Sea humilde: la soberbia trae vergüenzas y pérdidas en este signo.',
      'Cuando se sienta agotado, pida ayuda; la desesperación es mala consejera.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Una ofrenda a Eshu para que no entorpezca los caminos, según indique su padrino.',
      'Flores y frutas para Yemayá.',
      'Una luz para los ancestros.',
    ],
    plantas: ['Verdolaga (planta de Yemayá)', 'Álamo (planta de Changó)', 'Algodón (planta de Obatalá)'],
    refranes: [
      'Nadie sabe lo que hay en el fondo del mar.',
      'Hay quien se saca un ojo por ver a otro ciego.',
      'El que parió derecho, parió jorobado.',
      'Si un pájaro quiere picar una piedra, que se arme de un pico de acero.',
      'Sin obstáculos no hay éxitos.',
    ],
    patakines: [
      'Antes de bajar a la tierra, las divinidades consultaron a Iroso, que les aconsejó no imponer leyes rígidas y darle su parte a Eshu. Ellas despreciaron el consejo; solo Orunmila atendió a Eshu. Ya en la tierra decretaron que quien tuviera canas debía regresar al cielo, es decir, morir. Cuando el cabello de Orunmila encaneció, él hizo el sacrificio que Ifá le marcó y ofreció una comida a las demás divinidades; según el relato, aquello terminó con la anulación del decreto. Desde entonces las canas son señal de larga vida y de sabiduría.',
      'La tradición lucumí cuenta para Iroso la historia de dos soldados: uno conforme y otro envidioso. Cada vez que el envidioso pedía algo al rey, este le daba una cosa a él y dos a su compañero. Un día el rey le dejó pedir primero, y el envidioso, pensando solo en el daño ajeno, pidió que le sacaran un ojo para que al otro le sacaran los dos. La historia ilustra el refrán «hay quien se saca un ojo por ver a otro ciego».',
    ],
    obras_del_signo: [
      'Ebbó para descubrir trampas y recuperar lo perdido, según lo que marque la consulta.',
      'Atenciones a Eshu cuando el signo viene con pérdidas.',
      'Rogación de cabeza ante el agotamiento y la desesperación.',
      'Atenciones a Yemayá y a Olokun cuando el babalawo las indica.',
    ],
    taboos: [
      'La curiosidad por lo que no le corresponde.',
      'Confiar de nuevo en quien ya hizo daño.',
      'La soberbia y la indisciplina.',
      'Despreciar a Eshu o negarle su parte.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Iroso, las obras no buscan ver lo oculto, sino protegerse de lo que no se ve; el babalawo decide si corresponde atender a Eshu, a la cabeza o a los ancestros.',
        'Reflexión: este signo pregunta qué guarda usted en su propio «fondo del mar» y qué parte de su cansancio viene de sostener secretos.',
      ],
      advanced_patakines: [
        'El decreto de las canas se estudia como crítica de las leyes rígidas: la norma que no admite excepciones termina alcanzando incluso a quien la dictó.',
        'Orunmila fue el único que dio su parte a Eshu antes de partir: la lectura avanzada subraya que la previsión hecha a tiempo es lo que luego permite cambiar el destino.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida discernimiento para ver lo que hay detrás de las apariencias y fuerza para no rendirse al cansancio.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a Eshu y a las divinidades del agua; qué, cuándo y dónde lo indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: querer saberlo todo es, en Iroso, una forma de soberbia; lo que se revela antes de tiempo pierde su fuerza.',
        ],
      },
      ritual_instructions: [
        'No use este material para «descubrir» traiciones ni para acusar a nadie; lleve sus dudas a la consulta.',
        'Si el signo salió en su consulta, pregunte qué parte le corresponde a Eshu y si hay atenciones pendientes con Yemayá.',
      ],
    },
  }),
  meji({
    position: 6,
    leg: 'Ojuani',
    title: 'La gratitud ante los enemigos visibles e invisibles',
    traditional_name: 'Ojuani Meji',
    traditional_subtitle: 'Sexto Meji del orden lucumí; Owonrin Meji en la tradición yoruba',
    yoruba_name: 'Owonrin Meji',
    alternative_names: ['Owonrin Meji', 'Ojuani Meyi', 'Oyuani Meyi'],
    meaning:
      'Ojuani Meji es el sexto Meji. Sus columnas —dos marcas dobles arriba y dos sencillas abajo— son la imagen invertida de Iroso. Es el signo donde nacen los arayés (los enemigos), y habla de revoluciones, cambios bruscos, celos, intrigas y mal agradecimiento, pero también de fe, de celebridad, de conquistas y del talento para curar. Su gran enseñanza es la gratitud: lo que se recibe sin agradecer se escapa como agua en una canasta. Pide prudencia, estrategia y firmeza en lo sagrado para no perder el equilibrio.',
    paragraphs: [
      'Ojuani se escribe, en cada columna, con dos marcas dobles y dos sencillas. Ocupa la posición 6 y encabeza la familia de Ojuani (Ojuani Shogbe, Ojuani Yekun, Ojuani Tanshela y los demás). Los tratados lucumíes lo asocian con la salamandra, que vive en el fuego y sin embargo es fría, y con la careta: la hipocresía es uno de sus temas.',
      'En este signo nacen los arayés, los enemigos, y con ellos la necesidad de protección y estrategia. También nacen la creencia religiosa, las revoluciones, la fundación de los pueblos, el talento de las curaciones, la celebridad y las conquistas. Por eso el destino de sus hijos puede elevarse mucho, pero solo se sostiene con fe y con respeto a los fundamentos; la falta de reverencia trae caídas.',
      'En su lado difícil advierte de celos, de amigos que hacen daño, de abandono y de la ingratitud propia y ajena. Enseña a no maldecir, a no envidiar y a honrar a la madre y a quienes nos ayudaron: el mal que se desea a otros se vuelve contra quien lo desea.',
    ],
    nace_en_este_signo: [
      'Los arayés (los enemigos).',
      'La creencia religiosa.',
      'Las revoluciones.',
      'La fundación de los pueblos.',
      'El talento de las curaciones.',
      'La celebridad y las conquistas.',
      'La posesión espiritual.',
    ],
    consejos_espirituales: [
      'Sea agradecido con quien le ayudó; la ingratitud vacía la suerte.',
      'No maldiga ni envidie: el mal que se desea vuelve.',
      'Identifique a sus enemigos sin obsesionarse con ellos; protéjase con estrategia y con la guía de su padrino.',
      'Honre a su madre y a sus mayores.',
      'Mantenga la fe y el respeto a los fundamentos, también en la abundancia.',
      'Desconfíe del amigo que le halaga y le resta energía.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Una ofrenda a Elegguá para que cuide la puerta de la casa.',
      'Flores amarillas y miel a Oshún, si su padrino lo indica.',
      'Una luz y agua fresca para los ancestros.',
    ],
    plantas: ['Escoba amarga (planta de Babalú Ayé)', 'Abrecamino (planta de Elegguá)', 'Canela (asociada a Oshún)'],
    refranes: [
      'El agradecimiento es la memoria del corazón.',
      'Si Ayaguna no da la orden, la guerra no viene al mundo.',
      'La estera ordinaria no se pone nunca sobre la buena.',
    ],
    patakines: [
      'Los relatos de los olodus cuentan que Ojuani Meji prosperó como agricultor y logró una gran cosecha de ñames. Al repartir el granero entre sus dos esposas y su madre, la madre se sintió postergada; discutieron y él la empujó. Ella volvió llorando al pueblo y contó a los ancianos que su hijo la había golpeado por culpa de sus esposas. Entre esos ancianos estaban enemigos de Ojuani que solo esperaban un pretexto para condenarlo. El relato enseña que desatender a la madre abre la puerta a todos los enemigos.',
      'Los tratados lucumíes ponen como imagen de este signo a la salamandra: se alimenta del fuego y en él cambia de color, pero su cuerpo es tan frío que puede apagarlo. Así son los hijos de Ojuani cuando están en equilibrio: capaces de atravesar el conflicto sin quemarse y de calmar lo que otros encienden. Cuando pierden ese equilibrio, el fuego los consume.',
    ],
    obras_del_signo: [
      'Ebbó para apartar a los arayés (enemigos), según lo que marque la consulta.',
      'Rogación de cabeza para recuperar la calma ante intrigas y celos.',
      'Atenciones a Elegguá para que cuide la casa y los caminos.',
      'Atención a un difunto conocido cuando Ifá lo pide.',
    ],
    taboos: [
      'La ingratitud.',
      'Maldecir y desear el mal ajeno.',
      'Maltratar o desatender a la madre.',
      'Perder el respeto a lo sagrado en la prosperidad.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Ojuani, las obras contra los enemigos empiezan por revisar la propia gratitud: muchos comentaristas señalan que el arayé más peligroso es el que uno mismo alimenta con descuido.',
        'Reflexión: haga una lista de quienes le ayudaron y a quienes no ha agradecido; en este signo, ese gesto ordena más que cualquier obra.',
      ],
      advanced_patakines: [
        'El granero dividido: la lectura avanzada observa que los enemigos de Ojuani no inventaron la falta, solo la aprovecharon. La protección empieza por no darles motivo.',
        'La salamandra enseña que el dominio del fuego es interior: no se trata de evitar el conflicto, sino de no dejarse encender por él.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): dé gracias en voz alta por lo recibido, nombre a quienes le ayudaron y pida protección sin desear mal a nadie.',
        ],
        secret_offerings: [
          'Las publicaciones vinculan a este signo atenciones a Elegguá, a Oshún y a Babalú Ayé; cuáles corresponden a una persona solo lo dice la consulta.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la maldición dicha con rabia es, en Ojuani, un arma que se vuelve contra quien la pronuncia.',
        ],
      },
      ritual_instructions: [
        'No realice trabajos contra personas concretas a partir de este material; en Ifá la protección se pide, no se dirige contra nadie.',
        'Si el signo salió en su consulta, pregunte qué atenciones le corresponden a Elegguá y cómo reparar una ingratitud pendiente.',
      ],
    },
  }),
  meji({
    position: 7,
    leg: 'Obara',
    title: 'La palabra que se cumple',
    traditional_name: 'Obara Meji',
    traditional_subtitle: 'Séptimo Meji del orden lucumí; Obara Meji en la tradición yoruba',
    yoruba_name: 'Obara Meji',
    alternative_names: ['Obara Meyi', 'Obbara Meyi'],
    meaning:
      'Obara Meji es el séptimo Meji. Su figura —una marca sencilla arriba y tres dobles debajo en cada columna— se asocia con la palabra, el comercio y la riqueza. En la tradición lucumí es un signo muy ligado a Changó: en él la palabra tiene poder, lo que se afirma termina cumpliéndose, y por eso se dice que el rey no miente. Anuncia prosperidad que puede llegar de forma inesperada, pero advierte que la lengua salva o hunde y que el éxito rápido se pierde con la mentira, la indiscreción y las malas compañías.',
    paragraphs: [
      'Obara se escribe, en cada columna, con una marca sencilla y tres dobles. Ocupa la posición 7 y encabeza la familia de Obara (Obara Bogbe, Obara Yekun, Obara Wereko y los demás). Los tratados lo relacionan con Changó, con Orunmila y con Elegguá, y lo describen como un signo de doble filo, donde conviven lo mejor y lo peor del mundo.',
      'En él nacen, según las libretas, la riqueza y las joyas, el negocio, los maestros y la cadena de la enseñanza, y el lenguaje con su doble posibilidad de verdad y mentira. Su relato más conocido en Cuba es el de las calabazas: lo que parecía un regalo pobre estaba lleno de oro, y solo se benefició quien no lo despreció. De ahí el respeto del signo a la calabaza y su enseñanza sobre la humildad ante los dones.',
      'En su lado difícil habla de descontrol, de amigos que empujan a la bebida y a la pérdida, de indiscreción y de promesas que no se cumplen. Pide cabeza fría, ética firme en los negocios y cuidado con lo que se dice, porque en este signo la palabra tiene consecuencias.',
    ],
    nace_en_este_signo: [
      'La riqueza y las joyas.',
      'El negocio y el comercio.',
      'Los maestros y la cadena de la enseñanza.',
      'El lenguaje, con su verdad y su mentira.',
      'La palabra que se cumple: «el rey no miente», como se dice en la tradición lucumí.',
    ],
    consejos_espirituales: [
      'Cuide su palabra: en este signo lo que se dice tiene consecuencias.',
      'No desprecie lo que parece poco; la fortuna puede venir escondida.',
      'Aléjese de las compañías que le empujan a la bebida y al descontrol.',
      'Sea honesto en los negocios y cobre lo justo.',
      'No abandone a un amigo viejo por uno nuevo.',
      'Estudie y aprenda: el que sabe no muere como el que no sabe.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Manzanas rojas y plátanos a Changó, si su padrino lo indica.',
      'Dulces a Elegguá.',
      'Agradecimiento a Oshún por la prosperidad recibida.',
    ],
    plantas: ['Álamo (planta de Changó)', 'Bledo punzó', 'Ceiba', 'Calabaza (respetada en este signo)'],
    refranes: [
      'El que sabe no muere como el que no sabe.',
      'El hombre paciente se hace rey del mundo.',
      'Cuando habla el oro, el hombre enmudece.',
      'El abanico que se mueve no se detiene jamás sin encontrarse con el aire.',
      'El rey no miente.',
    ],
    patakines: [
      'Cuentan que Changó pasaba una mala racha: no tenía trabajo y andaba con amigos que solo lo llevaban a beber. Un día fueron todos a ver a Olofin, que les regaló una calabaza a cada uno. Los amigos se burlaron del regalo y le dejaron sus calabazas a Changó, que tampoco les dio importancia. Al día siguiente su mujer abrió las calabazas para cocinarlas y las encontró llenas de monedas de oro. De ahí el respeto que en este signo se tiene a la calabaza y la enseñanza de no despreciar lo que parece humilde.',
      'En Obara Meji se cuenta también cómo Changó llegó a consagrarse. Cuando las divinidades acordaron dar la Osha a quienes fueran llegando, intentaron entretener a Changó con engaños para dejarlo fuera. Pero él se había consultado antes con Orunmila, le había salido este signo y había cumplido el ebbó que le marcaron, de modo que la trampa no prosperó. La historia se cita para explicar el lazo de Changó con Obara y la idea de que el sacrificio hecho a tiempo deshace las trampas.',
    ],
    obras_del_signo: [
      'Ebbó para la prosperidad en los negocios, según lo que marque la consulta.',
      'Atenciones a Changó cuando el babalawo las indica.',
      'Rogación de cabeza ante el descontrol y las malas decisiones.',
      'Ebbó para que la palabra dada no se vuelva en contra.',
    ],
    taboos: [
      'Comer calabaza: es la prohibición más conocida del signo, por su papel en el relato de la riqueza de Changó.',
      'Mentir y prometer lo que no se cumplirá.',
      'La indiscreción con los secretos propios y ajenos.',
      'Los excesos con la bebida.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Obara, las obras de prosperidad van acompañadas de una revisión de la palabra: promesas pendientes, deudas de palabra, afirmaciones que se hicieron a la ligera. El babalawo decide qué corresponde.',
        'Reflexión: en este signo conviene hablar de lo que se desea como si ya se estuviera construyendo, pero sin jactancia; la palabra crea, y también compromete.',
      ],
      advanced_patakines: [
        'Las calabazas llenas de oro se leen como una enseñanza sobre la percepción: el valor de un don no está en su apariencia, y quien desprecia lo humilde suele despreciar también su propia suerte.',
        'Changó y la trampa de los mayores: la lectura avanzada subraya que no venció con fuerza, sino con una consulta previa; en Obara, la estrategia precede al fuego.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida que su palabra sea justa y cumplible, y que la prosperidad le llegue sin hacer daño a nadie.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a Changó y a Orunmila; la forma concreta, el número y el lugar los indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la jactancia sobre el dinero es, en Obara, la forma más rápida de perderlo.',
        ],
      },
      ritual_instructions: [
        'No haga promesas a los orishas a partir de este material; en este signo las promesas obligan y deben consultarse antes.',
        'Si el signo salió en su consulta, pregunte por sus negocios, por la bebida y por las atenciones pendientes con Changó.',
      ],
    },
  }),
  meji({
    position: 8,
    leg: 'Okana',
    title: 'Por uno empezó el mundo',
    traditional_name: 'Okana Meji',
    traditional_subtitle: 'Octavo Meji del orden lucumí; Okanran Meji en la tradición yoruba',
    yoruba_name: 'Okanran Meji',
    alternative_names: ['Okanran Meji', 'Okana Meyi', 'Okanran Meyi', 'Ocana Meji'],
    meaning:
      'Okana Meji es el octavo Meji. Su figura —tres marcas dobles y una sencilla abajo en cada columna— es la imagen invertida de Obara. Es un signo de pruebas fuertes, de la palabra que salva o condena y de lo que ata: se le asocia con la soga, las cadenas y lo que se complica. Su refrán más conocido afirma que si no hay bueno no hay malo, y que por uno empezó el mundo. Habla de personas apasionadas, hábiles y orgullosas, que lo pierden todo por no escuchar consejos, y exige prudencia, control de la lengua y obediencia a Orunmila.',
    paragraphs: [
      'Okana se escribe, en cada columna, con tres marcas dobles y una sencilla abajo. Ocupa la posición 8 y encabeza la familia de Okana (Okana Sode, Okana Oyekun, Okana Jio y los demás). En los tratados lucumíes hablan en él Elegguá, Aggayú, Changó, Obatalá, Ogún y los egun, y se dice que por este camino bajó Changó a la tierra.',
      'Sus temas son la palabra y la dualidad: el bien y el mal existen juntos y uno no se entiende sin el otro. En él nacen las enfermedades contagiosas, la vesícula y la cicatrización de las heridas: lo que se propaga y lo que sana. Por eso enseña a filtrar lo que nos llega, a cuidar lo que decimos y a no intentar controlar lo incontrolable: el agua no se puede amarrar con una soga.',
      'En su lado difícil advierte de soberbia, de mal agradecimiento, de venganzas, de guerras familiares y de problemas con la justicia. Desaconseja la bebida, especialmente las bebidas blancas, y anuncia que el éxito llega por el esfuerzo, la inteligencia y la obediencia, no por la trampa.',
    ],
    nace_en_este_signo: [
      'Las enfermedades contagiosas.',
      'La vesícula biliar.',
      'La cicatrización de las heridas.',
      'La palabra humana, como causa de salvación o de caída.',
      'La llegada de Changó a la tierra, que según los tratados bajó por este camino.',
    ],
    consejos_espirituales: [
      'Controle su lengua: en este signo el conversador muere por su propia boca.',
      'Escuche los consejos; creer que se sabe todo es la causa de la ruina.',
      'No intente controlar lo incontrolable.',
      'Renuncie a la venganza, aunque la ofensa sea pequeña.',
      'Evite el alcohol, en especial las bebidas blancas.',
      'Agradezca a quien le ayuda; el mal agradecimiento cierra caminos.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Quimbombó y frutas a Changó, si su padrino lo indica.',
      'Dulces a Elegguá.',
      'Agua fresca y una luz para los egun.',
    ],
    plantas: ['Cedro (árbol de Changó)', 'Mamey (asociado a Aggayú)', 'Abrecamino (planta de Elegguá)'],
    refranes: [
      'Si no hay bueno, no hay malo: por uno empezó el mundo.',
      'Con una atarraya no se puede pescar un hipopótamo.',
      'El agua no se puede atar con una soga.',
      'El monte tiene hierba buena y hierba mala.',
      'El conversador muere por su propia lengua.',
      'La cabeza del hombre tiene dos contrarios: la cólera del corazón y el deseo de amar.',
    ],
    patakines: [
      'Los tratados lucumíes dicen que por este camino bajó Changó a la tierra, acompañado de Eshu, y que aquí se fundaron los misterios de los Ibeyis. Por eso en Okana se habla a la vez de fuego, de conflicto y de renovación: lo que llega con fuerza puede traer también alegría y descendencia, si se respeta el orden espiritual.',
      'Una historia de origen arará cuenta que los monos, descontentos con su vida, fueron a consultar a tres sacerdotes, que vieron Okana Meji y les marcaron sacrificio. Con él mejoró su suerte, pero enseguida arrojaron al monte todas las frutas para que no quedara nada para los hombres. Los hombres, angustiados, consultaron a los mismos sacerdotes, salió el mismo signo y también hicieron su sacrificio. El relato se cita para mostrar que Ifá responde a cada uno según su sacrificio y que el mismo signo puede hablar para bandos opuestos.',
    ],
    obras_del_signo: [
      'Ebbó antes de un viaje o de un cambio importante, según lo que marque la consulta.',
      'Atenciones a Changó y a Elegguá cuando el babalawo las indica.',
      'Limpiezas para cortar lo que se propaga: chismes, enfermedades, malas influencias.',
      'Rogación de cabeza ante la soberbia y la confusión.',
    ],
    taboos: [
      'Las bebidas alcohólicas, sobre todo las blancas.',
      'La venganza.',
      'La soberbia y el mal agradecimiento.',
      'Ir a lugares donde no ha sido invitado.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Okana, las obras de limpieza se entienden como un filtro: separar lo que conviene de lo que contamina, en el cuerpo, en la casa y en las relaciones. Cuáles corresponden lo dice la consulta.',
        'Reflexión: este signo pide identificar qué le ata (una deuda, un rencor, una costumbre) antes de pedir que se abran los caminos.',
      ],
      advanced_patakines: [
        'Changó bajando por Okana se lee como la llegada de una fuerza enorme a un mundo de límites: su enseñanza es que la fuerza necesita cauce para no destruir.',
        'Los monos y los hombres: la lectura avanzada observa que el mismo signo habló para ambos; Ifá no toma partido, responde al sacrificio y a la conducta de cada uno.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida que sus palabras sanen y no hieran, y fuerza para soltar lo que no puede controlar.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a Changó, a Elegguá y a los egun; la forma concreta la indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la venganza pequeña es, en Okana, la semilla de las grandes tragedias; por eso sus libretas insisten tanto en la palabra.',
        ],
      },
      ritual_instructions: [
        'No prepare limpiezas ni remedios a partir de este material; el signo habla de enfermedades y cualquier síntoma debe verlo también un médico.',
        'Si el signo salió en su consulta, pregunte por sus viajes, por la bebida y por las atenciones pendientes con Changó y Elegguá.',
      ],
    },
  }),
  meji({
    position: 9,
    leg: 'Ogunda',
    title: 'El hierro que abre el camino',
    traditional_name: 'Ogunda Meji',
    traditional_subtitle: 'Noveno Meji del orden lucumí; Ogunda (Ogun) Meji en la tradición yoruba',
    yoruba_name: 'Ogunda Meji',
    alternative_names: ['Ogunda Meyi', 'Ogun Meji', 'Oggunda Meyi'],
    meaning:
      'Ogunda Meji es el noveno Meji. Sus columnas —tres marcas sencillas y una doble abajo— se asocian con el hierro, el corte y el trabajo. Es el signo de Ogún por excelencia: habla de fuerza, de guerra, de herramientas y de cirugía, de abrir caminos y de cortar lo que sobra. Enseña que la fuerza necesita inteligencia: quien actúa sin consultar y sin prepararse fracasa aunque sea el más fuerte. Advierte contra la discusión, la imposición y la violencia, y pide usar la tolerancia para ganar.',
    paragraphs: [
      'Ogunda se escribe, en cada columna, con tres marcas sencillas y una doble abajo. Ocupa la posición 9 y encabeza la familia de Ogunda (Ogunda Biode, Ogunda Yekun, Ogunda Kuaneye y los demás). Los relatos de los olodus dicen que Ogunda Meji fue un adivino poderoso que unió la fuerza de Ogún con la inteligencia de Orunmila, y que fue él quien reveló la historia del segundo intento de las divinidades para poblar la tierra.',
      'En este signo nacen, según los tratados, la cirugía y las operaciones, la ciencia de la guerra, las armas y el trabajo del hierro, y los oficios de cortar y forjar. Ogún es su orisha central, junto a sus compañeros guerreros Elegguá y Ochosi. El signo marca prosperidad a través del trabajo duro y de la palabra cumplida: la lealtad es su gran virtud, y romper una promesa, su gran falta.',
      'En su lado difícil habla de impulsividad, de peleas, de heridas, de operaciones y de presión alta. Las imposiciones llevan al fracaso: con los hijos, con la pareja y en el trabajo se gana más razonando que forzando. La discusión trae tragedia.',
    ],
    element: 'Hierro (el metal)',
    nace_en_este_signo: [
      'La cirugía y las operaciones.',
      'La ciencia de la guerra, las armas y el trabajo del hierro.',
      'Los oficios de cortar, forjar y abrir.',
      'El segundo intento de las divinidades para poblar la tierra, encabezado por Ogún.',
      'El ókpele como mensajero de Ifá (así lo recogen varios tratados).',
    ],
    consejos_espirituales: [
      'Use la inteligencia antes que la fuerza.',
      'Consulte antes de actuar, aunque se sienta capaz de todo.',
      'Evite las discusiones: en este signo la discusión trae tragedia.',
      'No imponga; invite a razonar, sobre todo a sus hijos.',
      'Cumpla su palabra: romper una promesa es la gran falta de Ogunda.',
      'Cuide su presión arterial y tenga prudencia con herramientas y armas.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Ñame asado a Ogún, si su padrino lo indica.',
      'Una ofrenda a los guerreros (Elegguá, Ogún y Ochosi) para abrir caminos.',
      'Agradecimiento por el trabajo conseguido.',
    ],
    plantas: ['Caña santa (planta de Ogún)', 'Yerba de la sangre', 'Anamú'],
    refranes: ['La discusión trae tragedia.'],
    patakines: [
      'Ogunda Meji reveló cómo fue el segundo intento de las divinidades para poblar la tierra. Ogún, el más fuerte de todos, fue elegido para abrir el camino y partió enseguida con cuatrocientos hombres y mujeres, sin consultar a ningún adivino ni preparar nada. En la tierra sus seguidores pronto tuvieron hambre, y como no habían traído alimentos, él solo pudo aconsejarles que cortaran palos del bosque y se los comieran. Aquella misión no prosperó. El relato enseña que la fuerza sin consulta ni preparación no basta para fundar nada duradero.',
      'En la tradición lucumí se cuenta, y se suele estudiar junto a este signo, que Ogún, herido en su orgullo, se retiró al monte y desde allí nadie conseguía hacerlo volver. Los orishas lo intentaron uno tras otro con fuerza y con amenazas, sin resultado. Al final Oshún se acercó con miel, cantando y bailando, y lo trajo de vuelta a la comunidad. La enseñanza: lo que la fuerza no abre, a menudo lo abre la dulzura.',
    ],
    obras_del_signo: [
      'Atenciones a los guerreros (Elegguá, Ogún y Ochosi) cuando la consulta las indica.',
      'Ebbó antes de una operación o de un trabajo peligroso, según marque Ifá.',
      'Rogación de cabeza para calmar la impulsividad.',
      'Ebbó para resolver pleitos y separaciones.',
    ],
    taboos: [
      'Discutir y pelear: la discusión trae tragedia.',
      'Imponer la propia voluntad por la fuerza.',
      'Romper una promesa.',
      'Manipular armas o herramientas con ligereza.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Ogunda, las obras sirven para encauzar la fuerza: cortar lo que estorba sin herir lo que debe quedar. El babalawo decide si corresponde atender a los guerreros, a la cabeza o ambas cosas.',
        'Reflexión: antes de una decisión tajante (romper, despedir, separarse), pregúntese si está cortando por claridad o por ira.',
      ],
      advanced_patakines: [
        'El segundo intento de poblar la tierra fracasó no por falta de fuerza, sino por falta de consulta: la lectura avanzada lo pone como contrapunto de los relatos en que Orunmila prepara cada paso.',
        'Oshún sacando a Ogún del monte: la dulzura no vence a la fuerza, la devuelve a su lugar. Es una lección sobre cómo tratar a las personas de carácter fuerte.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida que su fuerza sirva para abrir caminos y no para cerrarlos, y serenidad ante la provocación.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a Ogún y a los guerreros; la forma concreta y el momento los indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la palabra rota es, en Ogunda, tan cortante como el hierro; por eso sus libretas insisten en la lealtad.',
        ],
      },
      ritual_instructions: [
        'No manipule herramientas rituales ni consagradas a partir de este material.',
        'Si el signo salió en su consulta, pregunte si debe recibir o atender a los guerreros y qué precauciones tomar ante operaciones o viajes.',
      ],
    },
  }),
  meji({
    position: 10,
    leg: 'Osa',
    title: 'El viento que transforma',
    traditional_name: 'Osa Meji',
    traditional_subtitle: 'Décimo Meji del orden lucumí; Osa Meji en la tradición yoruba',
    yoruba_name: 'Osa Meji',
    alternative_names: ['Osa Meyi'],
    meaning:
      'Osa Meji es el décimo Meji. Su figura —una marca doble arriba y tres sencillas debajo en cada columna— se asocia con el viento, las tormentas y los cambios bruscos. En la tradición lucumí es un signo de Oyá y de Changó, y en el corpus yoruba es el signo de las Iyami, las madres ancestrales, cuyo poder debe respetarse. Habla de transformaciones que pueden llevar a la abundancia o a la destrucción, de enemigos cercanos —el mejor amigo puede ser el peor enemigo— y de la necesidad de prepararse antes de cualquier viaje o empresa.',
    paragraphs: [
      'Osa se escribe, en cada columna, con una marca doble arriba y tres sencillas. Ocupa la posición 10 y encabeza la familia de Osa (Osa Lofobeyo, Osa Yekun, Osa Woriwo y los demás). Los tratados lo describen como signo de vientos y tempestades, y como aquel por el que llegan a la tierra las Iyami Oshoronga, las llamadas madres de la noche.',
      'En él nacen, según las libretas, el comercio, el saludo entre las personas, la posesión de los orishas sobre sus hijos y el secreto de la canela; se dice también que aquí Changó decidió adornar su collar con cuentas blancas en honor a Obatalá. Es un signo del cuerpo y de sus aberturas —ojos, oídos, fosas nasales— y de la relación de la tierra con el sol y con la luna.',
      'En su lado difícil advierte de enemigos que planean daño, de pérdida de control, de desconcentración y de problemas de la sangre. Aconseja no comer cualquier comida preparada por cualquiera, respetar a las madres y a las mujeres mayores, y no tener prisa: el apuro es el gran error de quien no se prepara.',
    ],
    element: 'Viento (el aire)',
    nace_en_este_signo: [
      'El comercio.',
      'El saludo entre las personas.',
      'La posesión de los orishas sobre las personas.',
      'El secreto de la canela.',
      'Los alcaldes.',
      'El collar de Changó con cuentas blancas, en honor a Obatalá.',
    ],
    consejos_espirituales: [
      'Prepárese antes de viajar o emprender: el apuro es el gran error de este signo.',
      'Respete a las madres y a las mujeres mayores.',
      'Desconfíe con prudencia: el mejor amigo puede volverse el peor enemigo.',
      'No coma cualquier cosa preparada por cualquiera.',
      'Concéntrese en una cosa a la vez; el viento dispersa.',
      'Cuide su sangre y su salud general.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Berenjenas y frutas de colores a Oyá, si su padrino lo indica.',
      'Una ofrenda a Changó para vencer a los enemigos.',
      'Agua fresca y una luz para los ancestros.',
    ],
    plantas: ['Algodón', 'Jazmín de cabo', 'Cundeamor', 'Canela', 'Caoba', 'Espanta muerto'],
    refranes: ['Su mejor amigo es su peor enemigo.'],
    patakines: [
      'Una historia de origen arará cuenta que la rana y el carnero querían casarse con la hija del rey, que prometió su mano al primero que le llevara paja para cubrir una grieta de su palacio. El carnero, seguro de su fuerza, se burló de la pequeña rana. Ella fue a consultarse, salió Osa Meji, hizo su sacrificio y, con lo que le sobró, invitó a comer a sus hermanos y les pidió ayuda. El día de la prueba, cada vez que el carnero llamaba a la rana por el camino, un hermano distinto le contestaba desde la orilla, y el carnero, creyéndose alcanzado, corrió hasta quedarse sin aliento. La enseñanza: el pequeño que se une a los suyos vence al que confía solo en su fuerza.',
      'Los tratados cuentan que en este signo Changó decidió adornar su collar de cuentas rojas con cuentas blancas en honor a Obatalá, y que por eso su collar alterna ambos colores. Se cita como ejemplo de gratitud y de respeto del hijo hacia el padre, aun en el orisha más guerrero.',
    ],
    obras_del_signo: [
      'Ebbó antes de viajes y empresas, según indique la consulta.',
      'Atenciones a Oyá y a Changó para vencer a los enemigos.',
      'Ofrendas de respeto a las madres ancestrales, solo por indicación del babalawo.',
      'Rogación de cabeza ante la dispersión y la pérdida de control.',
    ],
    taboos: [
      'Emprender o viajar con prisa, sin preparar nada.',
      'Faltar el respeto a las madres y a las mujeres mayores.',
      'Comer alimentos de procedencia desconocida.',
      'Confiar secretos al primer amigo.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Osa, el respeto a las madres ancestrales no se improvisa: es materia de sacerdotes con formación, y solo el babalawo indica si una persona debe atenderlas y cómo.',
        'Reflexión: el viento de Osa se lleva lo que no está atado. Revise qué partes de su vida dependen de la prisa y cuáles de una preparación real.',
      ],
      advanced_patakines: [
        'La rana y el carnero: la lectura avanzada subraya que la rana no ganó con astucia solitaria, sino compartiendo lo que le sobró del sacrificio; en Osa, la comunidad es parte de la protección.',
        'El collar de Changó: lo blanco de Obatalá dentro de lo rojo del guerrero recuerda que la fuerza necesita la paz como contrapeso.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida que los cambios que llegan a su vida sean para bien, y calma para no precipitarse.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a Oyá, a Changó y a los ancestros; la forma concreta la indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: hablar mal de las madres, propias o ajenas, es en Osa una falta mayor que muchas prohibiciones alimentarias.',
        ],
      },
      ritual_instructions: [
        'No intente ninguna ofrenda a las madres ancestrales (Iyami) a partir de este texto: es un ámbito reservado.',
        'Si el signo salió en su consulta, pregunte por sus próximos viajes y por las atenciones pendientes con Oyá.',
      ],
    },
  }),
  meji({
    position: 11,
    leg: 'Ika',
    title: 'La serpiente, el mar y la abundancia',
    traditional_name: 'Ika Meji',
    traditional_subtitle: 'Undécimo Meji del orden lucumí; Ika Meji en la tradición yoruba',
    yoruba_name: 'Ika Meji',
    alternative_names: ['Ika Meyi'],
    meaning:
      'Ika Meji es el undécimo Meji. Sus columnas —una marca doble, una sencilla y dos dobles— se asocian con la serpiente (la boa que rige a los reptiles), con el mar y con la abundancia. En este signo, dicen las libretas, el mar se llenó de peces y llegó la abundancia a la tierra; nacen también los barcos y las embarcaciones. Es un signo de grandeza, de control y de reconocimiento público, que anuncia descendencia y prosperidad, pero también envidias y guerras por esa misma suerte. Pide proteger a los niños y no usar el poder con crueldad.',
    paragraphs: [
      'Ika se escribe, en cada columna, con una marca doble, una sencilla y dos dobles. Ocupa la posición 11 y encabeza la familia de Ika (Ika Bemi, Ika Oyekun, Ika Fefe y los demás). Según los relatos de los olodus, en el cielo se llamaba Ikere Iyansi y era un awo joven pero muy poderoso, con muchos seguidores; fue Eshu quien convenció a Orunmila de admitirlo entre los dieciséis olodus.',
      'Sus temas son el control, la abundancia y el servicio. El relato del farol, al que se concedió que un ser humano lo sirviera para siempre, explica por qué este signo habla de parejas y ayudantes fieles. En la consulta suele anunciar viajes, progreso económico, estabilidad después de mucho moverse y una descendencia numerosa, biológica o religiosa. La persona marcada por él gusta de tener el control y atrae las miradas.',
      'En su lado difícil advierte de envidias, de guerras, de planes que se cortan de repente y de peligros para los niños y para los embarazos. La serpiente que se envenena con su propio veneno es su imagen de advertencia: el poder usado contra otros termina dañando a quien lo usa.',
    ],
    colors: ['Negro', 'Rojo', 'Azul'],
    nace_en_este_signo: [
      'La abundancia en la tierra: el mar se llenó de peces.',
      'Los barcos y las embarcaciones pequeñas.',
      'Que un ser humano sirva y reavive la lámpara, según el relato del farol.',
      'La caza del gato, que deslumbra a su presa con la luz de sus ojos.',
    ],
    consejos_espirituales: [
      'Proteja a los niños y no los maltrate nunca.',
      'Use su capacidad de mando con justicia, no con crueldad.',
      'Cuide los embarazos y la salud de la mujer.',
      'No se confíe: la envidia acompaña a la buena suerte.',
      'Busque la estabilidad: eche anclas cuando llegue a puerto.',
      'Agradezca a Oshún, protectora de este signo según muchas libretas.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Miel y flores amarillas al río para Oshún, si su padrino lo indica.',
      'Dulces a Elegguá.',
      'Una luz para los ancestros.',
    ],
    plantas: ['Cerraja', 'Celestina azul', 'Maíz', 'Azuquerito'],
    refranes: [
      'El vientre es el rey del cuerpo (dicho del verso del signo).',
      'La anguila eléctrica es la reina de los peces (dicho del verso del signo).',
    ],
    patakines: [
      'Dos servidores de Ika Meji, el aceite fino y el hilo fino, adivinaron para el farol cuando iba a recibir como recompensa a un ser humano. Se le marcó sacrificio y lo cumplió, y desde entonces es una persona la que repone el combustible y reaviva la llama cuando está a punto de apagarse. Por eso, cuando sale este signo, se dice al hombre que una mujer vendrá a unirse a él y lo servirá con lealtad, y a la mujer que encontrará un esposo entregado que no pensará en otra.',
      'Otro servidor de Ika Meji adivinó para el gato cuando iba a venir al mundo a cazar, y se le marcó sacrificio para que ninguna presa se le escapara; un tercer sacerdote adivinó para el fuego. Cumplido el sacrificio, el fuego puso su luz dentro de los ojos del gato, que desde entonces deslumbra a su presa antes de atraparla. Por eso en este signo se aconseja sacrificio para que lo que se persigue llegue a fructificar.',
      'Se cuenta que Ika Meji llegó joven a la tierra y sin corona, que era lo que más deseaba. Orunmila le marcó ebbó; poco después el rey lo llamó para resolver un problema que afligía al pueblo, y Ika lo logró. Olofin, enterado, le envió la corona, ropas lujosas y un bastón de ébano. Los demás sacerdotes murmuraron por envidia, pero la protección de Orunmila lo sostuvo.',
    ],
    obras_del_signo: [
      'Ebbó para proteger a los niños y los embarazos, según indique la consulta.',
      'Atenciones a Oshún en el río cuando el babalawo las marca.',
      'Ebbó antes de viajes por mar.',
      'Rogación de cabeza ante la envidia.',
    ],
    taboos: [
      'Maltratar a los niños.',
      'Beber en jícara (prohibición citada para este signo).',
      'Usar el poder con crueldad.',
      'Descuidar un embarazo.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Ika, las obras de protección de los niños se entienden como protección del futuro de la casa; su forma concreta la decide el babalawo.',
        'Reflexión: Ika da control y visibilidad. Pregúntese a quién sirve su poder y quién le sirve a usted, y si esa relación es justa.',
      ],
      advanced_patakines: [
        'El farol y el ser humano que lo reaviva: la lectura avanzada lo entiende como una enseñanza sobre la interdependencia; incluso lo que da luz necesita cuidado.',
        'La corona de Ika llegó después de servir al pueblo, no antes: el reconocimiento, en este signo, es consecuencia del servicio.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida protección para los niños de su casa y que la abundancia que reciba no despierte envidias ni crueldad.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a Oshún y ofrendas en el río; cuáles, cuándo y cómo lo indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la serpiente que se envenena con su propio veneno recuerda que el rencor guardado daña primero a quien lo guarda.',
        ],
      },
      ritual_instructions: [
        'No lleve ofrendas al río ni al mar a partir de este material sin la indicación de su padrino.',
        'Si el signo salió en su consulta, pregunte por los niños de su casa, por los embarazos y por sus viajes.',
      ],
    },
  }),
  meji({
    position: 12,
    leg: 'Otrupon',
    title: 'Nadie lo sabe todo',
    traditional_name: 'Otrupon Meji',
    traditional_subtitle: 'Duodécimo Meji del orden lucumí; Oturupon (Ologbon) Meji en la tradición yoruba',
    yoruba_name: 'Oturupon Meji',
    alternative_names: ['Oturupon Meji', 'Otrupon Meyi', 'Ologbon Meji'],
    meaning:
      'Otrupon Meji es el duodécimo Meji, también llamado Ologbon Meji. Su figura —dos marcas dobles, una sencilla y otra doble en cada columna— se asocia con la inteligencia y con sus límites. Su verso más conocido enseña que nadie es tan hábil como para recoger agua con la ropa ni tan inteligente como para contar las arenas de la tierra. Es un signo de humildad intelectual, de sueños y señales, de trampas y de envidias entre cercanos, que advierte que las mentiras terminan convirtiéndose en verdad.',
    paragraphs: [
      'Otrupon se escribe, en cada columna, con dos marcas dobles, una sencilla y otra doble. Ocupa la posición 12 y encabeza la familia de Otrupon (Otrupon Bekonwao, Otrupon Yekun, Otrupon Adakino y los demás). Los tratados explican que los nombres de sus adivinos celestiales revelan cómo la facultad de la inteligencia vino al mundo, y que también fue este signo el que contó cómo Orunmila y las divinidades regresaron al mundo.',
      'Sus temas son el saber y sus límites, los sueños que avisan y la astucia, que puede salvar o perder según el carácter. En la consulta habla de enemigos ocultos, a veces dentro de la propia familia, de trampas y de chismes, y aconseja prudencia, vigilancia y humildad: incluso el sabio guarda secretos y no los revela por completo.',
      'En su lado difícil advierte de mentiras que se vuelven realidad, de aislamiento, de envidia entre hermanos y de problemas de salud del vientre. Promete éxito a quien domina el orgullo y camina con paciencia y consejo.',
    ],
    nace_en_este_signo: [
      'La inteligencia, según los nombres de sus adivinos celestiales.',
      'Los sueños como aviso.',
      'La astucia, que salva o pierde según el carácter.',
      'El regreso de Orunmila y de las divinidades al mundo, según los tratados.',
    ],
    consejos_espirituales: [
      'Reconozca lo que no sabe y pida consejo.',
      'Preste atención a sus sueños, pero consúltelos antes de actuar.',
      'No diga mentiras, ni siquiera piadosas: en este signo se vuelven verdad.',
      'Vigile la envidia entre hermanos y familiares.',
      'Desconfíe de las invitaciones que llegan demasiado oportunas.',
      'Cuide su vientre y su alimentación.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Una ofrenda a Elegguá para que abra los caminos.',
      'Una luz para los ancestros.',
      'Coco (obi) en agradecimiento a su orí, si su padrino lo indica.',
    ],
    plantas: ['Escoba amarga (planta de Babalú Ayé)', 'Prodigiosa', 'Albahaca'],
    refranes: [
      'Nadie es tan hábil como para recoger agua con su ropa.',
      'Nadie es tan inteligente como para contar las arenas de la tierra.',
      'Ningún sabio es tan rico en proverbios que revele sus propios secretos en parábolas.',
      'No se dicen mentiras, porque pueden convertirse en verdad.',
    ],
    patakines: [
      'Ologbon Meji adivinó para Ekun, el tigre, y Ogbo, el gato montés, hermanos de los mismos padres. Ogbo tuvo un sueño terrible y fue a consultar: se le dijo que hiciera sacrificio a su cabeza porque su hermano planeaba matarlo para comérselo, y que estuviera vigilante. Ekun también consultó, pero para pedir cómo matar a su hermano; se le recomendó una rogación para recobrar el juicio y no la hizo. Cuando Ekun reunió a otros animales y mandó decir que estaba moribundo para atraer a Ogbo, este acudió con desconfianza y, gracias al sacrificio hecho, se salvó.',
      'Otrupon Meji era un adivino famoso que recorría los pueblos. En la tierra de los monos, el rey, que lo veía como un rival, lo mandó llamar con la intención de matarlo. Como el adivino no acudió, el rey fingió su propia muerte y lo invitó al velorio para tenderle la trampa. El adivino, avisado por Ifá, hizo ebbó antes de ir; al acercarse al féretro con unas flores, el polen hizo estornudar al rey y la mentira quedó al descubierto. El relato se cita con la advertencia del signo: no se dicen mentiras, porque pueden convertirse en verdad.',
    ],
    obras_del_signo: [
      'Rogación de cabeza ante sueños inquietantes, según indique la consulta.',
      'Ebbó para descubrir trampas y enemigos ocultos.',
      'Atenciones a Elegguá y a los ancestros.',
      'Ebbó por la salud del vientre cuando el babalawo lo marca.',
    ],
    taboos: [
      'Mentir, aunque sea por piedad.',
      'La soberbia intelectual.',
      'Atender la cabeza de otras personas sin estar autorizado (advertencia del relato del tigre y el gato).',
      'Aceptar invitaciones sospechosas sin consultar.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Otrupon, las obras ante los sueños buscan aclarar la cabeza antes de interpretar el aviso; el babalawo decide qué corresponde.',
        'Reflexión: anote sus sueños durante un tiempo y llévelos a su padrino; en este signo la memoria ordenada es parte de la protección.',
      ],
      advanced_patakines: [
        'El tigre y el gato montés: los dos consultaron a Ifá, pero solo uno siguió el consejo. La lectura avanzada insiste en que consultar no basta; hay que cumplir.',
        'El rey mono y su falso velorio: la mentira que usa la muerte como trampa termina exponiendo a quien la inventa. Por eso en este signo la mentira se teme más que el enemigo.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida humildad para reconocer lo que no sabe y claridad para distinguir el aviso del miedo.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a la cabeza, a Elegguá y a los ancestros; la forma concreta la indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la mentira piadosa, que otros signos toleran, aquí se considera peligrosa porque tiende a cumplirse.',
        ],
      },
      ritual_instructions: [
        'No interprete sueños ajenos ni dé consejos rituales a partir de este texto.',
        'Si el signo salió en su consulta, pregunte por la relación con sus hermanos y por la salud de su vientre.',
      ],
    },
  }),
  meji({
    position: 13,
    leg: 'Otura',
    title: 'La paz, los saludos y el conocimiento',
    traditional_name: 'Otura Meji',
    traditional_subtitle: 'Decimotercer Meji del orden lucumí; Otura Meji en la tradición yoruba',
    yoruba_name: 'Otura Meji',
    alternative_names: ['Otura Meyi'],
    meaning:
      'Otura Meji es el decimotercer Meji. Su figura —una marca sencilla, una doble y dos sencillas en cada columna— se asocia con la sabiduría, los saludos y la reverencia, y con la fraternidad entre las personas; se dice que es de los signos más cercanos a Olodumare. En la tradición yoruba se le relaciona también con el Islam (los imale). Es un signo de éxito en los negocios, de conocimiento y de disciplina, que advierte contra el orgullo, el capricho, la curiosidad imprudente y el exceso de palabra, y que pide no servir de mensajero de otros.',
    paragraphs: [
      'Otura se escribe, en cada columna, con una marca sencilla, una doble y dos sencillas. Ocupa la posición 13 y encabeza la familia de Otura (Otura Niko, Otura Yekun, Otura Pompeyo y los demás). Los relatos publicados cuentan que en el cielo su nombre era Ori Ala, y que fue por él que Ifá abrió el camino para que la riqueza viniera al mundo.',
      'En este signo nacen, según las libretas, la fraternidad, el saber y la inteligencia, las disputas y el paraban, la separación ritual entre los vivos y los difuntos. Es el signo de los saludos y las reverencias: enseña que la cortesía y el respeto abren puertas. En lo económico es de éxito en la compra y la venta, siempre que se aleje de la avaricia.',
      'En su lado difícil advierte de traiciones, de robos y pérdidas, de vicios —sobre todo el alcohol— y de esfuerzos físicos excesivos. Sus hijos suelen describirse como orgullosos, astutos y de carácter fuerte, con tendencia a hablar de más. Se aconseja atender a la tierra y a los egun.',
    ],
    nace_en_este_signo: [
      'La fraternidad entre las personas.',
      'El saber y la inteligencia.',
      'Las disputas.',
      'El paraban, la separación entre los vivos y los difuntos.',
      'La llegada de la riqueza al mundo, abierta por Ifá según el relato de Ori Ala.',
    ],
    consejos_espirituales: [
      'Salude y respete: la cortesía abre caminos en este signo.',
      'No sirva de mensajero ni lleve recados ajenos.',
      'Hable menos y escuche más.',
      'Aléjese de la avaricia y de la ambición desmedida.',
      'Evite el alcohol y los esfuerzos físicos excesivos.',
      'Proteja sus bienes y atienda a sus ancestros para prevenir pérdidas.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Una ofrenda a la tierra, según indique su padrino.',
      'Agua, luz y flores para los egun.',
      'Coco (obi) en agradecimiento.',
    ],
    plantas: ['Algodón (planta de Obatalá)', 'Prodigiosa', 'Campana blanca'],
    refranes: ['Lo que se quiere, si es verdad, nunca se abandona.'],
    patakines: [
      'En el cielo, Ori Ala —el nombre celestial de Otura Meji— y su amigo Ori Atosi decidieron venir juntos al mundo. Se les marcó sacrificio; Ori Ala lo hizo y su amigo se negó. En la tierra ambos vivían de recoger y vender leña. Cuando Otura quiso consultar cómo prosperar, se le marcó ebbó con el machete, el gallo y la tela con que trabajaba; su amigo se burló, pero él lo entregó todo, incluso sus herramientas. El awo pidió a Eshu que lo apartara de un oficio contrario a su destino, y desde entonces su suerte cambió: así, dice el relato, Ifá abrió el camino para que la riqueza viniera al mundo.',
      'Cuando los incrédulos persiguieron a los religiosos, Orunmila tuvo que huir con su Ifá escondido en una faja. Acorralado, escondió su tablero en la cueva de un cangrejo y, al llegar a un barranco sobre el mar, se arrojó al agua, donde un pulpo lo salvó. Por eso, según este relato, los hijos de Orunmila respetan al pulpo y al cangrejo.',
    ],
    obras_del_signo: [
      'Ebbó para proteger los bienes y prevenir robos, según lo que marque la consulta.',
      'Atenciones a los egun y a la tierra.',
      'Rogación de cabeza para calmar el orgullo y el exceso de palabra.',
      'Ebbó de prosperidad en el comercio.',
    ],
    taboos: [
      'Servir de mensajero o llevar recados ajenos.',
      'Los excesos con el alcohol.',
      'Faltar el respeto al pulpo y al cangrejo (muchas libretas prohíben comerlos, por el relato de este signo).',
      'La curiosidad imprudente y el hablar de más.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Otura, el paraban y las atenciones a los egun pertenecen a la práctica sacerdotal; aquí solo se estudian como idea: poner a cada uno, vivos y difuntos, en su lugar.',
        'Reflexión: Ori Ala entregó sus herramientas de leñador para cambiar de destino. ¿Qué instrumento de su vida actual le ata a un oficio o a una costumbre que no es la suya?',
      ],
      advanced_patakines: [
        'Los dos amigos que vinieron juntos al mundo representan dos actitudes ante el consejo de Ifá; el relato no condena al amigo, muestra que cada uno recoge según su sacrificio.',
        'El pulpo y el cangrejo guardaron lo más valioso de Orunmila cuando todo parecía perdido: la lectura avanzada ve en ello el valor de los aliados humildes.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): salude con respeto a Olodumare, a Orunmila, a la tierra y a sus ancestros, y pida paz en su casa con palabras propias.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo ofrendas a la tierra y a los egun; su forma concreta pertenece a cada casa y la indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: llevar recados ajenos es, en Otura, cargar con destinos que no son el propio.',
        ],
      },
      ritual_instructions: [
        'No intente ceremonias de separación de difuntos (paraban) a partir de este material: son ceremonias sacerdotales.',
        'Si el signo salió en su consulta, pregunte por la seguridad de sus bienes y por sus ancestros.',
      ],
    },
  }),
  meji({
    position: 14,
    leg: 'Irete',
    title: 'La mano justa entre la tierra y el mar',
    traditional_name: 'Irete Meji',
    traditional_subtitle: 'Decimocuarto Meji del orden lucumí; Irete Meji en la tradición yoruba',
    yoruba_name: 'Irete Meji',
    alternative_names: ['Irete Meyi'],
    meaning:
      'Irete Meji es el decimocuarto Meji. Su figura —dos marcas sencillas, una doble y otra sencilla en cada columna— se asocia con la fuerza de las manos, con la vida y la muerte, y con la elección entre la rectitud y el abuso. Se dice que tiene un pie en la tierra y otro en el mar. Las libretas sitúan aquí el pacto de Ikú con Orunmila y la guadaña de Oyá, y lo llaman el signo del amor personificado. Promete riqueza, elocuencia y paz cuando se vive con ética, y advierte de traiciones, enfermedades y decadencia cuando dominan la vanidad y la soberbia.',
    paragraphs: [
      'Irete se escribe, en cada columna, con dos marcas sencillas, una doble y otra sencilla. Ocupa la posición 14 y encabeza la familia de Irete (Irete Untelu, Irete Yekun, Irete Yero y los demás). En fuentes de la tradición yoruba se dice que en Irete Meji Orunmila aprendió el secreto de la prosperidad, y se le asocia con la iniciación en Ifá.',
      'En las libretas lucumíes nacen aquí la fuerza de las manos y de los dientes, el cuerpo astral, la guadaña de Oyá, el pacto de Ikú con Orunmila y el espíritu de Oduduwa. Es un signo de frontera: entre la tierra y el mar, entre la vida y la muerte, entre la fuerza que construye y la que destruye. Por eso pide vivir con la mano justa.',
      'En su lado difícil habla de enfermedades de la piel y de la sangre, de nudos y bloqueos, de traiciones y de conflictos por orgullo. Recomienda no matar hormigas ni despreciar lo pequeño, respetar a Oyá y a los muertos, y recordar que a veces agacharse es la forma de vencer.',
    ],
    nace_en_este_signo: [
      'La fuerza de las manos y de los dientes.',
      'El cuerpo astral (el espíritu).',
      'La guadaña de Oyá.',
      'El pacto de Ikú con Orunmila.',
      'El espíritu de Oduduwa.',
      'Que Ikú respete a los pollos.',
    ],
    consejos_espirituales: [
      'Use su fuerza con justicia: construya, no destruya.',
      'Controle los celos y la ambición.',
      'No desprecie lo pequeño: en este signo no se matan hormigas.',
      'Sea humilde cuando haga falta; agacharse a tiempo también es vencer.',
      'Respete a Oyá y a los difuntos.',
      'Cuide su piel y su sangre, y atienda pronto cualquier síntoma.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Berenjenas y frutas de colores a Oyá, si su padrino lo indica.',
      'Una luz y flores para los egun.',
      'Coco (obi) en agradecimiento.',
    ],
    plantas: ['Flamboyán (asociado a Oyá)', 'Caimito', 'Ceiba'],
    refranes: ['Agacharse a tiempo también es vencer.', 'Tiene un pie en la tierra y otro en el mar (dicho del signo).'],
    patakines: [
      'Un relato yoruba de Irete Meji cuenta que el cangrejo fue a consultar porque nunca lograba llevarse bien con la gente del mercado, y se le dijo que ofreciera su vasija de aceite de palma y su manto. No quiso hacerlo. El día de mercado llevaba la vasija sobre la cabeza y, al intentar envolverse en el manto, la vasija cayó y lo manchó de aceite. Desde entonces el cangrejo lleva esa mancha en el cuerpo.',
      'Las libretas lucumíes cuentan que en este signo Ikú le prestó a Oyá su guadaña, y que desde entonces Oyá, dueña del cementerio, comparte con la muerte el poder de cortar los ciclos. Por eso en Irete se respeta tanto a Oyá y se habla de la frontera entre la vida y la muerte.',
    ],
    obras_del_signo: [
      'Ebbó por la salud de la piel y de la sangre, según indique la consulta.',
      'Atenciones a Oyá y a los egun.',
      'Rogación de cabeza para deshacer nudos y bloqueos.',
      'Ebbó de prosperidad y paz en la familia.',
    ],
    taboos: [
      'Matar hormigas: prohibición citada con frecuencia para este signo.',
      'El abuso de poder y la vanidad.',
      'Los celos y la ambición desmedida.',
      'Despreciar a los muertos o a Oyá.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Irete, las obras buscan desatar nudos (bloqueos, resentimientos, deudas) antes de pedir prosperidad; el babalawo decide cuáles corresponden.',
        'Reflexión: mire sus manos como símbolo del signo. ¿Qué construyen, qué sostienen, qué dañan?',
      ],
      advanced_patakines: [
        'El cangrejo que no quiso ofrecer su vasija terminó manchado por ella: la lectura avanzada enseña que lo que no se entrega a tiempo acaba marcándonos.',
        'La guadaña prestada por Ikú a Oyá muestra que en Irete la muerte no actúa sola: hay un orden, unos pactos y unos guardianes. El estudio de este signo acerca al respeto por ese orden.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida que sus manos trabajen con justicia y que los nudos de su vida se desaten sin violencia.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a Oyá, a los egun y a Orunmila; la forma concreta la indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la prohibición de matar hormigas se lee como respeto a lo pequeño y a lo que trabaja en silencio.',
        ],
      },
      ritual_instructions: [
        'No realice trabajos relacionados con la muerte ni con el cementerio a partir de este material.',
        'Si el signo salió en su consulta, pregunte por su salud (piel y sangre) y por las atenciones pendientes con Oyá.',
      ],
    },
  }),
  meji({
    position: 15,
    leg: 'Oshe',
    title: 'La dulzura, la limpieza y el valor de perder',
    traditional_name: 'Oshe Meji',
    traditional_subtitle: 'Decimoquinto Meji del orden lucumí; Ose Meji en la tradición yoruba',
    yoruba_name: 'Ose Meji',
    alternative_names: ['Ose Meji', 'Oshe Meyi', 'Oche Meji', 'Osegun Meji'],
    meaning:
      'Oshe Meji es el decimoquinto Meji. Su figura —marcas sencillas y dobles alternadas en cada columna— se asocia con los ríos, la dulzura, la sangre y la limpieza. En la tradición lucumí es un signo muy ligado a Oshún. En él se cuenta cómo el dinero vino del cielo a la tierra, nacen el perfume, el jabón y el corte de pelo, y se enseña que a veces perdiendo se gana. Habla de cambios de suerte que pasan por la cabeza, de purificación y de paciencia, y advierte contra la envidia, la soberbia y las promesas hechas a la ligera.',
    paragraphs: [
      'Oshe se escribe, en cada columna, con una marca sencilla, una doble, otra sencilla y otra doble. Ocupa la posición 15 y encabeza la familia de Oshe (Oshe Nilogbe, Oshe Yekun, Oshe Paure y los demás). Los relatos de los olodus dicen que no se le conocen grandes trabajos en el cielo, salvo su carácter belicoso, pero que fue él quien reveló cómo el dinero llegó del cielo a la tierra.',
      'En las libretas nacen aquí el ungüento oloroso y el perfume, el corte de pelo, la primera limpieza con jabón, el grillete, la repartición de los animales que come cada orisha y el osario. Por eso el signo combina belleza y dureza: limpieza y perfume, pero también cadenas, huesos y sangre. Se dice además que aquí Yemayá entregó el dilogún, y que las promesas hechas en este signo son irrevocables.',
      'En su lado difícil advierte de problemas de la sangre y de las articulaciones, de tristeza, de abandono y de dinero que trae desgracia si se toma sin preparación. Sus hijos, dicen los tratados, sienten a menudo que nadie los entiende. El signo aconseja limpiarse, pensar antes de prometer, atender a Oshún y aceptar que algunas pérdidas abren el camino a ganancias mayores.',
    ],
    element: 'Agua dulce (los ríos)',
    nace_en_este_signo: [
      'El ungüento oloroso y el perfume.',
      'El corte de pelo como cambio de suerte.',
      'El primer lavatorio con jabón.',
      'El grillete.',
      'La repartición de los animales que come cada orisha.',
      'La llegada del dinero del cielo a la tierra, en forma de caracoles (cauris).',
      'Pensar bien las promesas, porque una vez hechas son irrevocables.',
    ],
    consejos_espirituales: [
      'Piense antes de prometer: en este signo las promesas obligan.',
      'Límpiese física y espiritualmente con frecuencia.',
      'No se lance sobre el dinero fácil sin consulta ni preparación.',
      'Acepte algunas pérdidas: a veces perdiendo se gana.',
      'Cuide su sangre y sus articulaciones.',
      'Atienda a Oshún y agradézcale la dulzura de la vida.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Miel, flores amarillas y naranjas a Oshún, si su padrino lo indica.',
      'Dulces a Elegguá.',
      'Una luz para los ancestros.',
    ],
    plantas: ['Botón de oro', 'Romerillo', 'Ceiba', 'Álamo', 'Jagüey', 'Hoja de ñame'],
    refranes: [
      'No hay mañana que deje de convertirse en ayer.',
      'Hijo de gato caza ratón.',
      'La aguja lleva al hilo.',
      'Perdiendo se gana.',
    ],
    patakines: [
      'Oshe Meji reveló cómo el dinero llegó del cielo a la tierra. Las divinidades recibieron el consejo de hacer cada una su sacrificio, pero decidieron hacer uno solo entre todas; entonces el dinero bajó en forma de caracoles, creciendo desde el cielo hasta tocar el suelo. Cuando todas se disponían a cargarlo, Orunmila aconsejó consultar y sacrificar antes de tocarlo, y Ogún se burló de él y fue a excavar con sus herramientas. Según el relato, quienes se apresuraron sufrieron las consecuencias del dinero, mientras que Orunmila, que esperó y cumplió, pudo disfrutarlo sin daño.',
      'Olofin, viejo y enfermo, quiso elegir sucesor y envió a las divinidades de viaje: ocuparía el trono quien recibiera más honores. Todos partieron adornados con oro, menos Oshe Meji, pobre, con un saco gastado. En cada pueblo agasajaron a la comitiva con banquetes, pero a Oshe solo le dejaban cabezas, patas y espinas, que él guardaba en su saco sin quejarse. Al volver, todos contaron sus recepciones, y cuando Olofin pidió pruebas, solo Oshe pudo abrir su saco y mostrarlas. Olofin lo nombró su sucesor.',
      'Oshe Meji, aburrido del cielo, bajó a la tierra sin hacer ebbó y nació de una pareja de ancianos pobres que murieron pronto. Sabiéndose un guerrero perfecto, retó a los dieciséis reyes de los dieciséis reinos y los venció a todos, pero no ganó nada. Sus padres difuntos pidieron a Ikú que los dejara hablarle en sueños, y le dijeron que debía hacer ebbó antes de volver a intentarlo. El relato, que se cuenta con el lema «perdiendo se gana», enseña que la victoria sin sacrificio no da fruto.',
    ],
    obras_del_signo: [
      'Limpiezas y baños cuando el babalawo los indica.',
      'Atenciones a Oshún en el río.',
      'Ebbó antes de recibir o manejar dinero importante.',
      'Rogación de cabeza para cambiar la suerte.',
    ],
    taboos: [
      'Usar la planta de ruda: los tratados la señalan como tabú para los hijos de este signo.',
      'Torcer la ropa al lavarla (se dice que atrasa a la persona).',
      'Hacer promesas a la ligera.',
      'La envidia y la soberbia.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Oshe, la limpieza es el principio de toda obra: cuerpo, casa, palabra. Qué limpieza corresponde y con qué lo decide el babalawo.',
        'Reflexión: piense en una pérdida reciente y en lo que le abrió. Oshe enseña a leer las pérdidas como parte del camino, no solo como castigo.',
      ],
      advanced_patakines: [
        'El dinero que baja del cielo como una cadena de caracoles se estudia como imagen de la riqueza que une y ata a la vez: por eso el signo habla también del grillete.',
        'El saco de Oshe lleno de sobras: la humildad aparente guardaba la prueba de la verdad. La lectura avanzada lo conecta con la enseñanza de que perdiendo se gana.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): pida dulzura para su vida y su casa, claridad antes de prometer y serenidad ante lo que se pierde.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo atenciones a Oshún, al río y a Orunmila; la forma concreta la indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la promesa hecha en un momento de necesidad es, en Oshe, una deuda que no prescribe; por eso se aconseja prometer poco y cumplir siempre.',
        ],
      },
      ritual_instructions: [
        'No prepare baños ni limpiezas con hierbas a partir de este texto; algunas plantas están prohibidas en este signo.',
        'Si el signo salió en su consulta, pregunte por promesas pendientes y por las atenciones que corresponden a Oshún.',
      ],
    },
  }),
  meji({
    position: 16,
    leg: 'Ofun',
    title: 'La sabiduría que cierra el ciclo',
    traditional_name: 'Ofun Meji',
    traditional_subtitle: 'Decimosexto Meji del orden lucumí; Ofun (Orangun) Meji en la tradición yoruba',
    yoruba_name: 'Ofun Meji',
    alternative_names: ['Orangun Meji', 'Oragun', 'Ofun Meyi', 'Ofun Mafun', 'Eji Orangun'],
    meaning:
      'Ofun Meji es el último de los dieciséis Meji y cierra el ciclo que abre Ejiogbe. Su figura —marcas dobles y sencillas alternadas, empezando por una doble— se asocia con la blancura del efún (la cascarilla), con Obatalá y con la sabiduría; también se le llama Orangun Meji. Es un signo de profundidad espiritual que habla de la frontera entre la vida y la muerte, de la riqueza y su peso, de la generosidad y de los juramentos. Promete elevación a quien vive con probidad, paciencia y caridad, y advierte contra la codicia, la ira, el alcohol y los pactos rotos.',
    paragraphs: [
      'Ofun se escribe, en cada columna, con una marca doble, una sencilla, otra doble y otra sencilla: es la imagen invertida de Oshe. Ocupa la posición 16 y encabeza la familia de Ofun (Ofun Nalbe, Ofun Yemilo, Ofun Gando y los demás). En la tradición yoruba se le llama Eji Orangun y se le presenta como amigo y confidente de Obatalá.',
      'En las libretas nacen aquí el dinero metálico y el papel moneda, los juramentos solemnes —el cielo juzga a quien los rompe—, que los frutos caídos al pie de los árboles germinen y la enseñanza de que el awo no debe guardar para sí el dinero de Ifá. Se le atribuye también el nacimiento de la maldición y de la porfía del menor con el mayor. Por eso es un signo de ética: no condena la prosperidad, sino la obsesión por ella y el poder usado sin conciencia.',
      'En su lado difícil advierte de enfermedades de la circulación y de males difíciles de diagnosticar, de pérdida de posición, de dinero y de salud, y del riesgo de vivir dominado por el miedo o la codicia. Aconseja la generosidad con los necesitados, sean extraños o familiares, y la gratitud hacia Obatalá.',
    ],
    colors: ['Blanco'],
    nace_en_este_signo: [
      'El dinero metálico y el papel moneda.',
      'Los juramentos solemnes: el cielo juzga a quien los rompe.',
      'Que los frutos y las semillas caídos al pie de los árboles germinen.',
      'Que el awo no deba guardar para sí el dinero de Ifá.',
      'La maldición y la porfía del menor con el mayor.',
      'El éter y las galaxias (así lo recogen los tratados lucumíes).',
    ],
    consejos_espirituales: [
      'Sea generoso con los necesitados, sean extraños o familiares.',
      'No rompa un juramento ni una promesa solemne.',
      'No maldiga: en este signo nacen las maldiciones.',
      'Evite la codicia, la ira y el alcohol.',
      'Respete a los mayores y no porfíe con ellos.',
      'Cuide su circulación y consulte al médico ante síntomas que no se explican.',
    ],
    ofrendas: [
      'Frutas frescas a Orunmila.',
      'Algodón, agua fresca y flores blancas ante Obatalá.',
      'Una ayuda a quien la necesite, como gesto de gratitud.',
      'Una luz para los ancestros.',
    ],
    plantas: ['Algodón (planta de Obatalá)', 'Campana blanca', 'Almendro', 'Guanábana'],
    refranes: ['La sabiduría es la belleza más refinada.', 'El que juega pierde el dinero y la casa.'],
    patakines: [
      'Un verso yoruba de Ofun Meji dice que la noche puede servir de refugio, pero que es la luz del día lo que se teme. Se recitó para Eji Orangun, amigo y confidente de Obatalá, que iba a casarse con Abuke, la hija consentida de Obatalá, a quien nadie lograba aconsejar. Se le marcó sacrificio para que aquella unión no terminara avergonzándolo. Los comentaristas extraen de él que quien goza de respeto debe vivir de modo que nada de lo que haga tema a la luz del día.',
      'En la tradición lucumí se cuenta que una princesa pedía lo imposible a sus pretendientes. Cuando Orunmila quiso su mano, ella, sabiendo que él no mataba, le exigió veinte cabezas de muertos. Orunmila consiguió un palo con cascabeles, se escondió tras una loma y, cuando pasó Ikú cargando su saco, lo hizo sonar; Ikú, que nunca había oído aquel ruido, se asustó y soltó el saco. Así Orunmila obtuvo lo que la princesa pedía sin quitar una vida, y se dice que de ahí nacen los cascabeles.',
    ],
    obras_del_signo: [
      'Atenciones a Obatalá para pedir paz, salud y claridad, cuando el babalawo las indica.',
      'Ebbó por la salud y la circulación, según marque la consulta.',
      'Ofrendas de gratitud por la prosperidad recibida.',
      'Rogación de cabeza ante el miedo y la confusión.',
    ],
    taboos: [
      'Romper juramentos y promesas solemnes.',
      'Maldecir.',
      'La codicia y el apego al dinero.',
      'La ira y el alcohol.',
    ],
    secret: {
      secret_works: [
        'En el estudio avanzado de Ofun, las obras ligadas a Obatalá y a la blancura del efún se entienden como trabajos de paz y de claridad; su forma concreta pertenece a cada casa y la indica el babalawo.',
        'Reflexión: Ofun cierra el ciclo de los Meji. Antes de empezar algo nuevo, revise qué juramentos, promesas o deudas quedan abiertos.',
      ],
      advanced_patakines: [
        'Eji Orangun y Abuke: la lectura avanzada no se centra en la hija de Obatalá, sino en la exposición de quien tiene prestigio; cuanto más alta la posición, más visible la falta.',
        'Los cascabeles que asustaron a Ikú muestran a un Orunmila que vence a la muerte con ingenio y sin violencia: en Ofun, la sabiduría es la forma más alta de poder.',
      ],
      spiritual_secrets: {
        advanced_prayers: [
          'Orientación para la oración personal (no es un rezo litúrgico): dé gracias por lo vivido, pida paz para su cabeza y su casa, y generosidad para compartir lo que tiene.',
        ],
        secret_offerings: [
          'La literatura publicada vincula a este signo ofrendas blancas y atenciones a Obatalá; cantidades, lugar y momento los indica el babalawo.',
        ],
        hidden_taboos: [
          'Reflexión avanzada: la maldición nace en Ofun, y por eso sus libretas piden vigilar también las palabras dichas en broma o con rabia.',
        ],
      },
      ritual_instructions: [
        'No utilice efún (cascarilla) ni otros elementos consagrados a partir de este material.',
        'Si el signo salió en su consulta, pregunte por juramentos o promesas pendientes y por su salud circulatoria.',
      ],
    },
  }),
];

/** The curated entry of a Meji by its position (1..16). */
export function mejiByPosition(position: number): MejiContent | undefined {
  return MEJI_CONTENT.find((m) => m.position === position);
}
