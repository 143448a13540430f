import { ORDER_STATUS, type ComplianceCase, type ComplianceCaseList } from '@cambix/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador, signIn } from '../../../test/support/admin-orders.ts';
import { divisasTerms, finishOrder, publishMiddleBoard } from '../../../test/support/compliance-register.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { pdfTexts } from '../../../test/support/pdf-text.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  complianceAlerts,
  complianceCaseItems,
  complianceCases,
  users,
} from '../../platform/db/schema/index.ts';
import { raiseAlert } from '../compliance-alerts/index.ts';

type Headers = Record<string, string>;
const CASES = '/api/admin/compliance/cases';

let t: TestApp;
let admin: Headers;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
  await publishMiddleBoard(t);
});
afterAll(() => t.close());

let subjectSequence = 0;
/** A customer with a structuring alert, as the rule raises it at finalize. */
async function customerWithAlert(status: 'open' | 'confirmed' | 'discarded' = 'open') {
  subjectSequence += 1;
  const customer = await insertCustomer(t.ctx, {
    accountStatus: 'ACTIVO',
    nombres: 'Rosa Elena',
    apellidoPaterno: 'Quispe',
    apellidoMaterno: 'Mamani',
    ocupacion: 'Comerciante',
    direccion: 'Jr. Huallaga 123, Lima',
  });
  const alertId = await raiseStructuring(customer.id, `caso-${subjectSequence}`);
  if (status !== 'open') {
    await t.ctx.db.update(complianceAlerts).set({ status }).where(eq(complianceAlerts.id, alertId));
  }
  return { customer, alertId };
}

async function raiseStructuring(userId: number, subject: string): Promise<number> {
  const alert = await t.ctx.db.transaction((tx) =>
    raiseAlert(tx, {
      kind: 'structuring',
      userId,
      subject,
      holds: false,
      score: null,
      facts: { orderCodes: [], totalUsd: '5000.00', threshold: '5000.00', days: 7 },
      at: t.clock.now(),
    }),
  );
  return alert!.id;
}

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function opened(alertId: number, title = 'Fraccionamiento en noviembre'): Promise<ComplianceCase> {
  const response = await call(admin, 'POST', CASES, { alertId, title });
  expect(response.statusCode, response.body).toBe(200);
  return body<ComplianceCase>(response).data;
}

const readsOf = (caseTarget: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'compliance-case.read'), eq(auditLog.targetId, caseTarget)))
    .orderBy(desc(auditLog.id));

describe('opening a case from an alert', () => {
  it('opens it on the alert’s customer, confirms the open alert and audits it', async () => {
    const { customer, alertId } = await customerWithAlert('open');
    const opened_ = await opened(alertId);
    expect(opened_).toMatchObject({
      status: 'abierto',
      title: 'Fraccionamiento en noviembre',
      customer: { id: customer.id, name: 'Rosa Elena Quispe Mamani' },
      code: `CASO-${String(opened_.id).padStart(5, '0')}`,
      narrative: '',
      ros: null,
    });
    expect(opened_.items).toEqual([
      expect.objectContaining({
        kind: 'alert',
        alert: expect.objectContaining({ id: alertId, status: 'confirmed' }),
      }),
    ]);
    expect(opened_.items[0]!.addedBy).toMatch(/\S/);
    const [alert] = await t.ctx.db.select().from(complianceAlerts).where(eq(complianceAlerts.id, alertId));
    expect(alert).toMatchObject({ status: 'confirmed', decidedBy: adminId });
    expect(alert!.decisionReason).toContain(opened_.code);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'compliance-case.open'), eq(auditLog.targetId, String(opened_.id))));
    expect(audit).toMatchObject({ actorId: adminId, after: { alertId, userId: customer.id } });
  });

  it('opens one from an alert already confirmed, leaving its decision as it was', async () => {
    const { alertId } = await customerWithAlert('confirmed');
    await opened(alertId);
    const [alert] = await t.ctx.db.select().from(complianceAlerts).where(eq(complianceAlerts.id, alertId));
    expect(alert!.decidedBy).toBeNull();
  });

  it('refuses a discarded alert, an alert already in a case and a missing one', async () => {
    const discarded = await customerWithAlert('discarded');
    const refused = await call(admin, 'POST', CASES, { alertId: discarded.alertId, title: 'Caso' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('CASE_ALERT_DISCARDED');
    const { alertId } = await customerWithAlert();
    await opened(alertId);
    const twice = await call(admin, 'POST', CASES, { alertId, title: 'Otra vez' });
    expect(body(twice).code).toBe('CASE_ALERT_IN_CASE');
    const missing = await call(admin, 'POST', CASES, { alertId: 999_999, title: 'Caso' });
    expect(missing.statusCode).toBe(404);
    const [{ n }] = (await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(complianceCases)
      .where(eq(complianceCases.userId, discarded.customer.id))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('asks for a title of 3 to 120 characters', async () => {
    const { alertId } = await customerWithAlert();
    for (const [title, status] of [
      ['ab', 400],
      ['x'.repeat(121), 400],
      ['abc', 200],
    ] as const) {
      const response = await call(admin, 'POST', CASES, { alertId, title });
      expect(response.statusCode, title).toBe(status);
    }
  });
});

describe('adding to an open case', () => {
  it('adds alerts and orders of the case’s customer only, each once, and notes and documents', async () => {
    const { customer, alertId } = await customerWithAlert();
    const found = await opened(alertId);
    const url = `${CASES}/${found.id}`;

    const second = await raiseStructuring(customer.id, `segunda-${found.id}`);
    const added = await call(admin, 'POST', `${url}/alerts`, { alertId: second });
    expect(added.statusCode, added.body).toBe(200);
    const other = await customerWithAlert();
    const foreign = await call(admin, 'POST', `${url}/alerts`, { alertId: other.alertId });
    expect(body(foreign).code).toBe('CASE_OTHER_CUSTOMER');
    const [otherAlert] = await t.ctx.db
      .select()
      .from(complianceAlerts)
      .where(eq(complianceAlerts.id, other.alertId));
    expect(otherAlert!.status).toBe('open');

    const order = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.TERMINADA });
    const byCode = await call(admin, 'POST', `${url}/orders`, { code: order.code.toLowerCase() });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(body(await call(admin, 'POST', `${url}/orders`, { code: order.code })).code).toBe(
      'CASE_ORDER_IN_CASE',
    );
    const strangerOrder = await insertOrder(t.ctx, other.customer.id);
    expect(body(await call(admin, 'POST', `${url}/orders`, { code: strangerOrder.code })).code).toBe(
      'CASE_OTHER_CUSTOMER',
    );
    const unknown = await call(admin, 'POST', `${url}/orders`, { code: 'NOEXISTE1' });
    expect(unknown.statusCode).toBe(404);

    const note = await call(admin, 'POST', `${url}/notes`, { text: 'Llamé al banco emisor.' });
    expect(note.statusCode, note.body).toBe(200);
    const form = multipart(
      { description: 'Estado de cuenta' },
      { name: 'estado.jpg', data: await photo('#0f766e'), field: 'file' },
    );
    const document = await t.app.inject({
      method: 'POST',
      url: `${url}/documents`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(document.statusCode, document.body).toBe(200);
    const detail = body<ComplianceCase>(document).data;
    expect(detail.items.map((item) => item.kind)).toEqual(['alert', 'alert', 'order', 'note', 'document']);
    expect(detail.items[2]!.order).toMatchObject({ code: order.code });
    expect(detail.items[3]!.text).toBe('Llamé al banco emisor.');
    expect(detail.items[4]!.document).toMatchObject({ fileName: 'estado.jpg', mimeType: 'image/jpeg' });
    expect(detail.items.every((item) => item.addedBy.length > 0 && item.addedAt.length > 0)).toBe(true);
    expect(detail.itemCount).toBe(5);

    const file = await call(admin, 'GET', `${url}/documents/${detail.items[4]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    const notADocument = await call(admin, 'GET', `${url}/documents/${detail.items[3]!.id}`);
    expect(notADocument.statusCode).toBe(404);
  });

  it('never edits or removes an item, whoever tries (the database refuses it)', async () => {
    const { alertId } = await customerWithAlert();
    const found = await opened(alertId);
    await expect(
      t.ctx.db
        .update(complianceCaseItems)
        .set({ text: 'otra' })
        .where(eq(complianceCaseItems.caseId, found.id)),
    ).rejects.toThrow();
    await expect(
      t.ctx.db.delete(complianceCaseItems).where(eq(complianceCaseItems.caseId, found.id)),
    ).rejects.toThrow();
    await expect(t.ctx.db.delete(complianceCases).where(eq(complianceCases.id, found.id))).rejects.toThrow();
  });
});

describe('archiving', () => {
  it('files an open case with a reason, and then nothing changes in it', async () => {
    const { alertId } = await customerWithAlert();
    const found = await opened(alertId);
    const url = `${CASES}/${found.id}`;
    const archived = await call(admin, 'POST', `${url}/archive`, { reason: 'Ingresos justificados' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(body<ComplianceCase>(archived).data).toMatchObject({
      status: 'archivado',
      archiveReason: 'Ingresos justificados',
    });
    expect(body<ComplianceCase>(archived).data.closedAt).not.toBeNull();
    for (const [method, path, payload] of [
      ['POST', 'notes', { text: 'Tarde' }],
      ['PUT', 'narrative', { narrative: 'Tarde' }],
      ['POST', 'archive', { reason: 'Otra vez' }],
      ['POST', 'ros-sent', { sentOn: '2026-11-21' }],
    ] as const) {
      const response = await call(admin, method, `${url}/${path}`, payload);
      expect(body(response).code, path).toBe('CASE_CLOSED');
    }
  });
});

describe('the ROS', () => {
  async function reportable() {
    const { customer, alertId } = await customerWithAlert();
    const found = await opened(alertId, 'Compras fraccionadas');
    const url = `${CASES}/${found.id}`;
    // One order in the register (its parties as they were), one not (today's data).
    const registered = await finishOrder(t, customer.id, '2026-11-20T15:00:00Z', divisasTerms('6000.00'));
    const small = await insertOrder(t.ctx, customer.id, {
      status: ORDER_STATUS.TERMINADA,
      fundsOrigin: 'sueldo',
    });
    for (const order of [registered, small]) {
      const response = await call(admin, 'POST', `${url}/orders`, { code: order.code });
      expect(response.statusCode, response.body).toBe(200);
    }
    await t.ctx.db.update(users).set({ ocupacion: 'Abogada' }).where(eq(users.id, customer.id));
    return { customer, found, url, registered, small };
  }

  it('prepares the PDF from the case: subject, operations and their parties, narrative, attachments', async () => {
    const { found, url, registered, small } = await reportable();
    await call(admin, 'PUT', `${url}/narrative`, {
      narrative: 'La clienta fraccionó sus compras en noviembre.',
    });
    const form = multipart({}, { name: 'voucher.png', data: await photo('#7c3aed', 'png'), field: 'file' });
    await t.app.inject({
      method: 'POST',
      url: `${url}/documents`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    const pdf = await call(admin, 'GET', `${url}/ros`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`ros-${found.code.toLowerCase()}.pdf`);
    const text = pdfTexts(pdf.rawPayload).join('\n');
    expect(text).toContain('Reporte de Operación Sospechosa');
    expect(text).toContain(found.code);
    expect(text).toContain(registered.code);
    expect(text).toContain(small.code);
    expect(text).toContain('La clienta fraccionó sus compras en noviembre.');
    expect(text).toContain('voucher.jpg');
    expect(text).toContain('Sueldo o honorarios');
    // The registered order's parties as the register kept them; the other's and the subject's as today.
    expect(text).toContain('Comerciante');
    expect(text).toContain('Abogada');
    expect(text).toContain('Registro de Operaciones (como eran al operar)');
    expect(text).toContain('datos actuales');
  });

  it('records the sending on a day from the opening to today, keeps what was sent, and closes the case', async () => {
    const { customer, url } = await reportable();
    const noNarrative = await call(admin, 'POST', `${url}/ros-sent`, { sentOn: '2026-11-21' });
    expect(body(noNarrative).code).toBe('CASE_NARRATIVE_REQUIRED');
    await call(admin, 'PUT', `${url}/narrative`, { narrative: 'Narración enviada a la UIF.' });
    // The test clock is 2026-11-21 10:00 in Lima, the day the case was opened.
    for (const sentOn of ['2026-11-22', '2026-11-20']) {
      const refused = await call(admin, 'POST', `${url}/ros-sent`, { sentOn });
      expect(body(refused).code, sentOn).toBe('CASE_ROS_DATE_INVALID');
    }
    const sent = await call(admin, 'POST', `${url}/ros-sent`, {
      sentOn: '2026-11-21',
      uifReference: 'UIF-2026-0042',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(body<ComplianceCase>(sent).data).toMatchObject({
      status: 'reportado',
      ros: { sentOn: '2026-11-21', uifReference: 'UIF-2026-0042' },
    });

    // A sent ROS is never edited: every change is refused, and its PDF is the content kept when sent.
    for (const [method, path, payload] of [
      ['PUT', 'narrative', { narrative: 'Cambiada' }],
      ['POST', 'notes', { text: 'Después' }],
      ['POST', 'orders', { code: 'X123' }],
      ['POST', 'archive', { reason: 'Después' }],
      ['POST', 'ros-sent', { sentOn: '2026-11-21' }],
    ] as const) {
      expect(body(await call(admin, method, `${url}/${path}`, payload)).code, path).toBe('CASE_CLOSED');
    }
    await t.ctx.db.update(users).set({ ocupacion: 'Ingeniera' }).where(eq(users.id, customer.id));
    const text = pdfTexts((await call(admin, 'GET', `${url}/ros`)).rawPayload).join('\n');
    expect(text).toContain('Narración enviada a la UIF.');
    expect(text).toContain('UIF-2026-0042');
    expect(text).toContain('Abogada');
    expect(text).not.toContain('Ingeniera');
  });
});

describe('confidentiality', () => {
  it('audits every read: the list, a case, a document and the ROS', async () => {
    const { customer, alertId } = await customerWithAlert();
    const found = await opened(alertId);
    const list = await call(admin, 'GET', `${CASES}?status=all&customerId=${customer.id}`);
    expect(body<ComplianceCaseList>(list).data.rows.map((row) => row.id)).toEqual([found.id]);
    const [listRead] = await readsOf('all');
    expect(listRead).toMatchObject({ actorId: adminId, after: { read: 'list', caseIds: [found.id] } });
    await call(admin, 'GET', `${CASES}/${found.id}`);
    await call(admin, 'GET', `${CASES}/${found.id}/ros`);
    const reads = await readsOf(String(found.id));
    expect(reads.map((row) => (row.after as { read: string }).read)).toEqual(['ros', 'detail']);
    expect(reads.every((row) => row.actorId === adminId)).toBe(true);
  });

  it('lists by status, newest first', async () => {
    const { alertId } = await customerWithAlert();
    const found = await opened(alertId);
    const open = body<ComplianceCaseList>(await call(admin, 'GET', CASES)).data.rows;
    expect(open[0]!.id).toBe(found.id);
    expect(open.every((row) => row.status === 'abierto')).toBe(true);
    const archived = body<ComplianceCaseList>(await call(admin, 'GET', `${CASES}?status=archivado`)).data
      .rows;
    expect(archived.every((row) => row.status === 'archivado')).toBe(true);
  });

  it('refuses every endpoint to a Colaborador without cumplimiento, a customer and an Externo', async () => {
    const { alertId } = await customerWithAlert();
    const found = await opened(alertId);
    const url = `${CASES}/${found.id}`;
    const requests: [string, string, object?][] = [
      ['GET', CASES],
      ['GET', url],
      ['GET', `${url}/ros`],
      ['GET', `${url}/documents/1`],
      ['POST', CASES, { alertId, title: 'Caso' }],
      ['POST', `${url}/alerts`, { alertId }],
      ['POST', `${url}/orders`, { code: 'ABC123' }],
      ['POST', `${url}/notes`, { text: 'Nota' }],
      ['POST', `${url}/documents`, {}],
      ['PUT', `${url}/narrative`, { narrative: 'x' }],
      ['POST', `${url}/archive`, { reason: 'Motivo' }],
      ['POST', `${url}/ros-sent`, { sentOn: '2026-11-21' }],
    ];
    const colaborador = (await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: true }]))
      .headers;
    const viewer = (await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]))
      .headers;
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const callers = {
      colaborador,
      customer: await signIn(t, customer.documentNumber),
      externo: await t.authAs('externo'),
    };
    for (const [who, headers] of Object.entries(callers)) {
      for (const [method, path, payload] of requests) {
        const response = await call(headers, method as 'GET', path, payload);
        expect(response.statusCode, `${who} ${method} ${path}`).toBe(403);
        expect(response.body).not.toContain(found.title);
      }
    }
    // View of cumplimiento reads, and acts on nothing.
    for (const [method, path, payload] of requests) {
      const response = await call(viewer, method as 'GET', path, payload);
      if (method === 'GET') expect(response.statusCode, path).not.toBe(403);
      else expect(response.statusCode, path).toBe(403);
    }
    const [unchanged] = await t.ctx.db.select().from(complianceCases).where(eq(complianceCases.id, found.id));
    expect(unchanged).toMatchObject({ status: 'abierto', narrative: '' });
  });
});
