#!/usr/bin/env node
// New orders (issue 19, target 2): 50 customers, each on a keep-alive connection of their own, creating
// orders back to back (POST /api/order/new-order) for BENCH_SECONDS, on PostgreSQL (budget ≥ 500/s) and on
// PGlite (reported against PostgreSQL, its peer in the same run). Statements per order are counted by a
// small proxy between the server and PostgreSQL that reads the wire protocol (a simple Query or an
// Execute is one statement), over sequential orders: no pg_stat_statements needed, and the same for
// BENCH_ROOT's checkout.
//
// The customers are copies of the demo customer Ana (validated, with a BCP account), made with SQL on the
// database before they sign in: on PostgreSQL in the database this script creates, on PGlite in the data
// folder while the server is stopped. Each new order replaces the customer's open one (decision 030), so
// the month's usage never grows and the limit never stops the run. The per-address rate limits stay on:
// the server trusts the bench as its proxy (TRUST_PROXY) and each request comes from its own address.
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { httpLoad } from './lib/load.mjs';
import { emit, figure, median } from './lib/report.mjs';
import { startServer, targetRoot } from './lib/server.mjs';
import { APP_KEY, DEMO_PASSWORD, sealPassword } from './lib/sign-in.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CUSTOMERS = 50;
const COUNTED_ORDERS = 20;
const BUDGET_PER_SECOND = 500;
const TEMPLATE_DNI = '40000001';
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverEnv = { TRUST_PROXY: '127.0.0.1', SEED_DEMO: 'true' };
const dniOf = (i) => `8${String(i).padStart(7, '0')}`;

const requireFrom = (await import('node:module')).createRequire(path.join(targetRoot, 'package.json'));
const pg = requireFrom('pg');

/** The SQL that copies Ana into CUSTOMERS customers with a copy of her PEN account each. */
async function customerCopies(query) {
  const columns = async (table) =>
    (
      await query(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1
         and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      )
    ).map((row) => row.column_name);
  const userColumns = await columns('users');
  const accountColumns = await columns('bank_accounts');
  const userValue = (column) =>
    ({
      document_number: `'8' || lpad(i::text, 7, '0')`,
      email: `'bench.order.' || i || '@example.pe'`,
      referred_by_code: 'null',
    })[column] ?? `u.${column}`;
  return [
    `insert into users (${userColumns.join(', ')})
     select ${userColumns.map(userValue).join(', ')}
     from users u cross join generate_series(1, ${CUSTOMERS}) as i where u.document_number = '${TEMPLATE_DNI}'`,
    `insert into bank_accounts (${accountColumns.join(', ')})
     select ${accountColumns.map((column) => (column === 'user_id' ? 'c.id' : `a.${column}`)).join(', ')}
     from users c
     join users ana on ana.document_number = '${TEMPLATE_DNI}'
     join lateral (select * from bank_accounts where user_id = ana.id and currency = 'PEN' and deleted_at is null
                   order by id limit 1) a on true
     where c.email like 'bench.order.%'`,
  ];
}

async function api(url, method, route, { token, body, from } = {}) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : APP_KEY),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Each copy signs in (from an address of its own) and finds its BCP account: one order request each. */
async function signInCustomers(url) {
  const banks = await api(url, 'GET', '/api/banks');
  const bcp = banks.find((bank) => bank.code === '002');
  const customers = [];
  for (let i = 1; i <= CUSTOMERS; i++) {
    const from = `198.19.0.${i}`;
    const { token } = await api(url, 'POST', '/api/auth/login', {
      body: { dni: dniOf(i), password: await sealPassword(url, DEMO_PASSWORD, { 'x-forwarded-for': from }) },
      from,
    });
    const accounts = await api(url, 'GET', '/api/listBanksUser', { token, from });
    const account = accounts.find((candidate) => candidate.bank.id === bcp.id);
    customers.push({ token, bankId: bcp.id, accountId: account.id });
  }
  return customers;
}

const run = crypto.randomBytes(4).toString('hex');
const orderRequest = ({ token, bankId, accountId }) => ({
  method: 'POST',
  path: '/api/order/new-order',
  headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.18.{{n}}` },
  body: {
    idempotencyKey: '{{uuid}}',
    bankId,
    sendAmount: '500',
    destinationAccountId: accountId,
    fundsOrigin: 'ahorros',
  },
});

/** orders/s and p95 of ROUNDS runs of SECONDS (median), after a short warm-up. */
async function measure(server, customers) {
  const requests = customers.map(orderRequest);
  const load = (seconds) =>
    httpLoad({ port: server.port, requests, connections: CUSTOMERS, seconds, pinned: true, fresh: true });
  const warm = await load(2);
  if (warm.failed > 0) throw new Error(`warm-up: ${JSON.stringify(warm.statuses)}`);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await load(SECONDS));
  const failed = rounds.reduce((sum, round) => sum + round.failed, 0);
  return {
    rps: median(rounds.map((round) => round.rps)),
    p95: median(rounds.map((round) => round.p95)),
    failed,
    statuses: rounds.map((round) => round.statuses),
  };
}

/**
 * A TCP proxy in front of PostgreSQL that counts the statements clients send: each simple Query ('Q')
 * and each Execute ('E') of the extended protocol.
 */
async function countingProxy(target) {
  let statements = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    let buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // The startup message (and an SSL request before it) has a length but no type byte.
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          if (code !== 80877103) started = true;
          continue;
        }
        if (buffer.length < 5) break;
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) break;
        if (buffer[0] === 0x51 || buffer[0] === 0x45) statements += 1;
        buffer = buffer.subarray(length + 1);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    count: () => statements,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function onPostgres() {
  const name = `cambix_bench_new_order_${run}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const proxy = await countingProxy({ host: url.hostname, port: Number(url.port || 5432) });
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const direct = new pg.Client({ connectionString: url.toString() });
  let server;
  try {
    // First through the counting proxy: statements per order, one order at a time.
    server = await startServer({ env: { ...serverEnv, DATABASE_URL: proxied.toString() } });
    const dataDir = server.dataDir;
    await direct.connect();
    for (const statement of await customerCopies(
      async (text, values) => (await direct.query(text, values)).rows,
    ))
      await direct.query(statement);
    const customers = await signInCustomers(server.url);
    const one = customers[0];
    const order = (i) =>
      api(server.url, 'POST', '/api/order/new-order', {
        token: one.token,
        body: { ...orderRequest(one).body, idempotencyKey: crypto.randomUUID() },
        from: `198.17.0.${i}`,
      });
    await order(0); // from here on each order replaces an open one, as in the load
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = proxy.count();
    for (let i = 1; i <= COUNTED_ORDERS; i++) await order(i);
    // After-commit work (events) ends shortly after the answer: it counts as part of the order.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const statements = (proxy.count() - before) / COUNTED_ORDERS;
    await server.stop();
    // Then straight to PostgreSQL, same data folder (same keys: the tokens stay valid).
    server = await startServer({ env: { ...serverEnv, DATABASE_URL: url.toString() }, dataDir });
    const result = await measure(server, customers);
    return { ...result, statements };
  } finally {
    await server?.stop();
    await proxy.close();
    await direct.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onPglite() {
  const { PGlite } = await import(requireFrom.resolve('@electric-sql/pglite'));
  // The database holds pg_trgm (screening, decision 153): PGlite opens it only with the extension loaded.
  const { pg_trgm } = await import(requireFrom.resolve('@electric-sql/pglite/contrib/pg_trgm'));
  // The first start migrates and seeds; the copies are made while it is stopped (PGlite has one owner).
  let server = await startServer({ env: serverEnv });
  const dataDir = server.dataDir;
  await server.stop();
  try {
    const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    await db.waitReady;
    for (const statement of await customerCopies(async (text, values) => (await db.query(text, values)).rows))
      await db.exec(statement);
    await db.close();
    server = await startServer({ env: serverEnv, dataDir });
    return await measure(server, await signInCustomers(server.url));
  } finally {
    await server.stop();
  }
}

// Each database on its own: one that fails to start (a loaded machine) still leaves the other's figures.
const attempt = async (label, run) => {
  try {
    const result = await run();
    console.error(`${label}: ${JSON.stringify(result)}`);
    return result;
  } catch (error) {
    console.error(`${label} failed: ${error.message}`);
    return { rps: 0, p95: 0, failed: -1, statements: Number.NaN, error: error.message };
  }
};
const drivers = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',');
const postgres = drivers.includes('postgres') ? await attempt('PostgreSQL', onPostgres) : null;
const pglite = drivers.includes('pglite') ? await attempt('PGlite', onPglite) : null;
const detail = (result) =>
  result.error
    ? `not measured: ${result.error}`
    : `p95 ${result.p95.toFixed(0)} ms; ${CUSTOMERS} customers, ${SECONDS} s x ${ROUNDS} (median); failed ${result.failed}`;
const figures = [];
if (postgres) {
  figures.push(
    figure({
      name: 'New order, PostgreSQL, 50 customers',
      value: postgres.rps,
      unit: 'orders/s',
      budget: `≥ ${BUDGET_PER_SECOND}/s`,
      meets: postgres.rps >= BUDGET_PER_SECOND && postgres.failed === 0,
      note: detail(postgres),
    }),
    figure({
      name: 'New order, SQL statements per order',
      value: postgres.statements,
      unit: 'statements',
      budget: '< 27 (issue 19: 27, several repeated)',
      meets: postgres.statements < 27,
      note: `${COUNTED_ORDERS} sequential orders, each replacing the open one, counted at the wire (Query + Execute)`,
    }),
  );
}
if (pglite) {
  figures.push(
    figure({
      name: 'New order, PGlite, 50 customers',
      value: pglite.rps,
      unit: 'orders/s',
      floor: postgres?.rps || null,
      floorLabel: 'the same on PostgreSQL',
      budget: 'not set (reported against PostgreSQL)',
      meets: null,
      note: detail(pglite),
    }),
  );
}
emit(figures);
