/**
 * Spanish texts the server sends as `detail` (spec sections 5 and 8; DESIGN.md 4).
 * The spec's Spanish strings are exact; the others follow their tone.
 */
export const MSG = {
  // Validation (spec 5)
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Formato de correo inválido',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  passwordMax: 'La contraseña no puede tener más de 128 caracteres',
  fullNameRequired: 'El nombre completo es requerido',
  fullNameMax: 'El nombre completo no puede tener más de 100 caracteres',
  usernameRequired: 'El nombre de usuario es requerido',
  usernameMin: 'El nombre de usuario debe tener al menos 3 caracteres',
  usernameMax: 'El nombre de usuario no puede tener más de 30 caracteres',
  usernameChars: 'El nombre de usuario solo puede contener letras, números, puntos (.) y guiones bajos (_)',
  languageInvalid: 'Idioma no válido (es, en o fr)',
  referralInvalid: 'El código de referido no es válido',
  roleChoice: 'Elige santero o babalawo',
  allFieldsRequired: 'Todos los campos son obligatorios',
  invalidValue: 'Valor no válido',
  resetTokenRequired: 'Falta el código de recuperación',

  // Auth and accounts
  emailTaken: 'El correo electrónico ya está registrado',
  usernameTaken: 'El nombre de usuario ya está en uso',
  badCredentials: 'Correo electrónico o contraseña incorrectos',
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  notAuthenticated: 'No autenticado. Inicia sesión de nuevo.',
  sessionInvalid: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción',
  forgotPasswordSent: 'Si el email existe, recibirás instrucciones para recuperar tu contraseña',
  resetTokenInvalid: 'El enlace de recuperación no es válido o ha expirado',
  passwordUpdated: 'Contraseña actualizada. Ya puedes iniciar sesión.',
  accountRequestPending: 'Ya tienes una solicitud de cambio de cuenta pendiente',
  accountRequestSameRole: 'Ya tienes ese tipo de cuenta',
  accountRequestAdmin: 'Los administradores no necesitan solicitar un cambio de cuenta',
  accountRequestSent: '¡Solicitud enviada exitosamente! Tu solicitud será revisada por un administrador.',
  languageUpdated: 'Idioma actualizado exitosamente',

  // Signs catalogue (spec 5 and 8)
  oddunNotFound: 'Signo no encontrado',
  noSecret: 'Este signo no tiene contenido secreto',
  insufficientCowries: 'No tienes suficientes conchas de cowrie para desbloquear este secreto.',
  contributeForOther: 'No puedes enviar contribuciones en nombre de otra persona',
  contributionRequired: 'Por favor escribe tu contribución antes de enviar.',
  contributionSent: 'Contribución enviada. Un administrador la revisará.',

  // Games (DESIGN.md 5)
  gameNotFound: 'Partida no encontrada',
  gameExpired: 'La partida ha expirado. Empieza una nueva partida.',
  gameOver: 'La partida ya ha terminado',
  questionUnknown: 'Pregunta no válida para esta partida',
  questionAnswered: 'Esta pregunta ya fue respondida',
  questionOutOfOrder: 'Responde las preguntas en orden',
  answerCorrect: '¡Correcto!',
  answerWrong: 'Respuesta incorrecta',
  answerLate: '¡Tiempo agotado!',
  disqualified: 'Has sido descalificado',
  disqualifiedSigns: '¡Has sido descalificado por demasiados errores!',
  hintUnavailable: 'Esta pregunta no admite pista',
  noQuestions: 'No hay contenido suficiente para crear preguntas con esta selección',
  fewerQuestions: (built: number, requested: number) => `Solo se pudieron crear ${built} de ${requested} preguntas con el contenido disponible`,

  // HTTP
  malformedJson: 'El cuerpo de la petición no es JSON válido',
  bodyTooLarge: 'La petición es demasiado grande',
  notFound: 'Recurso no encontrado',
  notImplemented: 'Esta función todavía no está disponible',
  internal: 'Error interno del servidor',
  validation: 'Datos no válidos',
} as const;
