import type { IncidentDetail, IncidentList } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, securityIncidentEntries, securityIncidents } from '../../platform/db/schema/index.ts';

type Headers = Record<string, string>;
const INCIDENTS = '/api/admin/security-incidents';
const MS = 1;

let t: TestApp;
let admin: Headers;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();
const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const incidentInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Correo con datos enviado al destinatario equivocado',
  description: 'Un colaborador envió una hoja con nombres y DNI a un proveedor por error.',
  occurredAt: ago(3 * 3_600_000),
  detectedAt: ago(2 * 3_600_000),
  dataKinds: 'Nombres, DNI, correo',
  affected: 'Clientes con órdenes del 1 de diciembre',
  affectedCount: 12,
  measures: 'Se pidió al proveedor borrar el correo y confirmarlo por escrito.',
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}, as = admin) {
  const response = await call(as, 'POST', INCIDENTS, incidentInput(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return body<IncidentDetail>(response).data;
}

describe('the security-incident register', () => {
  it('registers an incident with its customers and first entry, audited with the real actor', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const incident = await created({ customerIds: [customer.id], authorityNotifiedAt: null });

    expect(incident).toMatchObject({
      code: `INC-${String(incident.id).padStart(5, '0')}`,
      status: 'abierto',
      affectedCount: 12,
      authorityNotifiedAt: null,
      peopleNotifiedAt: null,
      customers: [{ id: customer.id, document: `DNI ${customer.documentNumber}` }],
    });
    expect(incident.timeline).toMatchObject([{ kind: 'registro', changes: [] }]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'security-incident.create'), eq(auditLog.targetId, String(incident.id))),
      );
    expect(audit?.actorId).toBe(adminId);

    const list = body<IncidentList>(await call(admin, 'GET', `${INCIDENTS}?status=abierto`)).data;
    expect(list.rows.map((row) => row.id)).toContain(incident.id);
  });

  it('accepts detection at the instant it occurred and refuses it one millisecond before', async () => {
    const at = ago(3_600_000);
    await created({ occurredAt: at, detectedAt: at });
    const response = await call(
      admin,
      'POST',
      INCIDENTS,
      incidentInput({ occurredAt: at, detectedAt: new Date(Date.parse(at) - MS).toISOString() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INCIDENT_DATES_INVALID' });
  });

  it('accepts a date at now and refuses one a millisecond in the future', async () => {
    await created({ detectedAt: ago(0) });
    const response = await call(admin, 'POST', INCIDENTS, incidentInput({ detectedAt: ago(-MS) }));
    expect(response.json()).toMatchObject({ code: 'INCIDENT_DATES_INVALID' });
  });

  it('refuses a notification before the detection, by one millisecond, and accepts it at the detection', async () => {
    const incident = await created();
    const before = new Date(Date.parse(incident.detectedAt) - MS).toISOString();
    const refused = await call(admin, 'POST', `${INCIDENTS}/${incident.id}/entries`, {
      note: 'Se notificó a la ANPD.',
      authorityNotifiedAt: before,
    });
    expect(refused.json()).toMatchObject({ code: 'INCIDENT_DATES_INVALID' });
    const accepted = await call(admin, 'POST', `${INCIDENTS}/${incident.id}/entries`, {
      note: 'Se notificó a la ANPD.',
      authorityNotifiedAt: incident.detectedAt,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('records later changes as timeline entries with before and after, and closes and reopens', async () => {
    const incident = await created();
    const notified = ago(0);
    const response = await call(admin, 'POST', `${INCIDENTS}/${incident.id}/entries`, {
      note: 'Se notificó a la ANPD y a los afectados; se cierra.',
      authorityNotifiedAt: notified,
      peopleNotifiedAt: notified,
      affectedCount: 14,
      status: 'cerrado',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = body<IncidentDetail>(response).data;
    expect(after).toMatchObject({ status: 'cerrado', affectedCount: 14, authorityNotifiedAt: notified });
    expect(after.timeline).toHaveLength(2);
    expect(after.timeline[1]).toMatchObject({
      kind: 'actualizacion',
      note: 'Se notificó a la ANPD y a los afectados; se cierra.',
      changes: [
        { field: 'affectedCount', before: '12', after: '14' },
        { field: 'authorityNotifiedAt', before: null, after: notified },
        { field: 'peopleNotifiedAt', before: null, after: notified },
        { field: 'status', before: 'abierto', after: 'cerrado' },
      ],
    });

    const again = await call(admin, 'POST', `${INCIDENTS}/${incident.id}/entries`, {
      note: 'Cerrar otra vez.',
      status: 'cerrado',
    });
    expect(again.json()).toMatchObject({ code: 'INCIDENT_NOTHING_CHANGED' });
    const reopened = await call(admin, 'POST', `${INCIDENTS}/${incident.id}/entries`, {
      note: 'Aparecieron más afectados.',
      status: 'abierto',
    });
    expect(body<IncidentDetail>(reopened).data.status).toBe('abierto');
  });

  it('never deletes an incident nor changes an entry, even by hand', async () => {
    const incident = await created();
    await expect(
      t.ctx.db.delete(securityIncidents).where(eq(securityIncidents.id, incident.id)),
    ).rejects.toThrow();
    await expect(
      t.ctx.db
        .update(securityIncidentEntries)
        .set({ note: 'otra cosa' })
        .where(eq(securityIncidentEntries.incidentId, incident.id)),
    ).rejects.toThrow();
    await expect(
      t.ctx.db.delete(securityIncidentEntries).where(eq(securityIncidentEntries.incidentId, incident.id)),
    ).rejects.toThrow();
  });

  it('refuses a linked id that is not a customer, and an incident that does not exist', async () => {
    const response = await call(admin, 'POST', INCIDENTS, incidentInput({ customerIds: [adminId] }));
    expect(response.json()).toMatchObject({ code: 'INCIDENT_CUSTOMER_NOT_FOUND' });
    const missing = await call(admin, 'GET', `${INCIDENTS}/999999`);
    expect(missing.statusCode).toBe(404);
  });

  it('lets view read and only edit record', async () => {
    const incident = await created();
    const viewer = await signedInColaborador(t, [
      { module: 'datos-personales', canView: true, canEdit: false },
    ]);
    expect((await call(viewer.headers, 'GET', `${INCIDENTS}/${incident.id}`)).statusCode).toBe(200);
    expect((await call(viewer.headers, 'POST', INCIDENTS, incidentInput())).statusCode).toBe(403);
    expect(
      (await call(viewer.headers, 'POST', `${INCIDENTS}/${incident.id}/entries`, { note: 'Nota de prueba.' }))
        .statusCode,
    ).toBe(403);
    const editor = await signedInColaborador(t, [
      { module: 'datos-personales', canView: true, canEdit: true },
    ]);
    const entry = await call(editor.headers, 'POST', `${INCIDENTS}/${incident.id}/entries`, {
      note: 'Nota del editor.',
    });
    expect(body<IncidentDetail>(entry).data.timeline.at(-1)?.actor).toBe('Colaboradora Sin Permiso');
    const outsider = await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: true }]);
    expect((await call(outsider.headers, 'GET', INCIDENTS)).statusCode).toBe(403);
  });

  it('audits every read, list and detail, with the real reader and what it showed', async () => {
    const incident = await created();
    const viewer = await signedInColaborador(t, [
      { module: 'datos-personales', canView: true, canEdit: false },
    ]);
    const reads = () =>
      t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'security-incident.read'), eq(auditLog.actorId, viewer.user.id)))
        .orderBy(auditLog.id);

    const list = await call(viewer.headers, 'GET', `${INCIDENTS}?status=abierto`);
    expect(list.statusCode).toBe(200);
    const shown = body<IncidentList>(list).data.rows.map((row) => row.id);
    expect(shown).toContain(incident.id);
    expect((await call(viewer.headers, 'GET', `${INCIDENTS}/${incident.id}`)).statusCode).toBe(200);

    expect((await reads()).map((row) => [row.targetId, row.after])).toEqual([
      ['abierto', { incidentIds: shown }],
      [String(incident.id), null],
    ]);
    // A refused read is no read: nothing shown, nothing logged.
    expect((await call(viewer.headers, 'GET', `${INCIDENTS}/999999`)).statusCode).toBe(404);
    expect(await reads()).toHaveLength(2);
  });
});
