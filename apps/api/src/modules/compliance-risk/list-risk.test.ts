import type { CustomerRiskList } from '@cambix/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, customerRisk } from '../../platform/db/schema/index.ts';
import { recomputeRiskNow } from './recompute-risk.ts';

type Headers = Record<string, string>;

let t: TestApp;
let officer: { headers: Headers; user: { id: number } };
beforeAll(async () => {
  t = await buildTestApp();
  officer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
});
afterAll(() => t.close());

const list = async (query: Record<string, string>) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/compliance/risk?${new URLSearchParams(query).toString()}`,
    headers: officer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<CustomerRiskList>(response).data;
};

/** A customer with their level computed (low unless PEP). */
async function customerWithRisk(overrides: Parameters<typeof insertCustomer>[1] = {}) {
  const user = await insertCustomer(t.ctx, overrides);
  await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' });
  return user;
}

const lastReadAudit = async () => {
  const [audit] = await t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'compliance-risk.read'), eq(auditLog.actorId, officer.user.id)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return audit;
};

describe('Cumplimiento › Riesgo: pages and search', () => {
  it('the page boundary: exactly a page of customers is one page; one more makes two, without overlap', async () => {
    const surname = 'Quispicondori';
    const ids: number[] = [];
    for (let index = 0; index < 10; index += 1)
      ids.push((await customerWithRisk({ apellidoPaterno: surname })).id);

    const full = await list({ q: surname, pageSize: '10' });
    expect(full).toMatchObject({ total: 10, page: 1, pageSize: 10 });
    expect(full.rows.map((row) => row.customer.id).sort()).toEqual([...ids].sort());
    const past = await list({ q: surname, pageSize: '10', page: '2' });
    expect(past).toMatchObject({ total: 10, page: 2, rows: [] });
    // Every read is audited with exactly the customers it showed, even none.
    expect((await lastReadAudit())?.after).toEqual({ userIds: [], q: surname, page: 2 });

    ids.push((await customerWithRisk({ apellidoPaterno: surname })).id);
    const first = await list({ q: surname, pageSize: '10' });
    const second = await list({ q: surname, pageSize: '10', page: '2' });
    expect(first.total).toBe(11);
    expect(first.rows).toHaveLength(10);
    expect(second.rows).toHaveLength(1);
    const shown = [...first.rows, ...second.rows].map((row) => row.customer.id);
    expect(new Set(shown).size).toBe(11);
    expect([...shown].sort()).toEqual([...ids].sort());
    expect((await lastReadAudit())?.after).toEqual({
      userIds: [second.rows[0]!.customer.id],
      q: surname,
      page: 2,
    });
  });

  it('keeps the order across pages: overdue first, then high, medium, low; ties by id', async () => {
    const surname = 'Huamanchumo';
    const low = [
      await customerWithRisk({ apellidoPaterno: surname }),
      await customerWithRisk({ apellidoPaterno: surname }),
    ];
    const high = await customerWithRisk({ apellidoPaterno: surname, isPep: true });
    const late = await customerWithRisk({ apellidoPaterno: surname, isPep: true });
    // Today (Lima) is 2026-11-21: a review due yesterday is overdue.
    await t.ctx.db
      .update(customerRisk)
      .set({ reviewDueOn: '2026-11-20' })
      .where(eq(customerRisk.userId, late.id));
    // The two low ones computed at the same moment: the id decides.
    await t.ctx.db
      .update(customerRisk)
      .set({ computedAt: new Date('2026-11-01T15:00:00Z') })
      .where(eq(customerRisk.level, 'low'));
    const one = await list({ q: surname, pageSize: '10' });
    expect(one.rows.map((row) => row.customer.id)).toEqual([late.id, high.id, low[0]!.id, low[1]!.id]);
    expect(one.counts).toEqual({ low: 2, medium: 0, high: 2, overdue: 1 });
  });

  it('finds a name with accents typed without them, and a document number; counts follow the search', async () => {
    const jose = await customerWithRisk({
      nombres: 'José Ángel',
      apellidoPaterno: 'Ñúñez',
      apellidoMaterno: 'Ávila',
    });
    const pep = await customerWithRisk({
      nombres: 'María',
      apellidoPaterno: 'Ñúñez',
      apellidoMaterno: 'Cóndor',
      isPep: true,
    });
    await customerWithRisk({ nombres: 'Rosa', apellidoPaterno: 'Flores', apellidoMaterno: 'Huamán' });

    const byName = await list({ q: 'jose angel nunez avila' });
    expect(byName.rows.map((row) => row.customer.id)).toEqual([jose.id]);
    expect(byName.rows[0]!.customer.name).toBe('José Ángel Ñúñez Ávila');
    expect(byName.total).toBe(1);

    const bySurname = await list({ q: 'NUNEZ' });
    expect(bySurname.rows.map((row) => row.customer.id)).toEqual([pep.id, jose.id]);
    expect(bySurname.counts).toEqual({ low: 1, medium: 0, high: 1, overdue: 0 });
    const highOnly = await list({ q: 'nunez', level: 'high' });
    expect(highOnly).toMatchObject({ total: 1, counts: { low: 1, high: 1 } });
    expect(highOnly.rows.map((row) => row.customer.id)).toEqual([pep.id]);

    const byDocument = await list({ q: jose.documentNumber });
    expect(byDocument.rows.map((row) => row.customer.id)).toEqual([jose.id]);
    expect(byDocument.rows[0]!.customer.document).toBe(`DNI ${jose.documentNumber}`);
    expect((await lastReadAudit())?.after).toEqual({ userIds: [jose.id], q: jose.documentNumber, page: 1 });

    expect(await list({ q: 'zzzz-nadie' })).toMatchObject({
      rows: [],
      total: 0,
      counts: { low: 0, high: 0 },
    });
  });

  it('refuses a page or page size that is not one of Clientes', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=7', 'pageSize=200', `q=${'a'.repeat(101)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/compliance/risk?${query}`,
        headers: officer.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
    expect(await list({})).toMatchObject({ page: 1, pageSize: 25 });
  });
});
