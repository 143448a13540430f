// Type-level test: run by `tsc`, it fails the typecheck if a route can say who may call it (decision 138).
import { manualMovementEndpoints } from '@cambix/contract';
import { manualMovementSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { defineDownload } from './download.ts';
import { defineRoute } from './route.ts';

declare const app: FastifyInstance;
declare const ctx: AppContext;
const { approve, list } = manualMovementEndpoints;
const handler = async () => ({ items: [], total: 0 }) as never;

export function declaredByHand(): void {
  defineRoute(app, ctx, approve, manualMovementSchemas.approve, {
    // @ts-expect-error who may call it is the endpoint's callers
    access: { kind: 'staff', modules: ['egreso'], action: 'view' },
    handler,
  });
  // @ts-expect-error so is step-up
  defineRoute(app, ctx, approve, manualMovementSchemas.approve, { stepUp: false, handler });
  const spread = { access: 'anyone', handler };
  // @ts-expect-error not even through a spread object
  defineRoute(app, ctx, list, manualMovementSchemas.list, spread);
  // @ts-expect-error nor for a download
  defineDownload(app, ctx, list, manualMovementSchemas.list, { access: 'anyone', handler });
}
