import { LIST_TOTAL_CAP, type ExternalOrderPage, type PartnerOrderPage } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartner, insertPartnerOrder, signedInExterno } from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orders } from '../../platform/db/schema/index.ts';

// A partner's order lists count up to LIST_TOTAL_CAP and say "more" past it (decision 197): checked at the
// cap and one past it, on the partner's list and on the staff's list of one partner.

let t: TestApp;
let partnerId: number;
let partnerHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;

/** `count` more orders of the partner, copied in one statement from `templateId` with their own code and key. */
async function copyOrders(templateId: number, count: number, from: number) {
  const listed = (await t.ctx.db.execute(sql`select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = 'orders' and is_identity = 'NO' and is_generated = 'NEVER'
    order by ordinal_position`)) as unknown as { rows: { name: string }[] };
  const columns = listed.rows;
  const own: Record<string, string> = {
    code: `'T' || lpad(upper(to_hex(k)), 7, '0')`,
    idempotency_key: `'total-' || k`,
    payment_reference: 'null',
  };
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const values = columns.map((column) => own[column.name] ?? `o."${column.name}"`).join(', ');
  await t.ctx.db.execute(
    sql.raw(`insert into orders (${names}) select ${values} from orders o
      cross join generate_series(${from}, ${from + count - 1}) as k where o.id = ${templateId}`),
  );
}

const partnerTotal = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/partner/orders', headers: partnerHeaders });
  expect(response.statusCode, response.body).toBe(200);
  const { total, totalCapped } = body<PartnerOrderPage>(response).data;
  return { total, totalCapped };
};

const staffTotal = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/external-orders?partnerId=${partnerId}`,
    headers: staffHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { total, totalCapped } = body<ExternalOrderPage>(response).data;
  return { total, totalCapped };
};

beforeAll(async () => {
  t = await buildTestApp();
  const partner = await insertPartner(t.ctx);
  partnerId = partner.id;
  partnerHeaders = (await signedInExterno(t, partner.id)).headers;
  staffHeaders = await t.authAs('admin');
  const { order } = await insertPartnerOrder(t.ctx, partner.id);
  await copyOrders(order.id, LIST_TOTAL_CAP - 1, 1);
}, 120_000);
afterAll(() => t.close());

describe('the total of a partner’s orders', () => {
  it('is exact at the cap', async () => {
    expect(await partnerTotal()).toEqual({ total: LIST_TOTAL_CAP, totalCapped: false });
    expect(await staffTotal()).toEqual({ total: LIST_TOTAL_CAP, totalCapped: false });
  });

  it('is the cap, said to be capped, one order past it', async () => {
    const [template] = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.partnerId, partnerId))
      .limit(1);
    await copyOrders(Number(template!.id), 1, LIST_TOTAL_CAP);
    expect(await partnerTotal()).toEqual({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(await staffTotal()).toEqual({ total: LIST_TOTAL_CAP, totalCapped: true });
  });
});
