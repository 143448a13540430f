import { bankAccountEndpoints } from '@cambix/contract';
import { bankAccountSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { confirmBankAccount } from './confirm-bank-account.ts';
import { deleteBankAccount } from './delete-bank-account.ts';
import { listBankAccounts } from './list-bank-accounts.ts';
import { saveBankAccount } from './save-bank-account.ts';

export function registerBankAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, bankAccountEndpoints.save, bankAccountSchemas.save, {
    // A link session only adds, and what it adds waits for confirmation (decision 072).
    linkSession: {},
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ body, actor }) =>
      withMessage(
        await saveBankAccount(ctx, actor(), body),
        body.id === undefined ? 'Cuenta registrada.' : 'Cuenta actualizada.',
      ),
  });

  defineRoute(app, ctx, bankAccountEndpoints.list, bankAccountSchemas.list, {
    linkSession: {},
    handler: async ({ actor }) => listBankAccounts(ctx.db, actor().userId),
  });

  defineRoute(app, ctx, bankAccountEndpoints.remove, bankAccountSchemas.remove, {
    handler: async ({ params, actor }) =>
      withMessage(await deleteBankAccount(ctx, actor(), params.id), 'Cuenta eliminada.'),
  });

  defineRoute(app, ctx, bankAccountEndpoints.confirm, bankAccountSchemas.confirm, {
    handler: async ({ params, actor }) =>
      withMessage(
        await confirmBankAccount(ctx, actor(), params.id),
        'Cuenta confirmada: ya puede recibir tu dinero.',
      ),
  });
}
