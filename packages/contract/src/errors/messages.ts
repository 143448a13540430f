import type { ErrorCode } from './codes.ts';

/** Spanish text for every error code, used by the server's envelope and the web alike. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Revisa los datos ingresados.',
  NOT_FOUND: 'No encontramos lo que buscas.',
  INTERNAL: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
  NETWORK_ERROR: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  RATE_LIMITED: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  APP_KEY_INVALID: 'Esta aplicación no está autorizada para usar el servicio.',
  AUTH_REQUIRED: 'Inicia sesión para continuar.',
  AUTH_TOKEN_INVALID: 'Tu sesión ya no es válida. Inicia sesión de nuevo.',
  AUTH_SESSION_EXPIRED: 'Tu sesión expiró. Inicia sesión de nuevo.',
  AUTH_INVALID_CREDENTIALS: 'El documento, correo o contraseña no son correctos.',
  AUTH_THROTTLED: 'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.',
  AUTH_ACCOUNT_BLOCKED: 'Tu cuenta está bloqueada. Escríbenos para ayudarte.',
  AUTH_PASSWORD_UNREADABLE: 'No pudimos leer la contraseña enviada. Recarga la página e inténtalo de nuevo.',
  FORBIDDEN_ROLE: 'Tu perfil no tiene acceso a esta sección.',
  FORBIDDEN_MODULE: 'No tienes permiso para esta acción en este módulo.',
  FORBIDDEN_OWNER: 'No tienes acceso a este recurso.',
  DOCUMENT_TAKEN: 'Ya existe una cuenta con este número de documento.',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo.',
  PASSWORD_WEAK:
    'La contraseña debe tener al menos 8 caracteres, con una mayúscula, una minúscula y un número.',
  REFERRAL_CODE_INVALID: 'El código de referido no existe o ya no está activo.',
  RESET_TOKEN_INVALID:
    'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.',
};
