import { sql, type Logger } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/client.ts';
import { insertOrder } from './support/order-rows.ts';
import { buildTestApp, type DemoRole, type TestApp } from './support/test-app.ts';

// Issue 19, target 5: every list the API pages or searches reads a page's worth of rows whatever the size of
// the tables that grow with orders. These tests fill those tables with tens of thousands of rows, run each
// list through its endpoint, and ask PostgreSQL for the plan of every statement it sent: none may read a
// growing table whole (Seq Scan), sort or count more than a page's neighbourhood of it.
// PostgreSQL only (TEST_DATABASE_URL; CI sets it): the target is PostgreSQL's, the trigram index exists
// only there (decision 119), and PGlite's planner on an embedded single-connection database says nothing
// about the server the lists must stay flat on.

const GROWING = new Set([
  'orders',
  'users',
  'ledger_entries',
  'notifications',
  'notification_recipients',
  'partner_shares',
  'partner_links',
  'order_files',
]);
const ORDERS = 30_000;
const CUSTOMERS = 10_000;
/** More rows than any page's neighbourhood: a Sort or an aggregate over more is a read of the table. */
const MOST_ROWS = 5_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

interface Captured {
  query: string;
  params: unknown[];
}

/** Every statement drizzle sends while `run` runs, with its parameters. */
async function captured(db: Db, run: () => Promise<unknown>): Promise<Captured[]> {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const statements: Captured[] = [];
  const recorder: Logger = { logQuery: (query, params) => void statements.push({ query, params }) };
  const { logger, options } = session;
  const previous = options.logger;
  session.logger = recorder;
  options.logger = recorder;
  try {
    await run();
  } finally {
    session.logger = logger;
    if (previous === undefined) delete options.logger;
    else options.logger = previous;
  }
  return statements;
}

/** Partner order totals stop at LIST_TOTAL_CAP (decision 197): a read bounded whatever the orders. */
const CAPPED_TOTAL = /^select count\(\*\) from \(select 1 from "orders" where .* limit \$\d+\) "counted"$/;

/** What in a plan reads a growing table whole: seq scans of it, sorts and aggregates over many rows. */
function problems(node: PlanNode, found: string[] = []): string[] {
  const input = node.Plans?.reduce((rows, child) => rows + child['Plan Rows'], 0) ?? 0;
  if (node['Node Type'] === 'Seq Scan' && GROWING.has(node['Relation Name'] ?? '')) {
    found.push(`Seq Scan on ${node['Relation Name']}`);
  }
  if ((node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') && input > MOST_ROWS) {
    found.push(`Sort of ${input} rows`);
  }
  if (node['Node Type'] === 'Aggregate' && input > MOST_ROWS) found.push(`Aggregate of ${input} rows`);
  for (const child of node.Plans ?? []) problems(child, found);
  return found;
}

let t: TestApp;
const headers = new Map<DemoRole, { authorization: string }>();
const facts: Record<string, string | number> = {};

describe.skipIf(!process.env.TEST_DATABASE_URL)('list query plans at tens of thousands of orders', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of ['admin', 'cliente', 'externo'] as const) headers.set(role, await t.authAs(role));
    const db = t.ctx.db;
    const one = async <T>(statement: ReturnType<typeof sql>) =>
      ((await db.execute(statement)) as unknown as { rows: T[] }).rows[0]!;
    const ana = await one<{ id: number }>(sql`select id from users where document_number = '40000001'`);
    const partner = await one<{ partnerId: number }>(
      sql`select partner_id as "partnerId" from users where document_number = '10000004'`,
    );
    const template = await insertOrder(t.ctx, ana.id, { status: 5, finalizedAt: t.ctx.now() });
    await db.execute(sql`
      insert into users (role_id, document_type, nationality, document_number, nombres, apellido_paterno,
        apellido_materno, email, celular, kyc_step, account_status, created_at, updated_at)
      select 2, 'DNI', 'PE', '7' || lpad(k::text, 7, '0'), (array['Rosa','Juan','María','José','Elena'])[1 + k % 5],
        (array['Quispe','Flores','Sánchez','Rojas','Huamán','Vargas','Chávez'])[1 + k / 5 % 7],
        (array['Torres','Díaz','Gómez','Ruiz','Salazar'])[1 + k / 35 % 5],
        'bench.' || k || '@example.pe', '9' || lpad(k::text, 8, '0'), 3, 'ACTIVO',
        now() - k * interval '1 minute', now() - k * interval '1 minute'
      from generate_series(1, ${CUSTOMERS}) as k`);
    await db.execute(sql`
      insert into orders (code, user_id, channel, partner_id, status, status_changed_at, send_amount,
        commission_percent, is_flat_fee, fee, discount, interbank_fee, points_discount, final_fee,
        receive_amount, payment_bank_id, collection_account_id, destination_account_id, destination,
        customer_operation_number, idempotency_key, expires_at, finalized_at, created_at, updated_at,
        pen_equivalent, kind, declaration_signature, declaration_signed_at)
      select 'B' || lpad(upper(to_hex(i)), 7, '0'),
        c.ids[1 + i % array_length(c.ids, 1)],
        case when i % 2 = 0 then 'partner' else 'web' end,
        case when i % 2 = 0 then ${partner.partnerId}::int end,
        case when i % 10 = 3 then 2 else 5 end, m.at, 500 + i % 4500, o.commission_percent, o.is_flat_fee,
        o.fee, o.discount, o.interbank_fee, o.points_discount, o.final_fee, o.receive_amount,
        o.payment_bank_id, o.collection_account_id, o.destination_account_id, o.destination,
        lpad(i::text, 10, '0'), 'plan-' || i, m.at + interval '20 minutes', m.at, m.at, m.at,
        500 + i % 4500,
        -- One order in fifty is divisas, one in forty carries a declaración jurada (the compliance register).
        case when i % 50 = 0 then 'divisas' else 'saldo' end,
        case when i % 40 = 0 then 'Firma' end, case when i % 40 = 0 then m.at end
      from generate_series(1, ${ORDERS}) as i
      cross join (select * from orders where id = ${template.id}) as o
      cross join (select array_agg(id) as ids from users where document_number like '7%') as c
      cross join lateral (select o.created_at - i * interval '30 minutes' as at) as m`);
    await db.execute(sql`
      insert into ledger_entries (cambix_account_id, direction, amount, kind, order_id, concept, balance_after,
        operated_on, created_at)
      select collection_account_id, 'ingreso', send_amount, 'payment', id, 'Pago de la orden ' || code, 0,
        (created_at at time zone 'America/Lima')::date, created_at
      from orders where status = 5 and idempotency_key like 'plan-%'`);
    await db.execute(sql`
      insert into order_files (order_id, kind, storage_key, mime_type, byte_size, created_at)
      select id, 'voucher', 'vouchers/' || code, 'image/jpeg', 1000, created_at
      from orders where idempotency_key like 'plan-%' and status = 5`);
    await db.execute(sql`
      insert into partner_links (code, partner_id, order_id, expires_at, used_at, created_at)
      select 'L' || code, partner_id, id, created_at + interval '1 day', created_at, created_at
      from orders where partner_id is not null and idempotency_key like 'plan-%'`);
    await db.execute(sql`
      insert into partner_shares (partner_id, order_id, commission, share_percent, amount, accrued_at)
      select partner_id, id, final_fee, 20, final_fee * 0.2, created_at
      from orders where partner_id is not null and status = 5 and idempotency_key like 'plan-%'`);
    await db.execute(sql`
      with made as (
        insert into notifications (uuid, title, body, link, "group", created_at)
        select gen_random_uuid(), 'Orden ' || code, 'Orden terminada', '/ordenes', 'ordenes', created_at
        from orders where id % 5 = 0 returning uuid, created_at)
      insert into notification_recipients (notification_uuid, user_id, created_at, read_at)
      select uuid, (select id from users where document_number = '10000001'), created_at, created_at from made`);
    // VACUUM as autovacuum would: rows written after a GIN index's creation wait in its pending list, which
    // PostgreSQL reads whole on every search until a vacuum moves them into the index.
    await db.execute(sql`vacuum analyze`);
    const middle = await one<{ code: string; op: string; userId: number }>(
      sql`select code, customer_operation_number as op, user_id as "userId" from orders
        where idempotency_key = ${`plan-${ORDERS / 2 + 1}`}`,
    );
    const customer = await one<{ dni: string; name: string }>(
      sql`select document_number as dni, nombres || ' ' || apellido_paterno as name from users
        where id = ${middle.userId}`,
    );
    const deep = await one<{ cursor: string; ledgerId: number }>(
      sql`select to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || o.id as cursor,
          (select min(id) from ledger_entries) + 100 as "ledgerId"
        from orders o order by created_at desc, id desc offset ${(ORDERS * 9) / 10} limit 1`,
    );
    Object.assign(facts, {
      code: middle.code,
      op: middle.op,
      dni: customer.dni,
      name: encodeURIComponent(customer.name),
      cursor: Buffer.from(deep.cursor).toString('base64url'),
      ledgerId: deep.ledgerId,
      anaId: ana.id,
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const lists: [string, DemoRole, () => string][] = [
    ['Órdenes, first page', 'admin', () => '/api/admin/orders?size=25'],
    ['Órdenes, status and bank', 'admin', () => '/api/admin/orders?status=5&bankId=1&size=25'],
    ['Órdenes, search by code', 'admin', () => `/api/admin/orders?q=${facts.code}`],
    ['Órdenes, search by operation number', 'admin', () => `/api/admin/orders?q=${facts.op}`],
    ['Órdenes, search by document', 'admin', () => `/api/admin/orders?q=${facts.dni}`],
    ['Órdenes, search by name', 'admin', () => `/api/admin/orders?q=${facts.name}`],
    ['Órdenes, deep page', 'admin', () => `/api/admin/orders?size=25&cursor=${facts.cursor}`],
    ['Órdenes, divisas', 'admin', () => '/api/admin/orders?kind=divisas&size=25'],
    ['Órdenes, compliance register', 'admin', () => '/api/admin/orders?declaration=true&size=25'],
    ['Órdenes, payments queue', 'admin', () => '/api/admin/orders/payments-queue'],
    ['Órdenes, payouts queue', 'admin', () => '/api/admin/orders/payouts-queue'],
    ['Mis órdenes', 'cliente', () => '/api/listOrders?page=1&size=10'],
    ['Clientes, first page', 'admin', () => '/api/admin/users?page=1&pageSize=25'],
    ['Clientes, search by name', 'admin', () => `/api/admin/users?q=${facts.name}`],
    ['Clientes, search by document', 'admin', () => `/api/admin/users?q=${facts.dni}`],
    ['Clientes, last page', 'admin', () => `/api/admin/users?page=${CUSTOMERS / 25}&pageSize=25`],
    ['Cliente, their orders', 'admin', () => `/api/admin/users/${facts.anaId}/orders`],
    ['Movimientos, first page', 'admin', () => '/api/admin/finance/movements'],
    ['Movimientos, deep page', 'admin', () => `/api/admin/finance/movements?cursor=${facts.ledgerId}`],
    ['Socio, orders', 'externo', () => '/api/partner/orders'],
    ['Socio, search', 'externo', () => `/api/partner/orders?q=${facts.code}`],
    ['Órdenes de socios', 'admin', () => '/api/admin/external-orders'],
    ['Notificaciones', 'admin', () => '/api/notifications'],
  ];

  it.each(lists)('%s reads no growing table whole', async (_label, role, url) => {
    const statements = await captured(t.ctx.db, async () => {
      const response = await t.app.inject({ method: 'GET', url: url(), headers: headers.get(role) });
      expect(response.statusCode, response.body).toBe(200);
    });
    const reads = statements.filter(
      (statement) => /^\s*(select|with)\b/i.test(statement.query) && !CAPPED_TOTAL.test(statement.query),
    );
    expect(reads.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const statement of reads) {
      const plan = await planOf(statement);
      for (const problem of problems(plan)) found.push(`${problem} in: ${statement.query.slice(0, 160)}`);
    }
    expect(found).toEqual([]);
  });
});

/** PostgreSQL's plan of a captured statement, run with its own parameters on the app's pool. */
async function planOf(statement: Captured): Promise<PlanNode> {
  const pool = (t.ctx.db as unknown as { $client: pg.Pool }).$client;
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (format json) ${statement.query}`,
    statement.params,
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}
