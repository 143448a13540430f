import type { generatedUrl, generateUrlRequest } from '@cambix/contract/schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { orderFiles, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isStaff, type Principal } from '../../platform/http/access.ts';
import { FILE_LINK_SECONDS, signFileLink } from '../files/index.ts';

type GenerateUrlInput = z.output<typeof generateUrlRequest>;

/**
 * `POST /api/generateUrl`: a short-lived link to the current voucher (or Cambix's payout voucher) of an
 * order the caller owns; staff any. Another customer's order is not found, as if it did not exist.
 */
export async function generateFileUrl(
  ctx: AppContext,
  viewer: Principal,
  input: GenerateUrlInput,
): Promise<z.input<typeof generatedUrl>> {
  const [order] = await ctx.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order || (order.userId !== viewer.userId && !isStaff(viewer))) {
    throw new AppError('ORDER_NOT_FOUND');
  }
  const [file] = await ctx.db
    .select({ id: orderFiles.id })
    .from(orderFiles)
    .where(
      and(eq(orderFiles.orderId, order.id), eq(orderFiles.kind, input.kind), isNull(orderFiles.replacedAt)),
    )
    .orderBy(desc(orderFiles.createdAt), desc(orderFiles.id))
    .limit(1);
  if (!file) {
    throw new AppError('NOT_FOUND', {
      message:
        input.kind === 'voucher'
          ? 'Esta orden aún no tiene comprobante de pago.'
          : 'Esta orden aún no tiene comprobante de la transferencia de Cambix.',
    });
  }
  const url = await signFileLink(ctx, { kind: 'order_file', id: file.id }, viewer.userId);
  const expiresAt = new Date(ctx.now().getTime() + FILE_LINK_SECONDS * 1000);
  return { url, expiresAt: expiresAt.toISOString() };
}
