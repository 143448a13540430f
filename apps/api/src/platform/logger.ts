import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

export type Logger = FastifyBaseLogger;

/** Logs never hold passwords, tokens or document images. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.passwordHash',
        'body.password',
        'body.token',
      ],
      censor: '[oculto]',
    },
  });
}
