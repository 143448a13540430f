import type { AdminOrder, StaffModule } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { getMyPermissions } from '../admin-users/get-my-permissions.ts';
import { loadAdminOrder } from './admin-order-view.ts';

/** The screens one order opens from: Pagos, Devoluciones and Órdenes. */
const DETAIL_MODULES: readonly StaffModule[] = ['pagos', 'devoluciones', 'ordenes'];

/** `GET /api/admin/orders/:orderId`: staff who see any of the three screens an order opens from. */
export async function getAdminOrder(
  ctx: AppContext,
  viewer: Principal,
  orderId: number,
): Promise<AdminOrder> {
  const { modules } = await getMyPermissions(ctx, viewer);
  const sees = modules.some((grant) => grant.canView && DETAIL_MODULES.includes(grant.module));
  if (!sees) throw new AppError('FORBIDDEN_MODULE');
  return loadAdminOrder(ctx, orderId, viewer);
}
