// `npm run bench` (orders): POST /api/order/new-order, the customer's GET /api/listOrders and the staff
// list GET /api/admin/orders (first page, filtered, searched, deep keyset page) with a few orders in the
// table and again with a million (architecture.md: they stay flat as the table grows).
import crypto from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { createdAtExactSql } from '../modules/admin-orders/admin-order-rows.ts';
import { encodeCursor } from '../modules/admin-orders/order-cursor.ts';
import { NEWEST_FIRST } from '../modules/orders/newest-first.ts';
import { bankAccounts, banks, orders, users } from '../platform/db/schema/index.ts';
import { encryptPassword } from '../platform/security/password-decryption.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { createBenchApp } from './bench-app.ts';

const TOTAL_ROWS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const BATCH = 100_000;
const SAMPLES = 150;
const CUSTOMERS = 10_000;
const CUSTOMER_DNI = '40000001';
const ADMIN_DNI = '10000001';

const bench = await createBenchApp({ demo: true });
const { app, ctx } = bench;

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { authorization: 'AppKey cambix-web' },
  payload: { dni: CUSTOMER_DNI, password: encryptPassword(ctx.keys, DEMO_PASSWORD) },
});
const headers = { authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}` };
const adminLogin = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { authorization: 'AppKey cambix-web' },
  payload: { dni: ADMIN_DNI, password: encryptPassword(ctx.keys, DEMO_PASSWORD) },
});
const adminHeaders = {
  authorization: `Bearer ${(adminLogin.json() as { data: { token: string } }).data.token}`,
};
const [customer] = await ctx.db.select().from(users).where(eq(users.documentNumber, CUSTOMER_DNI));
const [account] = await ctx.db
  .select({ id: bankAccounts.id, bankId: bankAccounts.bankId })
  .from(bankAccounts)
  .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
  .where(and(eq(bankAccounts.userId, customer!.id), eq(bankAccounts.currency, 'PEN')));
if (!account) throw new Error('the demo customer has no PEN account');

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

let requests = 0;
/** Each request from its own address: the bench measures the route, not the per-address rate limit. */
const nextAddress = () => {
  requests += 1;
  return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
};

async function timed(request: (remoteAddress: string) => Promise<{ statusCode: number; body: string }>) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await request(nextAddress());
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}: ${response.body}`);
  }
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** The cursor of the row nine tenths down the staff list: what paging deep into it asks for. */
async function deepCursor(): Promise<string> {
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(orders);
  const [row] = await ctx.db
    .select({ id: orders.id, createdAt: createdAtExactSql })
    .from(orders)
    .orderBy(...NEWEST_FIRST)
    .offset(Math.floor(total * 0.9))
    .limit(1);
  if (!row) throw new Error('no orders to page through');
  return encodeCursor({ createdAt: row.createdAt, id: row.id });
}

const adminList = (query: string) =>
  timed((remoteAddress) =>
    app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: adminHeaders, remoteAddress }),
  );

// Each new order replaces the customer's open one (decision 030), so the month's usage never grows.
const measure = async () => ({
  newOrder: await timed((remoteAddress) =>
    app.inject({
      method: 'POST',
      remoteAddress,
      url: '/api/order/new-order',
      headers,
      payload: {
        idempotencyKey: crypto.randomUUID(),
        bankId: account.bankId,
        sendAmount: '1500',
        destinationAccountId: account.id,
      },
    }),
  ),
  listOrders: await timed((remoteAddress) =>
    app.inject({ method: 'GET', url: '/api/listOrders?page=1&size=10', headers, remoteAddress }),
  ),
  adminFirstPage: await adminList('size=25'),
  adminFilteredPage: await adminList(`status=4&bankId=${account.bankId}&minAmount=1000&size=25`),
  adminSearchPage: await adminList(`q=${CUSTOMER_DNI}&size=25`),
  adminDeepPage: await adminList(`size=25&cursor=${await deepCursor()}`),
});

await measure(); // warm-up: JIT, caches, prepared plans
const small = await measure();

// Ten thousand customers like the demo one, and a million finished orders among them (a hundred each),
// all in earlier months so the current month's usage stays the customer's own; the database makes them.
const { id: _id, ...template } = customer!;
for (let from = 0; from < CUSTOMERS; from += 1000) {
  await ctx.db.insert(users).values(
    Array.from({ length: 1000 }, (_, i) => ({
      ...template,
      documentNumber: `9${String(from + i).padStart(7, '0')}`,
      email: `bench.${from + i}@example.pe`,
    })),
  );
}
const [{ before } = { before: 0 }] = await ctx.db.select({ before: count() }).from(orders);
for (let from = 1; from <= TOTAL_ROWS; from += BATCH) {
  const to = Math.min(TOTAL_ROWS, from + BATCH - 1);
  await ctx.db.execute(sql`
    insert into orders (code, user_id, channel, status, send_amount, commission_percent, is_flat_fee, fee,
      discount, interbank_fee, points_discount, final_fee, receive_amount, payment_bank_id,
      collection_account_id, destination_account_id, destination, idempotency_key, expires_at,
      finalized_at, created_at, updated_at)
    select 'Z' || lpad(upper(to_hex(i)), 7, '0'), u.ids[1 + i % array_length(u.ids, 1)], 'web',
      1 + i % 5, 1500, 4.5, false, 67.5, 0, 0, 0, 67.5, 1432.5, o.payment_bank_id,
      o.collection_account_id, o.destination_account_id, o.destination, 'bench-' || i, t.at + interval '1 day',
      t.at, t.at, t.at
    from generate_series(${from}::int, ${to}::int) as i
    cross join (select array_agg(id order by id) as ids from users) as u
    cross join (select * from orders order by id limit 1) as o
    cross join lateral (select date_trunc('month', now()) - make_interval(mins => i) as at) as t`);
}
await ctx.db.execute(sql`analyze orders`);
const large = await measure();

console.info(
  JSON.stringify({ driver: ctx.dbDriver, smallRows: before, largeRows: before + TOTAL_ROWS, small, large }),
);
await bench.close();
