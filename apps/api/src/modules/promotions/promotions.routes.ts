import { formatSoles, promotionEndpoints, type PromoCheck } from '@cambix/contract';
import { promotionSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { registerPromotionAdminRoutes } from './admin-promotions.routes.ts';
import { checkPromo } from './check-promo.ts';

const discountText = (promo: PromoCheck) =>
  promo.discountKind === 'percent' ? `${promo.discountValue} %` : formatSoles(promo.discountValue);

export function registerPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, promotionEndpoints.check, promotionSchemas.check, {
    linkSession: { kinds: ['new_order'] },
    // Guessing codes costs a request each.
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ body, actor }) => {
      const promo = await checkPromo(ctx, actor().userId, body);
      return withMessage(promo, `Cupón aplicado: ${discountText(promo)} menos de comisión.`);
    },
  });

  registerPromotionAdminRoutes(app, ctx);
}
