import fs from 'node:fs';
import path from 'node:path';
import { ORDER_STATUS, type ComplianceAlert, type ScreeningListVersion } from '@cambix/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { addAccount, bankByCode, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { createPartnerOrder, orderRequest } from '../../../test/support/partner-orders.ts';
import { orderInStatus, payout } from '../../../test/support/pipeline.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  complianceAlerts,
  notificationRecipients,
  notifications,
  screeningListEntries,
  screeningListNames,
  screeningListVersions,
  users,
} from '../../platform/db/schema/index.ts';
import { isOnHold, isPep } from '../compliance-alerts/index.ts';
import { findHits } from './find-hits.ts';
import { screenCustomerNow } from './screen-customer.ts';

type Headers = Record<string, string>;

const SAMPLES = path.join(import.meta.dirname, 'samples');
const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name));

let t: TestApp;
let admin: Headers;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
});
afterAll(() => t.close());

const upload = (headers: Headers, list: string, name: string, data: Buffer) => {
  const form = multipart({ list }, { name, data, type: 'application/octet-stream', field: 'file' });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/compliance/lists',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

async function imported(list: string, name: string, data = sample(name)): Promise<ScreeningListVersion> {
  const response = await upload(admin, list, name, data);
  expect(response.statusCode, response.body).toBe(200);
  return body<ScreeningListVersion>(response).data;
}

const stored = async () => {
  const [versions] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(screeningListVersions);
  const [entries] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(screeningListEntries);
  const [names] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(screeningListNames);
  return { versions: versions!.n, entries: entries!.n, names: names!.n };
};

const alertsOf = (userId: number) =>
  t.ctx.db.select().from(complianceAlerts).where(eq(complianceAlerts.userId, userId));

const decide = (headers: Headers, alertId: number, action: 'confirm' | 'discard', reason = 'Homónimo') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/compliance/alerts/${alertId}/${action}`,
    headers,
    payload: { reason },
  });

/** Words that would tell a customer they were screened, held or reported (tipping-off). */
const TELLING = /lista|\bonu\b|ofac|sanci|cumplimiento|alerta|coincidencia|retenid|sospech|expuesta/i;

describe('importing the lists in their published formats', () => {
  it('reads the UN consolidated list (XML), OFAC sdn.csv and the PEP CSV, each a version with its counts', async () => {
    const onu = await imported('onu', 'onu-consolidated.xml');
    expect(onu).toMatchObject({ list: 'onu', entryCount: 3, individualCount: 2, current: true });
    expect(onu.importedBy).toMatch(/\S/);
    const ofac = await imported('ofac', 'ofac-sdn.csv');
    expect(ofac).toMatchObject({ list: 'ofac', entryCount: 3, individualCount: 2 });
    const pep = await imported('pep', 'pep.csv');
    expect(pep).toMatchObject({ list: 'pep', entryCount: 3, individualCount: 3 });

    const entries = await t.app.inject({
      method: 'GET',
      url: `/api/admin/compliance/lists/${onu.id}`,
      headers: admin,
    });
    const rows = body<{ rows: { fullName: string; documents: string[]; details: Record<string, string> }[] }>(
      entries,
    ).data.rows;
    expect(rows[0]).toMatchObject({
      fullName: 'SEBASTIÁN AURELIO MARROQUÍN TELLO',
      documents: ['ZX9900001'],
      details: { referencia: 'XXi.001', nacionalidad: 'Perú' },
    });
    const [ofacEntry] = await t.ctx.db
      .select()
      .from(screeningListEntries)
      .where(and(eq(screeningListEntries.versionId, ofac.id), eq(screeningListEntries.reference, '990201')));
    expect(ofacEntry).toMatchObject({
      fullName: 'QUIROGA VELARDE, Hortensia Maribel',
      documents: ['PX990201'],
    });
    const ofacNames = await t.ctx.db
      .select({ matchName: screeningListNames.matchName, versionId: screeningListNames.versionId })
      .from(screeningListNames)
      .where(eq(screeningListNames.entryId, ofacEntry!.id))
      .orderBy(screeningListNames.id);
    expect(ofacNames).toEqual([
      { matchName: 'hortensia maribel quiroga velarde', versionId: ofac.id },
      { matchName: 'maribel quiroga', versionId: ofac.id },
    ]);
    const [pepEntry] = await t.ctx.db
      .select()
      .from(screeningListEntries)
      .where(and(eq(screeningListEntries.versionId, pep.id), eq(screeningListEntries.reference, '2')));
    expect(pepEntry).toMatchObject({ positionUntil: '2022-12-31', details: { cargo: 'Alcalde distrital' } });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'screening-list.import'), eq(auditLog.targetId, String(pep.id))));
    expect(audit[0]?.actorId).toBe(adminId);
  });

  it('keeps the previous version readable after a new one', async () => {
    const first = await imported('pep', 'pep.csv');
    const second = await imported('pep', 'pep.csv');
    const list = body<{ rows: ScreeningListVersion[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/compliance/lists', headers: admin }),
    ).data.rows;
    expect(list.find((row) => row.id === second.id)?.current).toBe(true);
    expect(list.find((row) => row.id === first.id)?.current).toBe(false);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/admin/compliance/lists/${first.id}`,
      headers: admin,
    });
    expect(body<{ rows: unknown[] }>(old).data.rows).toHaveLength(3);
  });

  it.each([
    ['onu', 'roto.xml', '<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><DATAID>1</DATAID>', /XML/],
    ['onu', 'otro.xml', '<?xml version="1.0"?><LISTA><X/></LISTA>', /CONSOLIDATED_LIST/],
    [
      'onu',
      'sin-nombre.xml',
      '<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><DATAID>1</DATAID><FIRST_NAME>ANA</FIRST_NAME></INDIVIDUAL><INDIVIDUAL><DATAID>2</DATAID></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>',
      /DATAID 2 no tiene nombre/,
    ],
    [
      'ofac',
      'sdn.csv',
      '1,"UNO, Ana","individual","X","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-"\n2,"DOS, Beto","individual"\n',
      /fila 2 tiene 3 columnas/,
    ],
    [
      'ofac',
      'sdn.csv',
      'ent_num,SDN_Name,SDN_Type,Program,Title,Call_Sign,Vess_type,Tonnage,GRT,Vess_flag,Vess_owner,Remarks\n',
      /fila 1 no empieza/,
    ],
    ['pep', 'pep.csv', 'nombre,cargo\nAna,Alcaldesa\n', /faltan las columnas/],
    [
      'pep',
      'pep.csv',
      'nombres,documento,cargo,institucion,desde,hasta\nAna Ruiz,1,Alcaldesa,X,2020-01-01,\nBeto Paz,2,Regidor,X,31/12/2020,\n',
      /fila 3 .*AAAA-MM-DD/,
    ],
    ['pep', 'pep.csv', '', /vacío/],
  ])('refuses a malformed %s file (%s) whole, in Spanish, storing nothing', async (list, name, text, why) => {
    const before = await stored();
    const response = await upload(admin, list, name, Buffer.from(text));
    expect(response.statusCode).toBe(422);
    const answer = body(response);
    expect(answer.code).toBe('SCREENING_LIST_MALFORMED');
    expect(answer.message).toMatch(why);
    expect(answer.message).toMatch(/No se guardó nada\.$/);
    expect(await stored()).toEqual(before);
  });
});

describe('matching', () => {
  const person = (nombres: string, paterno: string, materno: string, documentNumber = '00000000') => ({
    nombres,
    apellidoPaterno: paterno,
    apellidoMaterno: materno,
    documentNumber,
  });

  it('matches a name written in another order, case and accents as the same name (score 1)', async () => {
    const hits = await findHits(t.ctx.db, person('sebastian aurelio', 'Marroquin', 'tello'), '0.85');
    expect(hits).toEqual([
      expect.objectContaining({ list: 'onu', reference: '9900001', score: '1.0000', documentMatch: false }),
    ]);
  });

  it('is a hit at exactly the threshold and not just under it', async () => {
    const near = person('Sebastián', 'Marroquín', 'Tello');
    const [row] = await t.ctx.db
      .select({
        score: sql<string>`round(similarity('marroquin sebastian tello', 'aurelio marroquin sebastian tello')::numeric, 4)::text`,
      })
      .from(sql`(select 1) as one`);
    const score = row!.score;
    expect(Number(score)).toBeGreaterThan(0.5);
    const at = await findHits(t.ctx.db, near, score);
    expect(at.map((hit) => [hit.reference, hit.score])).toContainEqual(['9900001', score]);
    const justAbove = (Number(score) + 0.0001).toFixed(4);
    const under = await findHits(t.ctx.db, near, justAbove);
    expect(under.map((hit) => hit.reference)).not.toContain('9900001');
  });

  it('matches a document number exactly, whatever the name', async () => {
    const hits = await findHits(t.ctx.db, person('Rosa', 'Ventura', 'Lima', '99000002'), '0.85');
    expect(hits).toEqual([
      expect.objectContaining({ list: 'onu', reference: '9900002', documentMatch: true }),
    ]);
    expect(await findHits(t.ctx.db, person('Rosa', 'Ventura', 'Lima', '9900000'), '0.85')).toEqual([]);
  });

  it('matches an alias', async () => {
    const hits = await findHits(t.ctx.db, person('Maribel', 'Quiroga', ''), '0.85');
    expect(hits).toEqual([expect.objectContaining({ list: 'ofac', reference: '990201', score: '1.0000' })]);
  });
});

describe('a hit holds the customer', () => {
  it('holds a customer registering with a listed name, tells the officers only, and tells the customer nothing', async () => {
    const payments = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: true }]);
    const officer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/crearUsuario',
      headers: APP_KEY_HEADER,
      payload: {
        tipo_documento: 'DNI',
        dni: '71990001',
        nombres: 'Sebastián Aurelio',
        apellido_paterno: 'Marroquín',
        apellido_materno: 'Tello',
        email: 'sebastian.m@example.pe',
        celular: '987100200',
        password: t.encrypt('Segura2026'),
        codigo_referido: '',
        es_pep: false,
        acepta_terminos: true,
        acepta_datos: true,
        acepta_datos_sensibles: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toMatch(TELLING);
    const [customer] = await t.ctx.db.select().from(users).where(eq(users.documentNumber, '71990001'));
    expect(await isOnHold(t.ctx.db, customer!.id)).toBe(true);
    const [alert] = await alertsOf(customer!.id);
    expect(alert).toMatchObject({ kind: 'screening', status: 'open', holds: true, score: '1.0000' });
    expect(alert!.facts).toMatchObject({ cause: 'registration', list: 'onu', reference: '9900001' });

    const told = await t.ctx.db
      .select({ userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.uuid, notificationRecipients.notificationUuid))
      .where(eq(notifications.sourceKey, `compliance-alert:${alert!.id}`));
    const recipients = told.map((row) => row.userId);
    expect(recipients).toContain(adminId);
    expect(recipients).toContain(officer.user.id);
    expect(recipients).not.toContain(payments.user.id);
    expect(recipients).not.toContain(customer!.id);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: payments.headers });
    expect(bell.body).not.toMatch(/cumplimiento|Marroqu/i);
    const mail = await t.waitForMail('sebastian.m@example.pe');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(TELLING);
  });

  it('refuses a held customer new orders and payouts without saying why; discarding releases both', async () => {
    const { user, headers } = await operativeCustomer(t, {
      nombres: 'Hortensia Maribel',
      apellidoPaterno: 'Quiroga',
      apellidoMaterno: 'Velarde',
    });
    await screenCustomerNow(t.ctx, user.id, 'data-change');
    expect(await isOnHold(t.ctx.db, user.id)).toBe(true);

    const refused = await createOrderAttempt(headers);
    expect(refused.statusCode).toBe(403);
    const answer = body(refused);
    expect(answer.code).toBe('OPERATIONS_PAUSED');
    expect(answer.message).not.toMatch(TELLING);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toMatch(TELLING);
    expect(body<{ isPep: boolean }>(profile).data.isPep).toBe(false);

    const [held] = await alertsOf(user.id);
    const alertId = held!.id;
    const discarded = await decide(admin, alertId, 'discard', 'Homónimo: otra fecha de nacimiento');
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(body<ComplianceAlert>(discarded).data).toMatchObject({
      status: 'discarded',
      decisionReason: 'Homónimo: otra fecha de nacimiento',
    });
    expect(await isOnHold(t.ctx.db, user.id)).toBe(false);
    const placed = await createOrderAttempt(headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'compliance-alert.discard'), eq(auditLog.targetId, String(alertId))));
    expect(audit).toMatchObject({ actorId: adminId, note: 'Homónimo: otra fecha de nacimiento' });
    expect((await decide(admin, alertId, 'confirm')).statusCode).toBe(409);
  });

  it('does not pay out an open order of a held customer, and pays it once the hit is discarded', async () => {
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const [alert] = await t.ctx.db
      .insert(complianceAlerts)
      .values({
        kind: 'screening',
        userId: customer.id,
        subject: 'payout-test',
        holds: true,
        score: '0.9000',
        facts: { list: 'ofac' },
        createdAt: t.clock.now(),
      })
      .returning();
    const refused = await payout(t, admin, order.id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ code: 'PAYOUT_ON_HOLD' });
    expect(body(refused).message).not.toMatch(/lista|cumplimiento|alerta/i);
    const [still] = await t.ctx.db
      .select({ status: sql<string>`status` })
      .from(sql`orders`)
      .where(sql`id = ${order.id}`);
    expect(still?.status).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);
    expect((await decide(admin, alert!.id, 'discard')).statusCode).toBe(200);
    const paid = await payout(t, admin, order.id);
    expect(body(paid).code).not.toBe('PAYOUT_ON_HOLD');
  });

  it('screens again when staff change the names, and the data-changed mail tells nothing', async () => {
    const { user, headers } = await operativeCustomer(t, { nombres: 'Marina', apellidoPaterno: 'Soto' });
    expect(await alertsOf(user.id)).toEqual([]);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin,
      payload: { nombres: 'Anselmo Rodrigo', apellido_paterno: 'Ferretti', apellido_materno: 'Bravo' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [alert] = await alertsOf(user.id);
    expect(alert!.facts).toMatchObject({ cause: 'data-change', list: 'ofac', reference: '990202' });
    expect((await createOrderAttempt(headers)).statusCode).toBe(403);
    const mail = await t.waitForMail(user.email);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(TELLING);
  });

  it('keeps a confirmed sanctions hit holding the customer, recorded for a case', async () => {
    const { user, headers } = await operativeCustomer(t, { documentNumber: '99020200' });
    await screenCustomerNow(t.ctx, user.id, 'data-change');
    const [alert] = await alertsOf(user.id);
    expect(alert!.facts).toMatchObject({ list: 'ofac', documentMatch: true });
    const confirmed = await decide(admin, alert!.id, 'confirm', 'Mismo pasaporte y fecha de nacimiento');
    expect(body<ComplianceAlert>(confirmed).data).toMatchObject({ status: 'confirmed', holds: true });
    expect(await isOnHold(t.ctx.db, user.id)).toBe(true);
    expect((await createOrderAttempt(headers)).statusCode).toBe(403);
  });
});

describe('screening one customer', () => {
  it('answers the alerts it raised and their notices, once; the facts name the customer without an empty surname', async () => {
    const { user } = await operativeCustomer(t, {
      nombres: 'Maribel',
      apellidoPaterno: 'Quiroga',
      apellidoMaterno: '',
      documentNumber: '71990078',
    });
    const first = await screenCustomerNow(t.ctx, user.id, 'data-change');
    const [alert] = await alertsOf(user.id);
    expect(first.hits.map((hit) => [hit.list, hit.reference])).toEqual([['ofac', '990201']]);
    expect(first.alertIds).toEqual([alert!.id]);
    expect(first.notices.map((notice) => notice.notification.link)).toEqual([
      `/dashboard/cumplimiento/alertas?alerta=${alert!.id}`,
    ]);
    expect(first.notices[0]!.notification.body).toContain('Maribel Quiroga (DNI 71990078)');
    expect(alert!.facts).toMatchObject({
      customerName: 'Maribel Quiroga',
      customerDocument: 'DNI 71990078',
      matchName: 'maribel quiroga',
    });
    // The same hit is alerted once: screened again, it raises nothing and tells no one.
    const again = await screenCustomerNow(t.ctx, user.id, 'data-change');
    expect(again).toMatchObject({ alertIds: [], notices: [] });
    expect(again.hits).toHaveLength(1);
  });

  it('screens no one for a user that does not exist', async () => {
    expect(await screenCustomerNow(t.ctx, 999_999, 'data-change')).toEqual({
      hits: [],
      alertIds: [],
      notices: [],
    });
  });

  it('finds nothing in no list version', async () => {
    const listed = {
      nombres: 'Sebastián Aurelio',
      apellidoPaterno: 'Marroquín',
      apellidoMaterno: 'Tello',
      documentNumber: '99000002',
    };
    expect(await findHits(t.ctx.db, listed, '0.85', [])).toEqual([]);
  });

  it('refuses to decide an alert that does not exist, saying so', async () => {
    const response = await decide(admin, 999_999, 'discard');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({
      code: 'SCREENING_ALERT_NOT_FOUND',
      message: 'Esa alerta no existe.',
    });
  });
});

describe('a partner client at their first order', () => {
  it('is screened, and the order of a listed client is refused without saying why', async () => {
    const externo = await t.authAs('externo');
    const payload = await orderRequest(t, {
      client: {
        documentNumber: '45990011',
        nombres: 'Lucrecia del Carmen',
        apellidoPaterno: 'Zapata',
        apellidoMaterno: 'Oyola',
      },
    });
    const refused = await createPartnerOrder(t, externo, payload);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('OPERATIONS_PAUSED');
    expect(refused.body).not.toMatch(TELLING);
    const [client] = await t.ctx.db.select().from(users).where(eq(users.documentNumber, '45990011'));
    const [alert] = await alertsOf(client!.id);
    expect(alert!.facts).toMatchObject({ cause: 'first-partner-order', list: 'onu', reference: '9900002' });

    const clean = await createPartnerOrder(
      t,
      externo,
      await orderRequest(t, {
        client: { documentNumber: '45990012', nombres: 'Marta', apellidoPaterno: 'Ríos' },
      }),
    );
    expect(clean.statusCode, clean.body).toBe(200);
  });
});

describe('PEP', () => {
  it('a confirmed PEP-list hit releases the hold and asks the declaración jurada on every order', async () => {
    const { user, headers } = await operativeCustomer(t, {
      nombres: 'Eustaquia',
      apellidoPaterno: 'Benavides',
      apellidoMaterno: 'de la Rosa',
    });
    await screenCustomerNow(t.ctx, user.id, 'data-change');
    const [alert] = await alertsOf(user.id);
    expect(alert!.facts).toMatchObject({ list: 'pep', positionUntil: null });
    await decide(admin, alert!.id, 'confirm', 'Congresista en funciones');
    expect(await isOnHold(t.ctx.db, user.id)).toBe(false);
    const unsigned = await createOrderAttempt(headers);
    expect(unsigned.statusCode).toBe(400);
    expect(body(unsigned)).toMatchObject({ code: 'DECLARATION_REQUIRED' });
    expect(unsigned.body).toContain('declarationSignature');
  });

  it('a customer who declared PEP at registration signs the declaración on a small order', async () => {
    const { headers } = await operativeCustomer(t, { isPep: true });
    const unsigned = await createOrderAttempt(headers);
    expect(unsigned.body).toContain('declarationSignature');
  });

  it("a former PEP is PEP until the setting's years after the position ended", async () => {
    const { user } = await operativeCustomer(t, {
      nombres: 'Gumercindo',
      apellidoPaterno: 'Palacios',
      apellidoMaterno: 'Ruelas',
    });
    await screenCustomerNow(t.ctx, user.id, 'data-change');
    const [alert] = await alertsOf(user.id);
    await decide(admin, alert!.id, 'confirm', 'Ex alcalde');
    // Position ended 2022-12-31: PEP through 2027-12-30 (Lima), not from 2027-12-31.
    expect(await isPep(t.ctx.db, user, new Date('2027-12-31T04:59:00Z'), 5)).toBe(true);
    expect(await isPep(t.ctx.db, user, new Date('2027-12-31T05:00:00Z'), 5)).toBe(false);
  });
});

describe('re-screening on a new list version', () => {
  it('screens every customer against the new version in the background, counting its progress', async () => {
    const { user } = await operativeCustomer(t, {
      nombres: 'Teodora',
      apellidoPaterno: 'Ulloa',
      apellidoMaterno: 'Campos',
    });
    const csv = `nombres,documento,cargo,institucion,desde,hasta\nTeodora Ulloa Campos,,Regidora,Municipalidad de Ejemplo,2020-01-01,\n`;
    const version = await imported('pep', 'pep-nueva.csv', Buffer.from(csv));
    expect(version.rescreen.total).toBeGreaterThan(0);
    await t.drain();
    const [row] = await t.ctx.db
      .select()
      .from(screeningListVersions)
      .where(eq(screeningListVersions.id, version.id));
    expect(row!.rescreenDone).toBe(row!.rescreenTotal);
    expect(row!.rescreenFinishedAt).not.toBeNull();
    expect(row!.rescreenHits).toBeGreaterThanOrEqual(1);
    const alerts = await alertsOf(user.id);
    expect(alerts).toEqual([expect.objectContaining({ status: 'open', holds: true })]);
    expect(alerts[0]!.facts).toMatchObject({ cause: 'list-version', versionId: version.id });
  });
});

describe('reading alerts', () => {
  it('audits every read of the alerts with the reader', async () => {
    const officer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/compliance/alerts?status=all',
      headers: officer.headers,
    });
    expect(response.statusCode).toBe(200);
    const rows = body<{ rows: ComplianceAlert[] }>(response).data.rows;
    expect(rows.length).toBeGreaterThan(0);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'compliance-alert.read'), eq(auditLog.actorId, officer.user.id)));
    expect(audit?.after).toMatchObject({ alertIds: rows.map((row) => row.id) });
    expect((await decide(officer.headers, rows[0]!.id, 'discard')).statusCode).toBe(403);
  });
});

async function createOrderAttempt(headers: Headers) {
  const account = await addAccount(t, headers, '002');
  const bank = await bankByCode(t, '002');
  return newOrder(t, headers, { sendAmount: '500', bankId: bank.id, destinationAccountId: account.id });
}
