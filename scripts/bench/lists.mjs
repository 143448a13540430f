// `npm run bench lists`: every list the API pages or searches, through HTTP as the person it belongs to,
// with a thousand orders and with a million, each on a PostgreSQL database and server of its own, asked in
// turns (issue 19, target 5: each stays within 1.3x of itself at a thousand). The rows are written with SQL
// copying the seeded ones column by column, so the same script fills whichever checkout BENCH_ROOT names.
// BENCH_PG (default postgres://postgres@127.0.0.1:5432/postgres) is where the databases are created;
// BENCH_LIST_ORDERS (default 1000000) the large size, BENCH_SAMPLES (default 30) the requests per list.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { emit, figure, median } from './lib/report.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import { bearer, signIn } from './lib/sign-in.mjs';

const pg = createRequire(path.join(repoRoot, 'package.json'))('pg');

const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_LIST_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const BATCH = 100_000;
const ORDERS_PER_CUSTOMER = 100;
const BUDGET = 1.3;
const STAFF_DNI = '10000001';
const CUSTOMER_DNI = '40000001';
const PARTNER_DNI = '10000004';

const FIRST_NAMES = ['Rosa', 'Juan', 'María', 'José', 'Carmen', 'Luis', 'Elena', 'Jorge', 'Lucía', 'Pedro'];
const SURNAMES = [
  'Quispe',
  'Flores',
  'Sánchez',
  'Rojas',
  'Huamán',
  'Vargas',
  'Chávez',
  'Ramos',
  'Castillo',
  'Mendoza',
];
const MOTHER_NAMES = [
  'Torres',
  'Díaz',
  'Gómez',
  'Ruiz',
  'Salazar',
  'Cruz',
  'Paredes',
  'Vega',
  'Ríos',
  'Medina',
];

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The columns of `table` an insert may write (no identity or generated ones). */
async function writableColumns(db, table) {
  const { rows } = await db.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_identity = 'NO' and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** `insert into table (…) select …`: each column from `overrides` when named there, else the template's. */
async function copyRows(db, table, { overrides, from, where = 'true' }) {
  const columns = await writableColumns(db, table);
  const values = columns.map((column) => overrides[column] ?? `t.${JSON.stringify(column)}`);
  const result = await db.query(
    `insert into ${table} (${columns.map((c) => JSON.stringify(c)).join(', ')})
     select ${values.join(', ')} from ${from} where ${where}`,
  );
  return result.rowCount;
}

const count = async (db, table, where = 'true') =>
  Number((await db.query(`select count(*)::int as n from ${table} where ${where}`)).rows[0].n);

const sqlArray = (words) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;

/**
 * Grows the tables to `target` orders: customers (a hundred orders each) copied from the demo customer,
 * finished and failed orders of earlier times copied from a seeded one (one in ten a partner's), each
 * finished order's payment in the ledger, and a read notification for the staff member per ten orders.
 */
async function grow(db, target) {
  const customerRole = (
    await db.query(`select role_id from users where document_number = $1`, [CUSTOMER_DNI])
  ).rows[0].role_id;
  const wantedCustomers = Math.max(10, Math.ceil(target / ORDERS_PER_CUSTOMER));
  const haveCustomers = await count(db, 'users', `document_number like '7%' and role_id = ${customerRole}`);
  if (wantedCustomers > haveCustomers) {
    await copyRows(db, 'users', {
      from: `users t cross join generate_series(${haveCustomers}, ${wantedCustomers - 1}) as k`,
      where: `t.document_number = '${CUSTOMER_DNI}'`,
      overrides: {
        document_number: `'7' || lpad(k::text, 7, '0')`,
        email: `'bench.' || k || '@example.pe'`,
        nombres: `(${sqlArray(FIRST_NAMES)})[1 + k % 10]`,
        apellido_paterno: `(${sqlArray(SURNAMES)})[1 + (k / 10) % 10]`,
        apellido_materno: `(${sqlArray(MOTHER_NAMES)})[1 + (k / 100) % 10]`,
        celular: `'9' || lpad(k::text, 8, '0')`,
        created_at: `now() - interval '1 day' - k * interval '1 minute'`,
        updated_at: `now() - interval '1 day' - k * interval '1 minute'`,
      },
    });
  }
  const staffId = (await db.query(`select id from users where document_number = $1`, [STAFF_DNI])).rows[0].id;
  for (let have = await count(db, 'orders'); have < target; have = await count(db, 'orders')) {
    const size = Math.min(BATCH, target - have);
    const lastId = Number((await db.query(`select coalesce(max(id), 0) as id from orders`)).rows[0].id);
    // Customer orders go to the demo customer and the copied ones; partner orders to the partner's clients.
    await copyRows(db, 'orders', {
      from: `(select * from orders order by id limit 1) t
        cross join (select array_agg(id order by id) as ids from users
          where role_id = ${customerRole} and (document_number like '7%' or document_number = '${CUSTOMER_DNI}')) c
        cross join (select array_agg(id order by id) as ids from users where role_id = 6) p
        cross join (select array_agg(bank_id order by bank_id) as banks, array_agg(id order by bank_id) as accounts
          from (select distinct on (bank_id) bank_id, id from cambix_accounts order by bank_id, id) a) b
        cross join (select min(created_at) as oldest from orders) o
        cross join generate_series(${have + 1}, ${have + size}) as i
        cross join lateral (select o.oldest - interval '1 minute' - (i - ${have}) * interval '20 seconds' as at) as m`,
      overrides: {
        code: `'B' || lpad(upper(to_hex(i)), 7, '0')`,
        user_id: `case when i % 10 = 0 then p.ids[1 + i / 10 % array_length(p.ids, 1)]
          else c.ids[1 + i % array_length(c.ids, 1)] end`,
        channel: `case when i % 10 = 0 then 'partner' else 'web' end`,
        partner_id: `case when i % 10 = 0 then t.partner_id end`,
        status: `case when i % 10 = 3 then 2 else 5 end`,
        status_changed_at: 'm.at',
        send_amount: `500 + i % 4500`,
        payment_bank_id: `b.banks[1 + i % array_length(b.banks, 1)]`,
        collection_account_id: `b.accounts[1 + i % array_length(b.accounts, 1)]`,
        customer_operation_number: `lpad(i::text, 10, '0')`,
        idempotency_key: `'bench-' || i`,
        expires_at: `m.at + interval '20 minutes'`,
        finalized_at: 'm.at',
        created_at: 'm.at',
        updated_at: 'm.at',
      },
    });
    await db.query(
      `insert into ledger_entries (cambix_account_id, direction, amount, kind, order_id, concept, balance_after,
         operated_on, created_at)
       select collection_account_id, 'ingreso', send_amount, 'payment', id, 'Pago de la orden ' || code, 0,
         (created_at at time zone 'America/Lima')::date, created_at
       from orders where id > ${lastId} and status = 5`,
    );
    await db.query(
      `with made as (
         insert into notifications (uuid, title, body, link, "group", created_at)
         select gen_random_uuid(), 'Orden ' || code, 'Orden terminada', '/ordenes', 'ordenes', created_at
         from orders where id > ${lastId} and id % 10 = 0
         returning uuid, created_at)
       insert into notification_recipients (notification_uuid, user_id, created_at, read_at)
       select uuid, ${staffId}, created_at, created_at from made`,
    );
  }
  // VACUUM as autovacuum would in steady state: rows written after a GIN index was made wait in its pending
  // list, which every search then reads whole.
  await db.query('vacuum analyze');
}

// Kept-alive sockets, as a browser's: a new connection per request would time the handshake.
const agent = new http.Agent({ keepAlive: true });

/**
 * The answer as a browser asks for it (br or gzip), timed to its last byte; decoded after the clock stops.
 * fetch() decoded brotli through a stream in the measured time, ~3 ms on an 8 KB page that the server had
 * compressed in 0.1 ms, so a full page looked slower than a one-row one for the client's sake alone.
 */
function fetchRaw(url, headers, route) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      `${url}${route}`,
      { agent, headers: { ...headers, 'accept-encoding': 'br, gzip' } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw
          ).toString('utf8');
          resolve({ ms, status: response.statusCode, body: JSON.parse(text) });
        });
      },
    );
    request.on('error', reject);
  });
}

/** The keyset cursor of the staff list at the row nine tenths down, in the API's format (time_id, base64url). */
async function deepOrderCursor(db) {
  const { rows } = await db.query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor
     from orders order by created_at desc, id desc offset (select count(*) * 9 / 10 from orders) limit 1`,
  );
  return Buffer.from(rows[0].cursor).toString('base64url');
}

/** What each list is asked, as whom: [label, who, path]. Paths that need data are read from the database. */
async function routes(db) {
  const one = async (query, params = []) => (await db.query(query, params)).rows[0];
  const middleOrder = await one(
    `select code, customer_operation_number as op from orders order by id offset (select count(*) / 2 from orders) limit 1`,
  );
  const customer = await one(
    `select id, document_number, nombres, apellido_paterno from users where document_number like '7%'
     order by id offset (select count(*) / 2 from users where document_number like '7%') limit 1`,
  );
  const ana = await one(`select id from users where document_number = $1`, [CUSTOMER_DNI]);
  const anaOrders = await count(db, 'orders', `user_id = ${ana.id}`);
  const bank = await one(`select min(bank_id) as id from cambix_accounts`);
  const deepLedger = await one(
    `select id from ledger_entries order by id offset (select count(*) / 10 from ledger_entries) limit 1`,
  );
  const partnerOrder = await one(
    `select code from orders where partner_id = (select partner_id from users where document_number = $1)
     order by id offset (select count(*) / 2 from orders where channel = 'partner') / 2 limit 1`,
    [PARTNER_DNI],
  );
  const customers = await count(db, 'users', `document_number like '7%'`);
  const name = encodeURIComponent(`${customer.nombres} ${customer.apellido_paterno}`);
  return [
    ['Órdenes: first page', 'staff', '/api/admin/orders?size=25'],
    ['Órdenes: status and bank', 'staff', `/api/admin/orders?status=5&bankId=${bank.id}&size=25`],
    ['Órdenes: search by code', 'staff', `/api/admin/orders?q=${middleOrder.code}&size=25`],
    ['Órdenes: search by operation number', 'staff', `/api/admin/orders?q=${middleOrder.op}&size=25`],
    ['Órdenes: search by document', 'staff', `/api/admin/orders?q=${customer.document_number}&size=25`],
    ['Órdenes: search by name', 'staff', `/api/admin/orders?q=${name}&size=25`],
    ['Órdenes: deep page (cursor)', 'staff', `/api/admin/orders?size=25&cursor=${await deepOrderCursor(db)}`],
    ['Órdenes: payments queue', 'staff', '/api/admin/orders/payments-queue'],
    ['Órdenes: payouts queue', 'staff', '/api/admin/orders/payouts-queue'],
    ['Mis órdenes: first page', 'customer', '/api/listOrders?page=1&size=10'],
    [
      'Mis órdenes: last page',
      'customer',
      `/api/listOrders?page=${Math.max(1, Math.ceil(anaOrders / 10))}&size=10`,
    ],
    ['Clientes: first page', 'staff', '/api/admin/users?page=1&pageSize=25'],
    ['Clientes: search by name', 'staff', `/api/admin/users?q=${name}&page=1&pageSize=25`],
    [
      'Clientes: search by document',
      'staff',
      `/api/admin/users?q=${customer.document_number}&page=1&pageSize=25`,
    ],
    [
      'Clientes: last page',
      'staff',
      `/api/admin/users?page=${Math.max(1, Math.floor(customers / 25))}&pageSize=25`,
    ],
    ['Cliente: their orders', 'staff', `/api/admin/users/${ana.id}/orders`],
    ['Movimientos: first page', 'staff', '/api/admin/finance/movements'],
    ['Movimientos: deep page (cursor)', 'staff', `/api/admin/finance/movements?cursor=${deepLedger.id}`],
    ['Socio: orders first page', 'partner', '/api/partner/orders'],
    ['Socio: search by code', 'partner', `/api/partner/orders?q=${partnerOrder.code}`],
    ['Órdenes de socios: first page', 'staff', '/api/admin/external-orders'],
    ['Notificaciones', 'staff', '/api/notifications'],
  ];
}

/**
 * Each list's median time on both databases, asked in turns (three rounds to warm up, then `SAMPLES`): a
 * moment of load on the machine then falls on both sizes alike instead of on whichever was measured then.
 */
async function measureSideBySide(sides) {
  const results = sides.map(() => new Map());
  for (const [index, [label, role]] of sides[0].routes.entries()) {
    const times = sides.map(() => []);
    for (let round = 0; round < SAMPLES + 3; round++) {
      for (const [at, side] of sides.entries()) {
        const route = side.routes[index][2];
        const answer = await fetchRaw(side.url, side.who[role], route);
        if (answer.status >= 400)
          throw new Error(`${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
        if (round >= 3) times[at].push(answer.ms);
      }
    }
    sides.forEach((side, at) =>
      results[at].set(label, { route: side.routes[index][2], ms: median(times[at]) }),
    );
  }
  return results;
}

/** Every side opened so far, for the cleanup to close and drop. */
const opened = [];

/** A database of its own for `size` orders, its server, and the lists asked of it. */
async function openSide(size) {
  const name = `cambix_bench_lists_${process.pid}_${size}`;
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  await withClient(ADMIN_URL, (admin) => admin.query(`create database ${name}`));
  const side = { size, name, databaseUrl };
  opened.push(side);
  side.server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  side.url = side.server.url;
  side.db = new pg.Client({ connectionString: databaseUrl });
  await side.db.connect();
  await side.db.query('set synchronous_commit = off');
  side.who = {
    staff: bearer((await signIn(side.server.url, STAFF_DNI)).token),
    customer: bearer((await signIn(side.server.url, CUSTOMER_DNI)).token),
    partner: bearer((await signIn(side.server.url, PARTNER_DNI)).token),
  };
  const started = Date.now();
  await grow(side.db, size);
  side.fillSeconds = (Date.now() - started) / 1000;
  side.routes = await routes(side.db);
  return side;
}

try {
  const small = await openSide(SMALL);
  const large = await openSide(LARGE);
  const [smallTimes, largeTimes] = await measureSideBySide([small, large]);
  const figures = [...largeTimes].map(([label, result]) => {
    const floor = smallTimes.get(label).ms;
    const ratio = result.ms / floor;
    return figure({
      name: `${label} at ${LARGE.toLocaleString('en')} orders`,
      value: Math.round(result.ms * 100) / 100,
      unit: 'ms (median)',
      floor: Math.round(floor * 100) / 100,
      floorLabel: `same list at ${SMALL.toLocaleString('en')} orders, asked in turns with it`,
      budget: `≤ ${BUDGET}x floor`,
      meets: ratio <= BUDGET,
      note: result.route,
    });
  });
  console.error(`filled ${LARGE} orders in ${large.fillSeconds.toFixed(1)} s`);
  emit(figures);
} finally {
  for (const side of opened) {
    await side.db?.end();
    await side.server?.stop();
    // BENCH_KEEP_DB=1 leaves the filled databases for EXPLAIN ANALYZE by hand.
    if (process.env.BENCH_KEEP_DB) console.error(`kept ${side.databaseUrl}`);
    else
      await withClient(ADMIN_URL, (admin) =>
        admin.query(`drop database if exists ${side.name} with (force)`),
      );
  }
}
