/**
 * The source catalog, part 1: what every screen's frame needs. It ships
 * in the entry chunk; `landing.ts` loads with the landing and `app.ts` (forms, dashboard,
 * profile, messages) with the first other screen (DESIGN.md 8). Spanish texts are verbatim.
 */
export const core = {
  common: {
    appName: 'Academia Ifá',
    loading: 'Cargando…',
    loadingSession: 'Cargando tu sesión…',
    sessionError: 'No pudimos conectar con el servidor.',
    retry: 'Reintentar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    backHome: 'Volver al inicio',
    backToDashboard: 'Volver al panel',
    skipToContent: 'Saltar al contenido',
    interfaceLanguage: 'Idioma de la interfaz',
    comingSoon: 'Próximamente',
    inDevelopment: 'En desarrollo',
    unavailable: 'No disponible todavía',
    level: 'Nivel {{level}}',
    xp: '{{xp}} XP',
    notifications: 'Notificaciones',
    mainNav: 'Navegación principal',
  },
  languages: {
    es: 'Español',
    en: 'English',
    fr: 'Français',
  },
  roles: {
    student: 'Aleyo',
    santero: 'Santero',
    babalawo: 'Babalawo',
    admin: 'Administrador',
  },
  difficulties: {
    beginner: 'Principiante',
    intermediate: 'Intermedio',
    advanced: 'Avanzado',
    expert: 'Experto',
  },
  games: {
    orisha: {
      name: 'Juego de los Orishas',
      description: 'Colores, plantas, animales, días y ofrendas de cada Orisha, pregunta a pregunta.',
    },
    signs: {
      name: 'Signos de Ifá',
      description: 'Reconoce los 256 odduns, sus patrones, refranes y patakines, y estudia en la enciclopedia.',
    },
    rituals: {
      name: 'Rituales guiados',
      description: 'Practica moyubas, luminarias y ceremonias paso a paso, con tiempo para cada gesto.',
    },
    yoruba: {
      name: 'Lengua yoruba',
      description: 'Vocabulario, saludos y rezos en lengua yoruba para acompañar tu estudio.',
    },
    sureye: {
      name: 'Suyeres',
      description: 'Los cantos sagrados de cada signo: aprende a reconocerlos y recitarlos.',
    },
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type { Widen };
/** en and fr must have exactly the Spanish keys. */
export type CoreCatalog = Widen<typeof core>;
