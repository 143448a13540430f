import type { DataExport, MyData } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertIdentityDocuments } from '../../../test/support/admin-customers.ts';
import { signIn } from '../../../test/support/admin-orders.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { zipEntries } from '../../../test/support/zip-entries.ts';
import { auditLog, dataExports } from '../../platform/db/schema/index.ts';

type Headers = Record<string, string>;
const MY_DATA = '/api/user/my-data';
const HOUR_MS = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** An active customer with photos, an order and its voucher, all with their own words to look for. */
async function customerWithData(nombres: string, apellido: string) {
  const user = await insertCustomer(t.ctx, {
    accountStatus: 'ACTIVO',
    nombres,
    apellidoPaterno: apellido,
    direccion: `Av. ${apellido} 100, Lima`,
  });
  const photos = await insertIdentityDocuments(t.ctx, user.id);
  const order = await insertOrder(t.ctx, user.id);
  const voucher = await insertOrderFile(t.ctx, order.id, 'voucher', Buffer.from(`voucher de ${apellido}`));
  return { user, photos, order, voucher, headers: await signIn(t, user.documentNumber) };
}

/** From the test's address unless told another: the route allows five an hour from one address. */
const requestExport = (headers: Headers, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: `${MY_DATA}/exports`, headers, remoteAddress });
const myData = async (headers: Headers) =>
  body<MyData>(await t.app.inject({ method: 'GET', url: MY_DATA, headers })).data;
const download = (headers: Headers, exportId: number) =>
  t.app.inject({ method: 'GET', url: `${MY_DATA}/exports/${exportId}/download`, headers });

describe('Mis datos: the export (docs/rules/personal-data.md#mis-datos)', () => {
  it('is built in the background with its progress, mailed, and holds the customer’s data and no one else’s', async () => {
    const ana = await customerWithData('Anabel', 'Quispetupa');
    const other = await customerWithData('Bertoldo', 'Huamanchumo');

    const asked = await requestExport(ana.headers);
    expect(asked.statusCode, asked.body).toBe(200);
    const queued = body<DataExport>(asked).data;
    expect(queued).toMatchObject({ status: 'pendiente', progress: 0, expiresAt: null });
    // The worker is woken at the commit: the screen sees it waiting or under way (or, on a fast machine, done).
    expect(['pendiente', 'preparando', 'lista']).toContain((await myData(ana.headers)).latestExport?.status);
    expect((await myData(other.headers)).latestExport).toBeNull();

    await t.drain();
    const ready = (await myData(ana.headers)).latestExport!;
    expect(ready).toMatchObject({ id: queued.id, status: 'lista', progress: 100 });
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)).toBe(72 * HOUR_MS);

    const mail = await t.waitForMail(ana.user.email);
    expect(mail.subject).toContain('listos para descargar');
    expect(mail.text).toContain('/userDashboard/perfil#mis-datos');
    expect(mail.text).toContain('vence el');

    const response = await download(ana.headers, queued.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = await zipEntries(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        'LEEME.txt',
        'persona.json',
        'cuentas-bancarias.json',
        'ordenes.json',
        'puntos.json',
        'notificaciones.json',
        'solicitudes.json',
        'consentimientos.json',
        ...ana.photos.map((photo) => `documentos/identidad/${photo.kind.toLowerCase()}-${photo.id}.jpg`),
        `documentos/ordenes/${ana.order.code}-voucher-${ana.voucher.id}.jpg`,
      ].sort(),
    );
    const person = JSON.parse(entries.get('persona.json')!.toString()) as Record<string, unknown>;
    expect(person).toMatchObject({
      id: ana.user.id,
      documentNumber: ana.user.documentNumber,
      nombres: 'Anabel',
      direccion: 'Av. Quispetupa 100, Lima',
    });
    expect(person).not.toHaveProperty('passwordHash');
    expect(person).not.toHaveProperty('tokenVersion');
    const orders = JSON.parse(entries.get('ordenes.json')!.toString()) as { code: string }[];
    expect(orders.map((order) => order.code)).toEqual([ana.order.code]);
    // Who paid, as Pagos read it, is a compliance observation: not the customer's to read (decision 172).
    expect(orders[0]).not.toHaveProperty('thirdPartyPayerName');
    expect(orders[0]).not.toHaveProperty('thirdPartyPayerDocument');
    const consents = JSON.parse(entries.get('consentimientos.json')!.toString()) as { document: string }[];
    expect(consents.map((consent) => consent.document).sort()).toEqual([
      'datos-sensibles',
      'privacidad',
      'terminos',
    ]);
    expect(
      entries.get(`documentos/ordenes/${ana.order.code}-voucher-${ana.voucher.id}.jpg`)!.toString(),
    ).toBe('voucher de Quispetupa');
    const selfie = ana.photos.find((photo) => photo.kind === 'SELFIE')!;
    expect(entries.get(`documentos/identidad/selfie-${selfie.id}.jpg`)!.toString()).toBe(
      `imagen SELFIE de ${ana.user.id}`,
    );
    // Nothing of the other customer anywhere in the archive.
    const everything = [...entries.values()].map((entry) => entry.toString('latin1')).join('\n');
    for (const word of [
      other.user.documentNumber,
      other.user.email,
      'Huamanchumo',
      'Bertoldo',
      other.order.code,
    ]) {
      expect(everything).not.toContain(word);
    }
    expect(everything).toContain(ana.user.email);

    // Only its owner downloads it: another customer is told it is not there.
    const stranger = await download(other.headers, queued.id);
    expect(stranger.statusCode).toBe(404);
    expect(body(stranger).code).toBe('DATA_EXPORT_NOT_FOUND');
    const [downloaded] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data-export.download'));
    expect(downloaded).toMatchObject({ actorId: ana.user.id, targetId: String(queued.id) });
  });

  // Arranged in the table, not raced against the worker: a second request made right after the first could
  // find it already built on a fast machine (a failure CI met once).
  it('refuses a second export while one is waiting or being prepared', async () => {
    const customer = await customerWithData('Casimira', 'Ocharan');
    const [busy] = await t.ctx.db
      .insert(dataExports)
      .values({ userId: customer.user.id, requestedAt: t.clock.now() })
      .returning();
    for (const status of ['pendiente', 'preparando'] as const) {
      await t.ctx.db.update(dataExports).set({ status }).where(eq(dataExports.id, busy!.id));
      const again = await requestExport(customer.headers, '198.51.100.7');
      expect(again.statusCode).toBe(409);
      expect(body(again).code).toBe('DATA_EXPORT_IN_PROGRESS');
    }
    await t.ctx.db.update(dataExports).set({ status: 'fallida' }).where(eq(dataExports.id, busy!.id));
  });

  it('downloads until the instant it expires; from that instant on the file is gone and a new one can be asked', async () => {
    const start = t.clock.now();
    const carla = await customerWithData('Carla', 'Ccorimanya');
    const exportId = body<DataExport>(await requestExport(carla.headers)).data.id;
    await t.drain();
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    const expiresAt = row!.expiresAt!;

    t.clock.set(new Date(expiresAt.getTime() - 1));
    const headers = await signIn(t, carla.user.documentNumber);
    expect((await download(headers, exportId)).statusCode).toBe(200);

    t.clock.set(expiresAt);
    expect((await myData(headers)).latestExport?.status).toBe('vencida');
    const late = await download(headers, exportId);
    expect(late.statusCode).toBe(410);
    expect(body(late).code).toBe('DATA_EXPORT_EXPIRED');
    await expect(t.ctx.storage.get(row!.storageKey!)).rejects.toThrow();
    const [expired] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(expired).toMatchObject({ status: 'vencida', storageKey: null });
    expect((await requestExport(headers)).statusCode).toBe(200);
    t.clock.set(start);
  });

  it('staff and the signed-out cannot ask for or download a customer’s export', async () => {
    const admin = await t.authAs('admin');
    expect((await requestExport(admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: MY_DATA })).statusCode).toBe(401);
  });
});
