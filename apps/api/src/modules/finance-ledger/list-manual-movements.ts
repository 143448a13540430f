import type { ManualMovementPage } from '@cambix/contract';
import type { manualMovementListQuery } from '@cambix/contract/schemas';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { manualMovements } from '../../platform/db/schema/index.ts';
import { readManualMovements } from './movement-view.ts';

export const MOVEMENT_LIST_PAGE_SIZE = 20;

/** Egreso's list: newest first, optionally one state, with how many wait for a second person. */
export async function listManualMovements(
  ctx: AppContext,
  query: z.output<typeof manualMovementListQuery>,
): Promise<ManualMovementPage> {
  const where = query.state ? eq(manualMovements.state, query.state) : undefined;
  const [ids, [total], [pending]] = await Promise.all([
    ctx.db
      .select({ id: manualMovements.id })
      .from(manualMovements)
      .where(where)
      .orderBy(desc(manualMovements.createdAt), desc(manualMovements.id))
      .limit(MOVEMENT_LIST_PAGE_SIZE)
      .offset((query.page - 1) * MOVEMENT_LIST_PAGE_SIZE),
    ctx.db.select({ value: count() }).from(manualMovements).where(where),
    ctx.db.select({ value: count() }).from(manualMovements).where(eq(manualMovements.state, 'pending')),
  ]);
  return {
    rows: await readManualMovements(
      ctx.db,
      ids.map((row) => row.id),
    ),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: MOVEMENT_LIST_PAGE_SIZE,
    pendingCount: pending?.value ?? 0,
  };
}
