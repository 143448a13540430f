import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './src/platform/db/client.ts';
import { seedDatabase } from './src/seed/seed-database.ts';
let t = Date.now();
const d = await openDatabase({ dataDir: null });
await d.migrate(); await seedDatabase(d.db, { demo: true });
console.log('migrate+seed', Date.now() - t);
// @ts-ignore
const client = (d.db as any).$client as PGlite;
t = Date.now();
const dump = await client.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const c2 = new PGlite({ loadDataDir: dump });
await c2.waitReady;
console.log('load', Date.now() - t, (await c2.query('select count(*) from users')).rows);
t = Date.now();
const c3 = new PGlite(); await c3.waitReady;
console.log('empty', Date.now() - t);
