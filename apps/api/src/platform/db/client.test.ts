import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-database.ts';
import { afterCommit } from './after-commit.ts';
import { openDatabase, type Database, type Queryable } from './client.ts';
import { uniqueViolation } from './errors.ts';

const embedded = !process.env.TEST_DATABASE_URL;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table probe (id int primary key, name text constraint probe_name unique)`,
  );
});
afterAll(() => database.close());

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const names = async (db: Queryable = database.db) =>
  (await rows<{ name: string }>(db, sql`select name from probe order by id`)).map((row) => row.name);

describe(`the database client (${embedded ? 'PGlite in its thread' : 'PostgreSQL'})`, () => {
  it('commits a transaction, then runs what waited for its commit', async () => {
    const seen: string[][] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1, 'uno')`);
      afterCommit(tx, () => void names().then((rows) => seen.push(rows)));
      expect(seen).toEqual([]);
    });
    await expect.poll(() => seen).toEqual([['uno']]);
  });

  it('rolls a failed transaction back whole and runs nothing that waited for its commit', async () => {
    let ran = false;
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (2, 'dos')`);
      afterCommit(tx, () => (ran = true));
      await tx.execute(sql`insert into probe values (3, 'uno')`);
    });
    await expect(failing).rejects.toSatisfy((error) => uniqueViolation(error) === 'probe_name');
    expect(await names()).toEqual(['uno']);
    expect(ran).toBe(false);
  });

  it('runs a transaction that lost a race (40001) again, and its second run commits', async () => {
    let runs = 0;
    await database.db.transaction(async (tx) => {
      runs++;
      await tx.execute(sql`insert into probe values (4, 'cuatro')`);
      if (runs === 1) {
        await tx.execute(sql`do $$ begin raise exception 'conflict' using errcode = '40001'; end $$`);
      }
    });
    expect(runs).toBe(2);
    expect(await names()).toEqual(['uno', 'cuatro']);
  });

  it('reads numeric and timestamp columns as the PostgreSQL driver does', async () => {
    const [row] = await rows<{ amount: string; at: string }>(
      database.db,
      sql`select 1500.25::numeric(14,2) as amount, timestamptz '2026-11-27 15:00:00+00' as at`,
    );
    expect(row?.amount).toBe('1500.25');
    expect(new Date(row?.at ?? '').toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });
});

// Each starts a database or runs a long query: minutes on a loaded machine.
describe.skipIf(!embedded)('PGlite in its own thread', { timeout: 180_000 }, () => {
  it('leaves the event loop free while it works', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await database.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
    } finally {
      clearInterval(timer);
    }
    // On the main thread the timer could not fire until the query's end.
    expect(ticks).toBeGreaterThan(3);
  });

  it('dumps the database, and one started from the dump holds the same rows', async () => {
    const copy = await openDatabase({ dataDir: null, snapshot: await database.dump!() });
    try {
      expect(await names(copy.db)).toEqual(['uno', 'cuatro']);
    } finally {
      await copy.close();
    }
  });

  it('keeps what it wrote in its folder across a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-db-'));
    try {
      const first = await openDatabase({ dataDir, snapshot: await database.dump!() });
      await first.db.execute(sql`insert into probe values (5, 'cinco')`);
      await first.close();
      const second = await openDatabase({ dataDir });
      expect(await names(second.db)).toEqual(['uno', 'cuatro', 'cinco']);
      await second.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
