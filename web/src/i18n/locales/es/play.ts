import type { Widen } from './core';
// The streak badge's words travel with the games' shared words: one request for both (issue 27).
export { streak } from './streak';

/**
 * Catalog part `play`: what every game screen shares (timer, progress, untimed choice, read
 * aloud, difficulty names). Each game's own words live in its part (orisha, signs, rituals).
 */
export const play = {
  play: {
    back: 'Atrás',
    backToMenu: 'Volver al menú',
    // Issue 27: leaving a game in progress asks once; 'Jugar rápido' starts the last (or recommended) settings in one tap.
    leave: {
      title: '¿Salir de la partida?',
      text: 'La partida no está terminada: si sales ahora no cuenta y no ganas XP por ella.',
      confirm: 'Salir',
      stay: 'Seguir jugando',
    },
    // Issue 27: what a finished game gave, and the mistakes with their right answers.
    rewards: {
      levelTitle: 'Tu nivel',
      levelUp: '¡Subiste al nivel {{level}}!',
      levelUpText: 'Tu estudio da fruto: sigue así.',
      barLabel: 'Progreso hacia el nivel {{next}}',
      xpOf: '{{current}} / {{total}} XP',
      gain: '+{{xp}} XP en esta partida',
      gainSession: '+{{xp}} XP en esta sesión',
      toNext: 'Faltan {{remaining}} XP para el nivel {{next}}',
      streakTitle: 'Tu racha',
      streakLoading: 'Cargando tu racha…',
      streakUnavailable: 'No se pudo cargar tu racha ahora.',
      mistakesTitle_one: 'Repasa tu error',
      mistakesTitle_many: 'Repasa tus errores',
      mistakesTitle_other: 'Repasa tus errores',
      noMistakes: 'Ningún error en esta partida.',
      noMistakesSession: 'Ningún error en esta sesión.',
      yourAnswer: 'Tu respuesta:',
      noAnswer: 'sin respuesta (se acabó el tiempo)',
      rightAnswer_one: 'Respuesta correcta:',
      rightAnswer_many: 'Respuestas correctas:',
      rightAnswer_other: 'Respuestas correctas:',
      sounds: 'Sonidos',
      soundsOn: 'activados',
      soundsOff: 'desactivados',
    },
    // Issue 34: the one end screen of every game, duel and practice session.
    summary: {
      titles: {
        perfect: '¡Partida perfecta!',
        pass: '¡Partida superada!',
        fail: '¡No te rindas!',
        out: '¡Casi! Esta vez se acabaron las oportunidades',
        ended: 'Partida terminada',
        session: '¡Sesión terminada!',
      },
      outNote: 'Acertaste {{correct}} de {{total}} antes de llegar al límite de errores de este nivel, así que esta partida no da XP. Repasa abajo lo que falló: la próxima vez lo sabrás.',
      failNote: 'Para superar la partida necesitas al menos un {{percent}} % de aciertos. Repasa tus errores y vuelve a intentarlo.',
      perfectNote: 'Todas tus respuestas son correctas: ganas un {{bonus}} % más de XP.',
      untimedNote: 'Partida sin tiempo: XP del nivel principiante.',
      noResults: 'La partida terminó, pero no llegaron los resultados. Tu progreso se actualiza en el panel.',
      answered: 'Respondiste {{answered}} de {{total}} tarjetas.',
      score: 'Tu puntuación',
      correct: 'Respuestas correctas',
      correctOf: '{{n}} de {{total}}',
      xp: 'XP ganada',
      cowries: 'Conchas ganadas',
      duelBonus: 'Y +{{xp}} XP por ganar el duelo.',
      drawn: 'Signo dibujado. Pata derecha: {{right}}. Pata izquierda: {{left}}.',
      single: 'sencilla',
      double: 'doble',
    },
    quick: {
      action: 'Jugar rápido',
      last: 'Como la última vez: {{summary}}',
      recommended: 'Ajustes recomendados: {{summary}}',
      timed: 'con tiempo',
      untimed: 'sin tiempo',
      questions_one: '{{count}} pregunta',
      questions_many: '{{count}} preguntas',
      questions_other: '{{count}} preguntas',
    },
    // Issue 10: a session that expired (2 h) or is gone on the server, and a server that is away for a moment.
    expired: {
      title: 'La partida ha caducado',
      text: 'Esta partida ya no está disponible: las partidas duran como máximo 2 horas. Lo que ganaste en partidas terminadas no se pierde; empieza una nueva cuando quieras.',
      back: 'Volver al menú del juego',
    },
    unavailable: 'El servicio no está disponible en este momento. Tu partida sigue aquí: vuelve a intentarlo en unos segundos.',
    alreadyAnswered: 'Tu respuesta ya estaba registrada. Pasamos a la siguiente pregunta.',
    difficulty: {
      beginner: 'Principiante',
      intermediate: 'Intermedio',
      advanced: 'Avanzado',
      expert: 'Experto',
    },
    timer: {
      label: 'Tiempo restante',
      seconds: '{{count}} s',
      announce: 'Quedan {{count}} segundos',
      timeUp: '¡Tiempo agotado!',
      untimed: 'Sin límite de tiempo',
    },
    progress: {
      question: 'Pregunta {{n}} de {{total}}',
      percent: '{{percent}} %',
      correct: 'Correctas',
      errors: 'Errores',
      correctOf: '{{n}}/{{total}}',
      errorsOf: '{{n}}/{{limit}}',
    },
    timing: {
      legend: 'Ritmo de juego',
      timed: 'Con tiempo',
      timedHint: '{{seconds}} segundos por pregunta, XP según el nivel.',
      untimed: 'Sin tiempo',
      untimedHint: 'Sin reloj: responde a tu ritmo. Se gana la XP del nivel principiante.',
      untimedBadge: 'Partida sin tiempo',
    },
    speech: {
      listen: 'Escuchar',
      replay: 'Escuchar de nuevo',
      stop: 'Detener lectura',
      noVoice: 'Tu navegador no tiene una voz para leer en voz alta en este idioma; las preguntas se muestran como texto.',
    },
    answer: {
      correct: '¡Correcto!',
      wrong: 'Respuesta incorrecta',
      timeout: 'Se acabó el tiempo',
      // One option's verdict, beside its text (never colour alone): the learner's pick, then the
      // right option not picked. The no-break space keeps the dot from starting a line when the
      // words wrap in a narrow option.
      mark: {
        yoursRight: 'Tu respuesta\u00a0· correcta',
        yoursWrong: 'Tu respuesta\u00a0· incorrecta',
        right: 'Respuesta correcta',
        missedMulti: 'Correcta, sin marcar',
        removed: 'Descartada',
      },
    },
  },
} as const;

export type PlayCatalog = Widen<typeof play>;
