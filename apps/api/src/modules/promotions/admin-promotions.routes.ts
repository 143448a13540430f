import { promotionAdminEndpoints } from '@cambix/contract';
import { promotionAdminSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { exportPromotions } from './export-promotions.ts';
import { getPromotion } from './get-promotion.ts';
import { listPromotionUses } from './list-promotion-uses.ts';
import { listPromotions } from './list-promotions.ts';
import { createPromotion, setPromotionActive, updatePromotion } from './save-promotion.ts';

/** Cupones for staff: /dashboard/promociones and /dashboard/promocion/:idPromocion. */
export function registerPromotionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const endpoints = promotionAdminEndpoints;
  const schemas = promotionAdminSchemas;

  defineRoute(app, ctx, endpoints.list, schemas.list, {
    handler: async ({ query }) => listPromotions(ctx, query),
  });

  defineDownload(app, ctx, endpoints.export, schemas.export, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ query }) => exportPromotions(ctx, query),
  });

  defineRoute(app, ctx, endpoints.get, schemas.get, {
    handler: async ({ params }) => getPromotion(ctx, params.promoId),
  });

  defineRoute(app, ctx, endpoints.uses, schemas.uses, {
    handler: async ({ params, query }) => listPromotionUses(ctx, params.promoId, query.page),
  });

  defineRoute(app, ctx, endpoints.create, schemas.create, {
    handler: async ({ body, actor }) => {
      const promo = await createPromotion(ctx, actor().userId, body);
      return withMessage(promo, `Cupón ${promo.code} creado.`);
    },
  });

  defineRoute(app, ctx, endpoints.update, schemas.update, {
    handler: async ({ params, body, actor }) =>
      withMessage(await updatePromotion(ctx, actor().userId, params.promoId, body), 'Cambios guardados.'),
  });

  defineRoute(app, ctx, endpoints.setActive, schemas.setActive, {
    handler: async ({ params, body, actor }) => {
      const promo = await setPromotionActive(ctx, actor().userId, params.promoId, body.active);
      return withMessage(promo, promo.active ? 'Cupón activado.' : 'Cupón desactivado.');
    },
  });
}
