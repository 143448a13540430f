import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { NEWEST_FIRST } from './newest-first.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The plan of `select id from orders [where] order by NEWEST_FIRST limit 10`, with a sort priced out. */
async function planOf(where: SQL | undefined): Promise<string> {
  return t.ctx.db.transaction(async (tx) => {
    // A handful of rows is cheaper to sort than to walk: only an index that yields the order avoids it.
    await tx.execute(sql`set local enable_sort = off`);
    const query = tx
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(10);
    const { sql: text, params } = query.toSQL();
    // Both drivers answer `{ rows }`; the shared query type does not say so.
    const { rows } = (await tx.execute(sql.raw(`explain ${inline(text, params)}`))) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** EXPLAIN takes no bind parameters through drizzle's execute: numbers only, written in place. */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, index: string) => String(Number(params[Number(index) - 1])));

describe('NEWEST_FIRST', () => {
  it("walks orders_user_created_idx for one customer's orders, with no sort", async () => {
    const plan = await planOf(eq(orders.userId, 1));
    expect(plan).toContain('orders_user_created_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('walks orders_created_idx for every order, with no sort', async () => {
    const plan = await planOf(undefined);
    expect(plan).toContain('orders_created_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
