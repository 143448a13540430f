import {
  isValidCci,
  isValidRuc,
  ORDER_STATUS,
  type PartnerLinkView,
  type PartnerOrderPage,
} from '@cambix/contract';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.ts';
import {
  APP_KEY_HEADER,
  body,
  buildTestApp,
  demoAccount,
  type TestApp,
} from '../../test/support/test-app.ts';
import type { Database } from '../platform/db/client.ts';
import { partners, users } from '../platform/db/schema/index.ts';
import { DEMO_PARTNERS } from './demo-partners.ts';
import { seedDatabase } from './seed-database.ts';

let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  // As a demo database from before the partners: its accounts are there, no partner yet.
  await database.db.update(users).set({ partnerId: null }).where(isNotNull(users.partnerId));
  await database.db.delete(partners);
  await seedDatabase(database.db, { demo: true });
  await seedDatabase(database.db, { demo: true });
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the demo partners', () => {
  it('are seeded once, valid, each with its Externo', async () => {
    const rows = await database.db.select().from(partners);
    expect(rows.map((row) => row.name).sort()).toEqual(DEMO_PARTNERS.map((demo) => demo.name).sort());
    for (const row of rows) {
      expect(isValidRuc(row.ruc)).toBe(true);
      expect(isValidCci(row.payoutCci)).toBe(true);
    }
    for (const role of ['externo', 'externo2'] as const) {
      const [account] = await database.db
        .select({ partnerId: users.partnerId })
        .from(users)
        .where(eq(users.documentNumber, demoAccount(role).dni));
      expect(account?.partnerId).not.toBeNull();
    }
  });

  it("give the first partner two orders waiting for its clients' payment, with links that open", async () => {
    const page = body<PartnerOrderPage>(
      await t.app.inject({ method: 'GET', url: '/api/partner/orders', headers: await t.authAs('externo') }),
    ).data;
    expect(page.total).toBe(2);
    for (const order of page.items) {
      expect(order.status).toBe(ORDER_STATUS.TEMPORAL);
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/partner-link/${order.link.code}`,
        headers: APP_KEY_HEADER,
      });
      expect(body<PartnerLinkView>(view).data.state).toBe('activa');
    }
    const other = body<PartnerOrderPage>(
      await t.app.inject({ method: 'GET', url: '/api/partner/orders', headers: await t.authAs('externo2') }),
    ).data;
    expect(other.total).toBe(0);
  });
});
