import type { Widen } from './core';
// Loaded with this part (one request): the words every game screen shares.
export { play } from './play';

/**
 * Catalog part `rituals`: the words of the guided rituals (Spanish is the source). The
 * rituals' structure lives in `features/rituals/data/rituals.ts`; their texts are here, under
 * `rituals.catalog.<id>`. No step holds a prayer, rezo, moyuba or chant: the learner uses the
 * words taught in their own house.
 */
export const rituals = {
  rituals: {
    title: 'Rituales guiados',
    notice: {
      title: 'Prácticas de estudio',
      text: 'Estas prácticas sirven para ensayar la forma de cada ritual, no lo sustituyen. Los detalles cambian de una casa a otra, y las palabras verdaderas las enseña tu padrino, tu madrina o tu babalawo.',
    },
    menu: {
      subtitle: 'Ensaya paso a paso moyubas, luminarias y ceremonias, a tu ritmo y con un reloj que puedes pausar.',
      heading: 'Elige tu nivel',
      choose: 'Elegir',
      levels: {
        beginner: 'Primeros pasos: saludos breves y gestos sencillos.',
        intermediate: 'Prácticas algo más largas, con preparación del espacio.',
        advanced: 'Ceremonias con orientación y varios momentos.',
        expert: 'Repasa todas las prácticas y ensaya con soltura.',
      },
      ritualsWithin_one: '{{count}} ritual a tu alcance',
      ritualsWithin_other: '{{count}} rituales a tu alcance',
    },
    learning: {
      title: 'Aprende los rituales',
      subtitle: 'Elige un ritual para ver sus pasos y, cuando estés listo, practícalo guiado.',
      level: 'Nivel: {{level}}',
      changeLevel: 'Cambiar nivel',
      listHeading: 'Rituales disponibles',
      showDetails: 'Ver pasos de {{name}}',
      showDetailsShort: 'Ver pasos',
      showing: 'Pasos a la vista',
      withinLevel: 'Para tu nivel',
      aboveLevel: 'Por encima de tu nivel',
    },
    details: {
      steps: 'Pasos',
      stepNumber: 'Paso {{n}}',
      source: 'Fuente',
      sourceText: 'Redacción del proyecto, a partir de las descripciones generales que publican las guías de práctica lucumí. No reproduce rezos, cantos ni fórmulas.',
      start: 'Comenzar práctica',
    },
    meta: {
      category: 'Categoría',
      difficulty: 'Dificultad',
      steps: 'Pasos',
      stepCount_one: '{{count}} paso',
      stepCount_other: '{{count}} pasos',
      duration: 'Duración total',
      seconds: '{{count}} s',
      minutes: '{{minutes}} min {{seconds}} s',
    },
    categories: {
      moyubas: 'Moyubas',
      luminarias: 'Luminarias',
      ceremonias: 'Ceremonias',
    },
    stepTypes: {
      label: 'Tipo de paso',
      gesture: 'Gesto',
      speech: 'Palabra',
      sound: 'Sonido',
      preparation: 'Preparación',
      meditation: 'Meditación',
      prayer: 'Oración',
      action: 'Acción',
      orientation: 'Orientación',
      gratitude: 'Agradecimiento',
    },
    practice: {
      eyebrow: 'Práctica guiada',
      timer: 'Tiempo de práctica',
      progress: 'Progreso del ritual',
      percent: '{{percent}} %',
      stepsDone_one: '{{count}} de {{total}} pasos completados',
      stepsDone_other: '{{count}} de {{total}} pasos completados',
      stepOf: 'Paso {{n}} de {{total}}',
      suggested: 'Duración sugerida: {{duration}}',
      pause: 'Pausar',
      continue: 'Continuar',
      restart: 'Reiniciar',
      stepDone: 'Paso completado',
      complete: 'Completar ritual',
      back: 'Volver al aprendizaje',
      paused: 'En pausa',
      pausedHint: 'El reloj está detenido. Pulsa «Continuar» para seguir con el paso.',
      listen: 'Escuchar audio',
      listenText: 'Paso {{n}}. {{instruction}}',
      noVoice: 'Tu navegador no tiene una voz para leer en voz alta en este idioma; sigue las instrucciones escritas.',
      stepsHeading: 'Pasos del ritual',
      status: {
        done: 'Completado',
        current: 'En curso',
        pending: 'Pendiente',
      },
      completedTitle: '¡Ritual completado!',
      completedText: 'Has recorrido todos los pasos. En un momento vuelves al aprendizaje.',
    },
    countdown: {
      label: 'Tiempo sugerido restante',
      unitSeconds: 's',
      unitMinutes: 'min',
      running: 'Cuenta atrás en marcha',
      paused: 'Cuenta atrás en pausa',
      reached: 'Tiempo sugerido cumplido',
      reachedNext: 'Pasa al siguiente paso cuando estés listo.',
      reachedLast: 'Completa el ritual cuando estés listo.',
      announceStarted_one: 'Paso {{n}}: empieza la cuenta atrás de {{seconds}} segundo sugerido.',
      announceStarted_other: 'Paso {{n}}: empieza la cuenta atrás de {{seconds}} segundos sugeridos.',
      announceReached: 'Paso {{n}}: tiempo sugerido cumplido. Pasa al siguiente paso cuando estés listo.',
      announceReachedLast: 'Paso {{n}}: tiempo sugerido cumplido. Completa el ritual cuando estés listo.',
    },
    toasts: {
      practiceStarted: '¡Práctica iniciada!',
      stepCompleted: 'Paso {{n}} completado',
      ritualCompleted: '¡Ritual completado!',
      startError: 'Error al iniciar el aprendizaje',
    },
    catalog: {
      basic_moyuba: {
        name: 'Moyuba básica',
        description: 'Un saludo breve a los ancestros y a los mayores antes de cualquier estudio: prepararse, saludar, nombrar, pedir la bendición y agradecer.',
        steps: {
          settle: 'Colócate con calma frente al lugar donde saludas a tus ancestros y respira hondo un par de veces.',
          greet: 'Haz el saludo de respeto que te enseñaron en tu casa.',
          name_ancestors: 'Nombra a tus ancestros con tus propias palabras, como te enseñó tu mayor.',
          ask_blessing: 'Pide la bendición y el permiso de tus mayores con las palabras que se usan en tu casa; si aún no te las han enseñado, guarda un momento de silencio respetuoso.',
          thank: 'Agradece en silencio y cierra el saludo con calma.',
        },
      },
      candle_preparation: {
        name: 'Preparación de la vela',
        description: 'Preparar, encender y acompañar una vela con atención y seguridad. Las palabras quedan para lo que te enseñaron en tu casa.',
        steps: {
          prepare_space: 'Limpia el espacio y coloca la vela en un soporte estable, lejos de cortinas y papeles.',
          light: 'Enciende la vela con calma y comprueba que la llama queda firme y segura.',
          contemplate: 'Observa la llama en silencio y deja que la respiración se vuelva lenta.',
          intention: 'Expresa tu intención con las palabras que te enseñaron en tu casa; no uses fórmulas que no te hayan transmitido.',
          close: 'Agradece y decide, como te indicó tu mayor, cuándo apagar la vela; nunca la dejes encendida sin vigilancia.',
        },
      },
      four_winds: {
        name: 'Los cuatro vientos',
        description: 'Un ejercicio de orientación: de pie, saludar las cuatro direcciones en el orden que se sigue en tu casa, con una pausa consciente en cada una.',
        steps: {
          first_direction: 'De pie, en un espacio despejado, vuélvete hacia la primera dirección en el orden que te enseñaron y haz una pausa consciente.',
          second_direction: 'Gira con calma hacia la segunda dirección y repite la pausa.',
          third_direction: 'Gira hacia la tercera dirección y repite la pausa.',
          fourth_direction: 'Gira hacia la cuarta dirección y repite la pausa.',
          thank: 'Vuelve a tu posición inicial y agradece en silencio.',
        },
      },
    },
  },
} as const;

export type RitualsCatalog = Widen<typeof rituals>;
