import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { logSerializers } from './log-serializers.ts';

export type Logger = FastifyBaseLogger;

/** Logs never hold passwords, tokens, credentials in URLs, query values or document images. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: logSerializers,
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
  };
  return destination ? pino(options, destination) : pino(options);
}
