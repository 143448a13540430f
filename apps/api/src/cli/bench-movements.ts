// `npm run bench` (Movimientos): GET /api/admin/finance/movements, first page, a deep keyset page near the
// oldest rows and one account's pages, with a thousand ledger rows and again with a million, on
// PostgreSQL (decision 096: a page costs the same at the first row and at the millionth; budget within 2x).
// BENCH_EXPLAIN=1 also prints the query plans of the id selection at each size, on stderr.
import { movementFilters } from '@cambix/contract/schemas';
import { sql } from 'drizzle-orm';
import { isNarrowRange, movementIdsQuery } from '../modules/ledger/list-movements.ts';
import { encryptPassword } from '../platform/security/password-decryption.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { createBenchApp } from './bench-app.ts';

const SMALL_ROWS = 1_000;
const LARGE_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const BATCH = 100_000;
const SAMPLES = 100;
const ADMIN_DNI = '10000001';

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
if (!databaseUrl) {
  console.info(
    JSON.stringify({ skipped: 'no BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL: PostgreSQL only' }),
  );
  process.exit(0);
}
process.env.BENCH_DATABASE_URL = databaseUrl;

const bench = await createBenchApp({ demo: true });
const { app, ctx } = bench;

const adminLogin = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { authorization: 'AppKey cambix-web' },
  payload: { dni: ADMIN_DNI, password: encryptPassword(ctx.keys, DEMO_PASSWORD) },
});
const headers = { authorization: `Bearer ${(adminLogin.json() as { data: { token: string } }).data.token}` };

type Rows = { rows: Record<string, unknown>[] };
const query = async (statement: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(statement)) as unknown as Rows).rows;

const rowCount = async () => Number((await query(sql`select count(*)::int as n from ledger_entries`))[0]!.n);

/**
 * Appends `count` rows spread over every Cambix account, as the pipeline and staff would write them: ids in
 * time order, operated_on the Lima day of created_at, and balance_after the account's running sum in id
 * order, carried on from each account's last row (a window function over the batch).
 */
async function appendRows(count: number): Promise<void> {
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const start = (await rowCount()) + 1;
    await ctx.db.execute(sql`
      insert into ledger_entries (cambix_account_id, direction, amount, kind, balance_after, operated_on,
        operation_number, concept, note, created_at)
      select s.account_id, s.direction, s.amount, 'manual',
        coalesce(last.balance_after, 0)
          + sum(case when s.direction = 'ingreso' then s.amount else -s.amount end)
              over (partition by s.account_id order by s.i),
        (s.at at time zone 'America/Lima')::date, 'OP' || s.i, s.concept, null, s.at
      from (
        select i, a.ids[1 + i % array_length(a.ids, 1)] as account_id,
          case when i % 3 = 0 then 'egreso' else 'ingreso' end as direction,
          (1 + (i * 37) % 5000 + (i % 100) / 100.0)::numeric(14, 2) as amount,
          case i % 4 when 0 then 'Comisión bancaria' when 1 then 'Pago de proveedor'
            when 2 then 'Aporte de capital' else 'Planilla' end as concept,
          -- Oldest first: one row every 30 seconds back from now, about a year for a million.
          now() - make_interval(secs => (${LARGE_ROWS + SMALL_ROWS} - i) * 30) as at
        from generate_series(${start}::int, ${start + size - 1}::int) as i
        cross join (select array_agg(id order by id) as ids from cambix_accounts) as a
      ) as s
      left join (
        select distinct on (cambix_account_id) cambix_account_id, balance_after
        from ledger_entries order by cambix_account_id, id desc
      ) as last on last.cambix_account_id = s.account_id
      order by s.i`);
  }
  await ctx.db.execute(sql`analyze ledger_entries`);
}

/** Fails the bench if any account's last balance_after is not the sum of its rows. */
async function checkBalances(): Promise<void> {
  const wrong = await query(sql`
    select e.cambix_account_id from ledger_entries e
    group by e.cambix_account_id
    having sum(case when e.direction = 'ingreso' then e.amount else -e.amount end) <>
      (select l.balance_after from ledger_entries l where l.cambix_account_id = e.cambix_account_id
       order by l.id desc limit 1)`);
  if (wrong.length > 0) throw new Error(`balance_after off for accounts ${JSON.stringify(wrong)}`);
}

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

async function timed(search: string) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/finance/movements?${search}`,
      headers,
      remoteAddress: nextAddress(),
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}: ${response.body}`);
    if ((response.json() as { data: { rows: unknown[] } }).data.rows.length !== 25) {
      throw new Error(`not a full page for ${search}`);
    }
  }
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** The id a hundredth of the way up from the oldest row (at least 30 rows in): a page near the end. */
async function deepCursor(accountId?: number): Promise<number> {
  const where = accountId === undefined ? sql`true` : sql`cambix_account_id = ${accountId}`;
  const [{ n } = { n: 0 }] = (await query(
    sql`select count(*)::int as n from ledger_entries where ${where}`,
  )) as {
    n: number;
  }[];
  const [row] = await query(
    sql`select id from ledger_entries where ${where} order by id asc offset ${Math.max(30, Math.floor(n / 100))} limit 1`,
  );
  return Number(row!.id);
}

async function explain(label: string, accountId: number, cursor: number, deepAccountCursor: number) {
  if (!process.env.BENCH_EXPLAIN) return;
  const none = movementFilters.parse({});
  const oneAccount = movementFilters.parse({ accountId: String(accountId) });
  const [oldest] = await query(sql`select min(operated_on)::text as day from ledger_entries`);
  const from = String(oldest!.day);
  const to = new Date(Date.parse(from) + 2 * 86_400_000).toISOString().slice(0, 10);
  const oldDays = movementFilters.parse({ from, to });
  const text = movementFilters.parse({ q: 'proveedor' });
  const cases = [
    ['first page', movementIdsQuery(ctx.db, none, undefined, 26)],
    ['deep page', movementIdsQuery(ctx.db, none, cursor, 26)],
    ['account, first page', movementIdsQuery(ctx.db, oneAccount, undefined, 26)],
    ['account, deep page', movementIdsQuery(ctx.db, oneAccount, deepAccountCursor, 26)],
    [
      'three old days',
      movementIdsQuery(ctx.db, oldDays, undefined, 26, await isNarrowRange(ctx.db, oldDays)),
    ],
    ['text', movementIdsQuery(ctx.db, text, undefined, 26)],
  ] as const;
  for (const [name, ids] of cases) {
    const plan = await query(sql`explain (analyze, costs off, timing off, summary off) ${ids}`);
    console.error(`── ${label}: ${name}\n${plan.map((line) => Object.values(line)[0]).join('\n')}`);
  }
}

async function measure(label: string) {
  const [account] = await query(sql`select id from cambix_accounts order by id limit 1`);
  const accountId = Number(account!.id);
  const cursor = await deepCursor();
  const accountCursor = await deepCursor(accountId);
  await explain(label, accountId, cursor, accountCursor);
  return {
    firstPage: await timed('limit=25'),
    deepPage: await timed(`limit=25&cursor=${cursor}`),
    accountPage: await timed(`limit=25&accountId=${accountId}`),
    accountDeepPage: await timed(`limit=25&accountId=${accountId}&cursor=${accountCursor}`),
  };
}

await appendRows(Math.max(0, SMALL_ROWS - (await rowCount())));
const smallRows = await rowCount();
await checkBalances();
await measure('warm-up'); // JIT, caches, prepared plans
const small = await measure(`${smallRows} rows`);

await appendRows(LARGE_ROWS - smallRows);
const largeRows = await rowCount();
await checkBalances();
await measure('warm-up');
const large = await measure(`${largeRows} rows`);

console.info(JSON.stringify({ driver: ctx.dbDriver, smallRows, largeRows, small, large }));
await bench.close();
