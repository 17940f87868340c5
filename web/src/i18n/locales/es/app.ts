import { MSG } from '@ifa/shared/messages';
import type { Widen } from './core';

type ContractTextKey = { [K in keyof typeof MSG]: (typeof MSG)[K] extends string ? K : never }[keyof typeof MSG];
const CONTRACT_MESSAGES = Object.fromEntries(
  Object.entries(MSG).filter(([, text]) => typeof text === 'string'),
) as { [K in ContractTextKey]: (typeof MSG)[K] };

/**
 * The source catalog, part 2: screens behind the landing. The Spanish messages of spec
 * sections 5 and 8 are copied verbatim. Interpolation uses i18next's `{{name}}`.
 */
export const app = {
  validation: {
    // Every Spanish text of the contract, verbatim (spec 5 and 8): the server and the
    // shared schemas send these, and the web shows them through these keys.
    ...CONTRACT_MESSAGES,
    tooManyAttempts_one: 'Demasiados intentos fallidos. Inténtalo de nuevo en {{count}} minuto.',
    tooManyAttempts_many: 'Demasiados intentos fallidos. Inténtalo de nuevo en {{count}} minutos.',
    tooManyAttempts_other: 'Demasiados intentos fallidos. Inténtalo de nuevo en {{count}} minutos.',
    // Client-only rules (spec 5)
    passwordsMismatch: 'Las contraseñas no coinciden',
    forgotEmailRequired: 'Por favor ingresa tu email',
    forgotEmailInvalid: 'Por favor ingresa un email válido',
    network: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
  toasts: {
    loginSuccess: '¡Bienvenido de vuelta!',
    loginError: 'Error al iniciar sesión',
    registerSuccess: '¡Cuenta creada exitosamente!',
    registerError: 'Error al crear cuenta',
    logoutSuccess: 'Sesión cerrada',
    forgotSuccess: 'Si el email existe, recibirás instrucciones para recuperar tu contraseña',
    forgotError: 'Error al procesar la solicitud',
    devResetToken: 'Modo desarrollo: se generó un enlace de recuperación',
    devResetAction: 'Abrir enlace',
    resetSuccess: 'Contraseña actualizada. Ya puedes iniciar sesión.',
    resetError: 'No se pudo actualizar la contraseña',
    copySuccess: 'Código copiado al portapapeles',
    copyError: 'Error al copiar el código',
    linkCopied: 'Enlace copiado al portapapeles',
    linkCopyError: 'Error al copiar el enlace',
    languageSuccess: 'Idioma actualizado exitosamente',
    languageError: 'Error al actualizar el idioma',
    accountChangeSuccess: '¡Solicitud enviada exitosamente! Tu solicitud será revisada por un administrador.',
    accountChangeError: 'Error al enviar la solicitud. Inténtalo de nuevo más tarde.',
    sessionExpired: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  },
  auth: {
    email: 'Correo electrónico',
    emailPlaceholder: 'tu@correo.com',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    login: {
      title: 'Bienvenido de vuelta',
      subtitle: 'Inicia sesión para continuar tu aprendizaje.',
      submit: 'Iniciar sesión',
      submitting: 'Iniciando sesión…',
      forgot: '¿Olvidaste tu contraseña?',
      noAccount: '¿No tienes cuenta?',
      registerLink: 'Regístrate',
    },
    forgot: {
      title: 'Recuperar contraseña',
      description: 'Escribe el correo con el que te registraste y te enviaremos instrucciones.',
      submit: 'Enviar',
      submitting: 'Enviando…',
    },
    register: {
      title: 'Crea tu cuenta',
      subtitle: 'Empieza tu estudio de Ifá en menos de un minuto.',
      fullName: 'Nombre completo',
      username: 'Nombre de usuario',
      usernameHint: 'Letras, números, puntos y guiones bajos.',
      language: 'Idioma preferido',
      referral: 'Código de referido (opcional)',
      referralHint: 'Si alguien te invitó, escribe su código.',
      confirmPassword: 'Confirmar contraseña',
      submit: 'Crear cuenta',
      submitting: 'Creando cuenta…',
      haveAccount: '¿Ya tienes cuenta?',
      loginLink: 'Inicia sesión',
    },
    reset: {
      title: 'Elige una nueva contraseña',
      subtitle: 'Escribe tu nueva contraseña dos veces para confirmarla.',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirmar nueva contraseña',
      submit: 'Guardar contraseña',
      submitting: 'Guardando…',
      missingToken: 'Este enlace no contiene un código de recuperación. Solicita uno nuevo desde la pantalla de inicio de sesión.',
      goToLogin: 'Ir a iniciar sesión',
    },
    side: {
      quote: 'Ìwà pẹ̀lẹ́: el buen carácter es la mayor enseñanza de Ifá.',
      text: 'Estudia los Orishas, los signos y los rituales con respeto y constancia.',
    },
  },
  dashboard: {
    title: 'Mi panel',
    welcome: 'Bienvenido, {{name}}',
    subtitle: 'Que tu estudio de hoy traiga claridad y buen camino.',
    profile: 'Perfil y ajustes',
    logout: 'Cerrar sesión',
    tiles: {
      label: 'Tus cifras',
      level: 'Nivel',
      xp: 'Puntos XP',
      cowries: 'Conchas de cowrie',
      gamesPlayed: 'Juegos jugados',
    },
    games: {
      title: 'Juegos',
      play: 'Jugar',
      open: 'Abrir',
    },
    community: {
      title: 'Comunidad y práctica',
      casaReligiosa: { name: 'Casa religiosa', description: 'Conecta con tu ilé y sus miembros.' },
      misDeidades: { name: 'Mis deidades', description: 'Lleva el registro de tus Orishas y ceremonias.' },
      duelos: { name: 'Duelos', description: 'Pon a prueba tus conocimientos frente a otros estudiantes.' },
      amigos: { name: 'Amigos', description: 'Estudia junto a tus compañeros de camino.' },
    },
    progress: {
      title: 'Tu progreso',
      xpOf: '{{current}} / {{total}} XP',
      toNext: '{{remaining}} XP para el siguiente nivel',
      barLabel: 'Progreso hacia el nivel {{next}}',
    },
    achievements: {
      title: 'Logros',
      unlocked: 'Conseguido',
      locked: 'Pendiente',
      firstGame: { name: 'Primer paso', description: 'Juega tu primera partida' },
      fiveGames: { name: 'Constancia', description: 'Juega 5 partidas' },
      score90: { name: 'Excelencia', description: 'Obtén una puntuación de 90 o más' },
      perfect: { name: 'Perfección', description: 'Obtén una puntuación perfecta de 100' },
    },
    stats: {
      title: 'Datos rápidos',
      accountType: 'Tipo de cuenta',
      difficulty: 'Dificultad actual',
      language: 'Idioma',
      memberSince: 'Miembro desde',
    },
    admin: 'Panel de administración',
    adminText: 'Gestiona usuarios, signos y contribuciones.',
    accountChange: {
      button: 'Cambiar tipo de cuenta',
      text: '¿Ya recibiste tus consagraciones? Solicita el cambio de tu tipo de cuenta.',
      title: 'Cambiar tipo de cuenta',
      description: 'Elige el tipo de cuenta que quieres solicitar. Un administrador revisará tu solicitud.',
      current: 'Tu tipo de cuenta actual: {{role}}',
      choice: 'Tipo de cuenta solicitado',
      santero: 'Para quienes han recibido la consagración de Santo (Osha).',
      babalawo: 'Para sacerdotes de Ifá consagrados, hijos de Orúnmila.',
      submit: 'Enviar solicitud',
      submitting: 'Enviando…',
    },
  },
  profile: {
    title: 'Mi perfil',
    email: 'Correo electrónico',
    language: 'Idioma',
    editLanguage: 'Cambiar idioma',
    memberSince: 'Miembro desde',
    role: 'Tipo de cuenta',
    tiles: {
      level: 'Nivel actual',
      experience: 'Experiencia',
      difficulty: 'Dificultad',
    },
    referral: {
      title: 'Invita a tu comunidad',
      description: 'Comparte tu código para que otros estudiantes se unan a tu camino.',
      codeLabel: 'Tu código de referido',
      copy: 'Copiar código',
      copied: 'Código copiado',
      share: 'Compartir Enlace',
      shareTitle: 'Estudia Ifá conmigo',
      shareText: 'Te invito a estudiar la tradición de Ifá en Academia Ifá. Mi código de referido es {{code}}.',
    },
    links: {
      title: 'Accesos rápidos',
      dashboard: 'Mi panel',
      orisha: 'Juego de los Orishas',
      admin: 'Panel de administración',
    },
    languageModal: {
      title: 'Cambiar idioma',
      description: 'Elige el idioma en el que quieres estudiar. Se guardará en tu cuenta.',
      current: 'Idioma actual',
    },
  },
  comingSoon: {
    title: '{{name}} · Próximamente',
    text: 'Estamos preparando este juego con cuidado y respeto por la tradición. Te avisaremos cuando esté listo.',
  },
  preparing: {
    title: '{{name}} se está preparando',
    text: 'Estamos preparando esta sección con el cuidado y el respeto que la tradición merece. Vuelve pronto.',
    admin: 'Panel de administración',
  },
} as const;

export type AppCatalog = Widen<typeof app>;
