import { adminUserEndpoints, type CustomerReviewAction } from '@cambix/contract';
import { adminUserSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { assertCustomerExists } from './customer-query.ts';
import { exportCustomers } from './export-customers.ts';
import { getCustomer } from './get-customer.ts';
import { getMyPermissions } from './get-my-permissions.ts';
import { listCustomerBankAccounts } from './list-customer-bank-accounts.ts';
import { listCustomerDocuments } from './list-customer-documents.ts';
import { getCustomerReferrals } from '../referrals/index.ts';
import { listCustomerHistory } from './list-customer-history.ts';
import { listCustomerOrders } from './list-customer-orders.ts';
import { listCustomers } from './list-customers.ts';
import { reviewCustomer } from './review-customer.ts';
import { updateCustomer } from './update-customer.ts';

const REVIEW_MESSAGES: Record<CustomerReviewAction, string> = {
  approve: 'Cuenta aprobada. Le avisamos al cliente por correo.',
  reject: 'Cuenta rechazada. Le enviamos el motivo al cliente por correo.',
  block: 'Cuenta bloqueada. Sus sesiones se cerraron y le avisamos por correo.',
  activate: 'Cuenta activada. Le avisamos al cliente por correo.',
};

/** Staff screens of customers: /dashboard/users, /dashboard/user/:id and its printable file. */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, adminUserEndpoints.myPermissions, adminUserSchemas.myPermissions, {
    handler: async ({ actor }) => getMyPermissions(ctx, actor()),
  });

  defineRoute(app, ctx, adminUserEndpoints.listCustomers, adminUserSchemas.listCustomers, {
    handler: async ({ query }) => listCustomers(ctx, query),
  });

  defineDownload(app, ctx, adminUserEndpoints.exportCustomers, adminUserSchemas.exportCustomers, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ query }) => exportCustomers(ctx, query),
  });

  defineRoute(app, ctx, adminUserEndpoints.customer, adminUserSchemas.customer, {
    handler: async ({ params }) => getCustomer(ctx, params.userId),
  });

  defineRoute(app, ctx, adminUserEndpoints.updateCustomer, adminUserSchemas.updateCustomer, {
    handler: async ({ params, body, actor }) =>
      withMessage(await updateCustomer(ctx, actor().userId, params.userId, body), 'Datos guardados.'),
  });

  defineRoute(app, ctx, adminUserEndpoints.customerDocuments, adminUserSchemas.customerDocuments, {
    handler: async ({ params, actor }) => listCustomerDocuments(ctx, actor().userId, params.userId),
  });

  defineRoute(app, ctx, adminUserEndpoints.customerBankAccounts, adminUserSchemas.customerBankAccounts, {
    handler: async ({ params }) => listCustomerBankAccounts(ctx, params.userId),
  });

  defineRoute(app, ctx, adminUserEndpoints.customerHistory, adminUserSchemas.customerHistory, {
    handler: async ({ params }) => listCustomerHistory(ctx, params.userId),
  });

  // The file's tabs read under `users`, whatever other modules the caller has (decision 107).
  defineRoute(app, ctx, adminUserEndpoints.customerOrders, adminUserSchemas.customerOrders, {
    handler: async ({ params, query }) => listCustomerOrders(ctx, params.userId, query),
  });

  defineRoute(app, ctx, adminUserEndpoints.customerReferrals, adminUserSchemas.customerReferrals, {
    handler: async ({ params }) => {
      await assertCustomerExists(ctx.db, params.userId);
      return getCustomerReferrals(ctx, params.userId);
    },
  });

  const reviews = [
    ['approve', adminUserEndpoints.approveCustomer, adminUserSchemas.approveCustomer],
    ['activate', adminUserEndpoints.activateCustomer, adminUserSchemas.activateCustomer],
  ] as const;
  for (const [action, endpoint, schemas] of reviews) {
    defineRoute(app, ctx, endpoint, schemas, {
      handler: async ({ params, body, actor }) =>
        withMessage(
          await reviewCustomer(ctx, {
            staffId: actor().userId,
            userId: params.userId,
            action,
            text: body.note,
          }),
          REVIEW_MESSAGES[action],
        ),
    });
  }
  const reasoned = [
    ['reject', adminUserEndpoints.rejectCustomer, adminUserSchemas.rejectCustomer],
    ['block', adminUserEndpoints.blockCustomer, adminUserSchemas.blockCustomer],
  ] as const;
  for (const [action, endpoint, schemas] of reasoned) {
    defineRoute(app, ctx, endpoint, schemas, {
      handler: async ({ params, body, actor }) =>
        withMessage(
          await reviewCustomer(ctx, {
            staffId: actor().userId,
            userId: params.userId,
            action,
            text: body.reason,
          }),
          REVIEW_MESSAGES[action],
        ),
    });
  }
}
