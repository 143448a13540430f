import {
  isValidRuc,
  type CompanySettings,
  type ManualMovementPage,
  type MovementFormOptions,
} from '@cambix/contract';
import { SETTINGS_SCHEMAS } from '@cambix/contract/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningBalanceProblems } from '../../test/support/manual-movements.ts';
import { body, buildTestApp, type TestApp } from '../../test/support/test-app.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { cambixAccounts, ledgerEntries, manualMovements, settings } from '../platform/db/schema/index.ts';
import { DEMO_COMPANY } from './demo-finance.ts';
import { seedDatabase } from './seed-database.ts';

// A fresh demo database, as `npm start` makes one: PGlite in memory, whatever the tests run on.
let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seedDatabase(database.db, { demo: true, demoPartnerOrders: false });
  // Seeding again adds nothing.
  await seedDatabase(database.db, { demo: true, demoPartnerOrders: false });
  t = await buildTestApp({ database });
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the demo finance', () => {
  it('names the company with a valid RUC', async () => {
    const [row] = await database.db.select().from(settings).where(eq(settings.key, 'company'));
    const company = SETTINGS_SCHEMAS.company.parse(row?.value) as CompanySettings;
    expect(company).toEqual(DEMO_COMPANY);
    expect(company.ruc.startsWith('20') && isValidRuc(company.ruc)).toBe(true);
  });

  it('opens every account once and records the manual movements with consistent balances', async () => {
    const [accounts] = await database.db.select({ value: count() }).from(cambixAccounts);
    const openings = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'opening'));
    expect(openings).toHaveLength(accounts!.value);
    const movements = await database.db.select().from(manualMovements);
    expect(movements.length).toBeGreaterThanOrEqual(8);
    expect(movements.every((movement) => movement.state === 'recorded')).toBe(true);
    expect(movements.some((movement) => movement.type === 'transfer')).toBe(true);
    const manualRows = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'manual'));
    const transferRows = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'transfer'));
    expect(manualRows.length + transferRows.length).toBe(
      movements.reduce((total, movement) => total + (movement.type === 'transfer' ? 2 : 1), 0),
    );
    expect(await runningBalanceProblems(t)).toEqual([]);
  });

  it('shows on Egreso, each movement with a concept of Ajustes and its rows', async () => {
    const admin = await t.authAs('admin');
    const page = body<ManualMovementPage>(
      await t.app.inject({ method: 'GET', url: '/api/admin/finance/manual-movements', headers: admin }),
    ).data;
    const options = body<MovementFormOptions>(
      await t.app.inject({ method: 'GET', url: '/api/admin/finance/movement-options', headers: admin }),
    ).data;
    expect(page.total).toBeGreaterThanOrEqual(8);
    for (const movement of page.rows) {
      if (movement.type !== 'transfer') expect(options.concepts).toContain(movement.concept);
      expect(movement.entryIds.length).toBe(movement.type === 'transfer' ? 2 : 1);
    }
  });
});
