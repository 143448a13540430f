import { sessionEndpoints } from '@cambix/contract';
import { sessionSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { endSession } from './end-session.ts';
import { listSessions } from './list-sessions.ts';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, sessionEndpoints.list, sessionSchemas.list, {
    handler: async ({ actor }) => ({ sessions: await listSessions(ctx, actor()) }),
  });

  defineRoute(app, ctx, sessionEndpoints.end, sessionSchemas.end, {
    handler: async ({ actor, params }) => {
      const ended = await endSession(ctx, actor(), params.id);
      return withMessage(
        ended,
        ended.signedOut ? 'Cerraste sesión.' : 'Cerraste la sesión de ese dispositivo.',
      );
    },
  });
}
