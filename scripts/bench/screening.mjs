// `npm run bench screening`: screening every customer against a new list version of real size (decision 164).
// On a PostgreSQL database of its own, BENCH_SCREENING_CUSTOMERS customers (default 200, copies of the demo
// customer with made-up names) are screened again in the background after the officer imports a made-up
// OFAC sdn.csv of BENCH_SCREENING_ENTRIES entries (default 20,000, about the size of OFAC's list, each with
// an alias) through HTTP; the figure is the re-screening's milliseconds per customer, read from the
// version's progress. Its floor is the same re-screening against a list of one entry, in the same run.
import { createRequire } from 'node:module';
import path from 'node:path';
import { emit, figure } from './lib/report.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import { bearer, signIn } from './lib/sign-in.mjs';

const pg = createRequire(path.join(repoRoot, 'package.json'))('pg');

const ADMIN_URL = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = Number(process.env.BENCH_SCREENING_CUSTOMERS ?? 200);
const ENTRIES = Number(process.env.BENCH_SCREENING_ENTRIES ?? 20_000);
/** A list of real size screened again within ten minutes for 10,000 customers. */
const BUDGET_MS = 60;
const STAFF_DNI = '10000001';
const CUSTOMER_DNI = '40000001';

const dbName = `cambix_bench_screening_${process.pid}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Made-up words from a counter: names nobody has, of the length real ones have. */
const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'tu',
  'le',
  'sa',
  'no',
  'vi',
  'da',
  'pe',
  'qu',
  'lo',
  'ba',
  'ri',
  'fe',
  'zo',
];
const word = (n, length) =>
  Array.from({ length }, (_, i) => SYLLABLES[Math.floor(n / SYLLABLES.length ** i) % SYLLABLES.length]).join(
    '',
  );

/** sdn.csv as OFAC publishes it: twelve columns, `-0-` for empty, aliases in Remarks. */
function sdnCsv(count) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${word(i * 7 + 1, 4).toUpperCase()} ${word(i * 13 + 5, 3).toUpperCase()}, ${word(i, 3)} ${word(i * 3 + 2, 3)}`;
    const remarks = `a.k.a. '${word(i * 11 + 3, 3)} ${word(i * 17 + 9, 4)}'; Registro de ejemplo.`;
    rows.push(
      `${900000 + i},"${name}","individual","EJEMPLO",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"${remarks}"`,
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** Customers copied from the demo customer, each with a made-up name and document. */
async function addCustomers(db, count) {
  const { rows } = await db.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = 'users' and is_identity = 'NO' and is_generated = 'NEVER'
     order by ordinal_position`,
  );
  const overrides = {
    document_number: `'6' || lpad(k::text, 7, '0')`,
    email: `'bench.screening.' || k || '@example.pe'`,
    nombres: `'Bench ' || k`,
    apellido_paterno: `'Cliente'`,
    apellido_materno: `'Ejemplo ' || k`,
    celular: `'9' || lpad(k::text, 8, '0')`,
    referred_by_code: 'null',
  };
  const columns = rows.map((row) => row.column_name);
  await db.query(
    `insert into users (${columns.map((c) => JSON.stringify(c)).join(', ')})
     select ${columns.map((c) => overrides[c] ?? `t.${JSON.stringify(c)}`).join(', ')}
     from users t cross join generate_series(1, ${count}) as k where t.document_number = '${CUSTOMER_DNI}'`,
  );
}

async function importList(url, who, csv) {
  const form = new FormData();
  form.append('list', 'ofac');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'sdn.csv');
  const response = await fetch(`${url}/api/admin/compliance/lists`, {
    method: 'POST',
    headers: who,
    body: form,
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Imports the list and waits for the re-screening it starts; milliseconds per customer screened. */
async function rescreenMs(url, who, csv) {
  const started = Date.now();
  const version = await importList(url, who, csv);
  const importedAt = Date.now();
  for (;;) {
    const response = await fetch(`${url}/api/admin/compliance/lists`, { headers: who });
    const { rescreen } = (await response.json()).data.rows.find((row) => row.id === version.id);
    if (rescreen.finishedAt) {
      const total = rescreen.total;
      console.error(
        `${version.entryCount} entries: import ${importedAt - started} ms, ${total} customers screened in ${Date.now() - importedAt} ms`,
      );
      return (Date.now() - importedAt) / total;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await withClient(ADMIN_URL, (admin) => admin.query(`create database ${dbName}`));
let server;
try {
  server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  await withClient(databaseUrl, (db) => addCustomers(db, CUSTOMERS));
  const who = bearer((await signIn(server.url, STAFF_DNI)).token);
  const floor = await rescreenMs(server.url, who, sdnCsv(1));
  const value = await rescreenMs(server.url, who, sdnCsv(ENTRIES));
  emit([
    figure({
      name: `re-screening against a list of ${ENTRIES.toLocaleString('en')} entries`,
      value: Math.round(value * 100) / 100,
      unit: 'ms per customer',
      floor: Math.round(floor * 100) / 100,
      floorLabel: 'a list of one entry',
      budget: `≤ ${BUDGET_MS} ms per customer`,
      meets: value <= BUDGET_MS,
      note: `${CUSTOMERS} customers and the demo's, on PostgreSQL`,
    }),
  ]);
} finally {
  await server?.stop();
  // BENCH_KEEP_DB=1 leaves the database for EXPLAIN ANALYZE by hand.
  if (process.env.BENCH_KEEP_DB) console.error(`kept ${databaseUrl}`);
  else await withClient(ADMIN_URL, (admin) => admin.query(`drop database if exists ${dbName} with (force)`));
}
