import type { Widen } from './core';

/** The source catalog, part 3: the landing page (loaded with it). */
export const landing = {
  landing: {
    title: 'Academia Ifá · Aprende la tradición de Ifá',
    nav: {
      login: 'Iniciar sesión',
      register: 'Crear cuenta',
      dashboard: 'Ir a mi panel',
    },
    hero: {
      eyebrow: 'Sabiduría yoruba, aprendida con respeto',
      title: 'Aprende Ifá paso a paso, con la profundidad que merece',
      subtitle:
        'Estudia los Orishas, los 256 signos de Ifá y los rituales tradicionales con juegos, una enciclopedia viva y una comunidad que cuida la tradición.',
      primary: 'Comenzar mi camino',
      primarySignedIn: 'Continuar mi aprendizaje',
      secondary: 'Ya tengo cuenta',
      figuresLabel: 'La plataforma en cifras',
    },
    figures: {
      // The platform's own figures (DESIGN.md 7), read from its counters: the number is shown
      // beside the label, which agrees with it.
      learners_one: 'Estudiante registrado',
      learners_other: 'Estudiantes registrados',
      games_one: 'Partida jugada',
      games_other: 'Partidas jugadas',
      signs_one: 'Signo de Ifá para estudiar',
      signs_other: 'Signos de Ifá para estudiar',
      orishas_one: 'Orisha en la guía',
      orishas_other: 'Orishas en la guía',
    },
    showcase: {
      title: 'Aprende jugando, estudia con profundidad',
      subtitle: 'Tres caminos de práctica, pensados para avanzar de Aleyo a conocedor.',
      play: 'Empezar a jugar',
      more: 'Y muy pronto',
    },
    reasons: {
      title: '¿Por qué estudiar con nosotros?',
      subtitle: 'Un espacio serio para una tradición sagrada.',
      tradition: {
        title: 'Fiel a la tradición',
        text: 'Contenido revisado con cuidado, con las fuentes a la vista y sin atajos ni sensacionalismo.',
      },
      play: {
        title: 'Aprender jugando',
        text: 'Preguntas breves, niveles progresivos y recompensas que te animan a volver cada día.',
      },
      pace: {
        title: 'A tu propio ritmo',
        text: 'Desde los primeros pasos como Aleyo hasta el estudio avanzado de los 256 odduns.',
      },
      community: {
        title: 'Una comunidad que suma',
        text: 'Contribuye a la enciclopedia, invita a tu casa religiosa y crece junto a otros estudiantes.',
      },
    },
    signOfDay: {
      title: 'Signo del día',
      subtitle: 'Cada día, un signo de los 256 para estudiar: el mismo para todos.',
      glyph: '{{name}}: columna derecha {{right}}; columna izquierda {{left}}',
      single: 'simple',
      double: 'doble',
      study: 'Estudiar en la enciclopedia',
      notice: 'Material de estudio, no una lectura personal: el signo del día es el mismo para todos y no sustituye una consulta.',
      generated: 'Texto generado por el proyecto a partir de plantillas, pendiente de revisión.',
      inSpanish: 'Texto de estudio en español.',
      translated: 'Traducido por el proyecto · pendiente de revisión',
      error: 'El signo del día no está disponible ahora. Vuelve a intentarlo más tarde.',
    },
    cta: {
      title: 'Tu camino en Ifá empieza hoy',
      text: 'Crea tu cuenta gratuita y comienza con tus primeras 50 conchas de cowrie.',
      button: 'Crear mi cuenta gratuita',
      buttonSignedIn: 'Ir a mi panel',
    },
    footer: {
      about: 'Una escuela en línea para estudiar la tradición yoruba de Ifá con rigor, respeto y alegría.',
      disclaimer: 'Contenido educativo: no sustituye la guía de tu padrino, madrina o babalawo.',
      explore: 'Explorar',
      account: 'Tu cuenta',
      rights: '© {{year}} Academia Ifá. Hecho con respeto por la tradición.',
    },
  },
} as const;

export type LandingCatalog = Widen<typeof landing>;
