import type { FastifyInstance } from 'fastify';

/**
 * Every answer's `Date` by the app's clock, which the web counts rate locks and order times down by (decision
 * 215): Node's own would be the machine's, not a clock the tests move (decision 124).
 */
export function registerServerDate(app: FastifyInstance, now: () => Date): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('date', now().toUTCString());
    done();
  });
}
