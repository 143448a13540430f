import { externalOrderEndpoints, partnerEndpoints } from '@cambix/contract';
import { externalOrderSchemas, partnerSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { createApiKey } from './create-api-key.ts';
import { createPartner } from './create-partner.ts';
import { exportExternalOrders } from './export-external-orders.ts';
import { getWorkspace } from './get-workspace.ts';
import { listExternalOrders } from './list-external-orders.ts';
import { listShares } from './list-shares.ts';
import { loadPartners, findPartnerRow } from './partner-view.ts';
import { revokeApiKey } from './revoke-api-key.ts';
import { listSettlementAccounts } from './list-settlement-accounts.ts';
import { settlePartner } from './settle-partner.ts';
import { listSettlements } from './settlement-view.ts';
import { updatePartner } from './update-partner.ts';

/**
 * Staff: /dashboard/external-orders (module external-orders) and the partners of /dashboard/modulo-terceros
 * (module terceros; only an Administrador edits them). A partner's user: its own business in
 * /dashboard/modulo-terceros, with its API keys (its webhooks: partners-webhooks).
 */
export function registerPartnerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, externalOrderEndpoints.list, externalOrderSchemas.list, {
    handler: async ({ query }) => listExternalOrders(ctx, query),
  });

  defineDownload(app, ctx, externalOrderEndpoints.export, externalOrderSchemas.export, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ query }) => exportExternalOrders(ctx, query),
  });

  defineRoute(app, ctx, externalOrderEndpoints.partners, externalOrderSchemas.partners, {
    handler: async () => loadPartners(ctx.db),
  });

  defineRoute(app, ctx, externalOrderEndpoints.createPartner, externalOrderSchemas.createPartner, {
    handler: async ({ body, actor }) => withMessage(await createPartner(ctx, actor(), body), 'Socio creado.'),
  });

  defineRoute(app, ctx, externalOrderEndpoints.updatePartner, externalOrderSchemas.updatePartner, {
    handler: async ({ params, body, actor }) =>
      withMessage(await updatePartner(ctx, actor(), params.partnerId, body), 'Socio guardado.'),
  });

  defineRoute(app, ctx, externalOrderEndpoints.shares, externalOrderSchemas.shares, {
    handler: async ({ params, query }) => listShares(ctx, params.partnerId, query),
  });

  defineRoute(app, ctx, externalOrderEndpoints.settlements, externalOrderSchemas.settlements, {
    handler: async ({ params }) => {
      await findPartnerRow(ctx.db, params.partnerId);
      return listSettlements(ctx.db, params.partnerId);
    },
  });

  defineRoute(app, ctx, externalOrderEndpoints.settlementAccounts, externalOrderSchemas.settlementAccounts, {
    handler: async () => listSettlementAccounts(ctx),
  });

  defineRoute(app, ctx, externalOrderEndpoints.settle, externalOrderSchemas.settle, {
    handler: async ({ params, body, actor }) => {
      const result = await settlePartner(ctx, actor(), params.partnerId, body);
      return withMessage(
        result,
        result.pendingApprovalId !== null
          ? 'Liquidación enviada a aprobación: otra persona debe aprobarla en Egreso.'
          : 'Liquidación registrada. El egreso quedó en el libro de caja.',
      );
    },
  });

  defineRoute(app, ctx, partnerEndpoints.workspace, partnerSchemas.workspace, {
    handler: async ({ actor }) => getWorkspace(ctx, actor()),
  });

  defineRoute(app, ctx, partnerEndpoints.createApiKey, partnerSchemas.createApiKey, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ body, actor }) =>
      withMessage(
        await createApiKey(ctx, actor(), body),
        'Clave creada. Cópiala ahora: no la volveremos a mostrar.',
      ),
  });

  defineRoute(app, ctx, partnerEndpoints.revokeApiKey, partnerSchemas.revokeApiKey, {
    handler: async ({ params, actor }) =>
      withMessage(await revokeApiKey(ctx, actor(), params.keyId), 'Clave revocada.'),
  });
}
