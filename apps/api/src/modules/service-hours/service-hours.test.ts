import { DEFAULT_SETTINGS, type LiveQuote, type PublicServiceHours } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bankByCode, operativeCustomer } from '../../../test/support/orders.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Lima wall-clock time (UTC−5 all year). */
const lima = (local: string) => new Date(`${local}:00-05:00`);

const publicHours = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/public/service-hours',
    headers: APP_KEY_HEADER,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<PublicServiceHours>(response).data;
};

describe('GET /api/public/service-hours', () => {
  it('says open now until closing, on a weekday inside the hours', async () => {
    t.clock.set(lima('2026-12-03T18:59'));
    const hours = await publicHours();
    expect(hours.status).toMatchObject({
      open: true,
      closesAt: '19:00',
      text: 'Abierto ahora · hasta las 19:00',
    });
    expect(hours.hoursText).toBe('lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00');
  });

  it('says closed and the next opening from the closing minute, past a weekend and a holiday', async () => {
    t.clock.set(lima('2026-12-03T19:00'));
    expect((await publicHours()).status).toMatchObject({
      open: false,
      text: 'Cerrado · abrimos mañana a las 09:00',
      processingText: 'Procesaremos tu operación mañana desde las 09:00',
      nextOpeningAt: '2026-12-04T14:00:00.000Z',
    });
    t.clock.set(lima('2026-12-07T20:00'));
    expect((await publicHours()).status.text).toBe('Cerrado · abrimos el jueves a las 09:00');
  });

  it('lists the holidays from today on and each active bank with times, in the catalogue order', async () => {
    t.clock.set(lima('2026-12-09T10:00'));
    const hours = await publicHours();
    expect(hours.holidays[0]).toEqual({ date: '2026-12-09', name: 'Batalla de Ayacucho' });
    expect(hours.banks.map((bank) => bank.code)).toEqual(['002', '003', '011', '009']);
    expect(hours.banks[0]).toMatchObject({
      shortName: 'BCP',
      times: [
        { currency: 'PEN', sameBankMinutes: 15, interbankMinutes: 120 },
        { currency: 'USD', sameBankMinutes: 15, interbankMinutes: 120 },
      ],
    });
  });

  it('follows a save in Ajustes at once', async () => {
    t.clock.set(lima('2026-12-03T10:00'));
    // A session lasts six hours: staff sign in at the clock's new time.
    const admin = await t.authAs('admin');
    const [bcp] = DEFAULT_SETTINGS.service.transfers;
    const saved = await settingsCall(t, admin, 'PUT', '/service', {
      ...DEFAULT_SETTINGS.service,
      transfers: [{ ...bcp, interbankMinutes: null }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hours = await publicHours();
    expect(hours.banks).toHaveLength(1);
    expect(hours.banks[0]?.times[0]).toEqual({
      currency: 'PEN',
      sameBankMinutes: 15,
      interbankMinutes: null,
    });
    await settingsCall(t, admin, 'PUT', '/service', DEFAULT_SETTINGS.service);
  });
});

describe('the quote says when the money arrives', () => {
  const quote = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/order/quote', headers, payload });

  it('to the customer’s account: same bank as the payment bank, or interbank, at the cut-off minute', async () => {
    // Signed in the same day, within the session's six hours.
    t.clock.set(lima('2026-12-03T14:00'));
    const { headers } = await operativeCustomer(t);
    const bcp = await bankByCode(t, '002');
    const atBcp = await addAccount(t, headers, '002');
    const atInterbank = await addAccount(t, headers, '003');
    const ask = async (at: string, destinationAccountId: number) => {
      t.clock.set(lima(at));
      const response = await quote(headers, { bankId: bcp.id, sendAmount: '500', destinationAccountId });
      expect(response.statusCode, response.body).toBe(200);
      return body<LiveQuote>(response).data;
    };
    expect((await ask('2026-12-03T14:59', atInterbank.id)).arrival?.text).toBe(
      'Llega hoy antes de las 17:00',
    );
    const late = await ask('2026-12-03T15:00', atInterbank.id);
    expect(late.arrival).toMatchObject({ kind: 'interbank', text: 'Llega mañana antes de las 11:00' });
    expect(late.processingText).toBeNull();
    expect((await ask('2026-12-03T17:00', atBcp.id)).arrival).toMatchObject({
      kind: 'same-bank',
      text: 'Llega hoy antes de las 18:00',
    });
  });

  it('on the public calculator, from the bank named; closed, it says when the operation is processed', async () => {
    const bcp = await bankByCode(t, '002');
    const interbank = await bankByCode(t, '003');
    t.clock.set(lima('2026-12-05T14:00'));
    const closed = await quote(APP_KEY_HEADER, {
      bankId: bcp.id,
      sendAmount: '500',
      destinationBankId: interbank.id,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(body<LiveQuote>(closed).data).toMatchObject({
      arrival: { kind: 'interbank', text: 'Llega el lunes antes de las 11:00' },
      processingText: 'Procesaremos tu operación el lunes desde las 09:00',
    });
    const noBank = await quote(APP_KEY_HEADER, { bankId: bcp.id, sendAmount: '500' });
    expect(body<LiveQuote>(noBank).data).toMatchObject({ arrival: null });
    const unknown = await quote(APP_KEY_HEADER, {
      bankId: bcp.id,
      sendAmount: '500',
      destinationBankId: 9999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).data).toMatchObject({ fields: { destinationBankId: expect.any(String) } });
  });
});
