import { ROLE_IDS, type CustomerPoints } from '@cambix/contract';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { orders, pointsLedger, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { pointsBalance } from './points-balance.ts';

const actors = alias(users, 'actor');

/** Staff screens see role Cliente only: any other id is "not found". */
export async function assertCustomer(db: Queryable, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.roleId, ROLE_IDS.Cliente)));
  if (!row) throw new AppError('USER_NOT_FOUND');
}

/**
 * A customer's balance and every movement, newest first, as staff see them in the customer file (tab
 * Puntos): who made each adjustment and the order of each movement.
 */
export async function readCustomerPoints(db: Queryable, userId: number): Promise<CustomerPoints> {
  const rows = await db
    .select({
      entry: pointsLedger,
      orderCode: orders.code,
      actor: { nombres: actors.nombres, apellidoPaterno: actors.apellidoPaterno },
    })
    .from(pointsLedger)
    .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
    .leftJoin(actors, eq(actors.id, pointsLedger.actorId))
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
  return {
    balance: await pointsBalance(db, userId),
    history: rows.map(({ entry, orderCode, actor }) => ({
      id: entry.id,
      points: entry.points,
      kind: entry.kind,
      orderCode,
      orderId: entry.orderId,
      note: entry.note,
      actor: actor ? `${actor.nombres} ${actor.apellidoPaterno}`.trim() : null,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/** `GET /api/admin/users/:userId/points`. */
export async function getCustomerPoints(db: Queryable, userId: number): Promise<CustomerPoints> {
  await assertCustomer(db, userId);
  return readCustomerPoints(db, userId);
}
