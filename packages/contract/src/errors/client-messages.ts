/**
 * The texts the web shows for failures it meets itself (no answer, an answer without a message). Every
 * refusal from the server carries its own Spanish message; keeping these apart lets the web ship only
 * these two instead of the whole table.
 */
export const CLIENT_ERROR_MESSAGES = {
  NETWORK_ERROR: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  INTERNAL: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
} as const;
