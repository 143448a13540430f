import type { RateAlert, RateAlertList } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operativeCustomer } from '../../../test/support/orders.ts';
import {
  createAlert,
  firedMails,
  openLink,
  publishRates,
  visitorAlert,
} from '../../../test/support/rate-alerts.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await publishRates(t, { buy: '3.7410', sell: '3.7690' });
});
afterAll(() => t.close());

const alertOf = (response: { body: string }) => (JSON.parse(response.body) as { data: RateAlert }).data;

describe('a customer’s alert "o menos" (buying dollars: Cambix’s venta)', () => {
  it('fires once when venta reaches the threshold exactly, not again while it stays met, and again after crossing back', async () => {
    const { user, headers } = await operativeCustomer(t);
    const created = await createAlert(t, headers, {
      condition: 'atOrBelow',
      rate: '3.75',
      amountUsd: '1000',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(alertOf(created)).toMatchObject({
      direction: 'venta',
      rate: '3.7500',
      amountUsd: '1000.00',
      state: 'active',
      confirmed: true,
      lastFiredAt: null,
      calculatorPath: '/crear-orden?divisas=venta&usd=1000.00',
    });

    await publishRates(t, { buy: '3.7300', sell: '3.7501' });
    expect(await firedMails(t, user.email!)).toHaveLength(0);

    await publishRates(t, { buy: '3.7300', sell: '3.7500' });
    const [mail] = await firedMails(t, user.email!);
    expect(mail?.subject).toBe('El dólar está a S/ 3.750');
    expect(mail?.links).toContain(`${t.ctx.config.appUrl}/crear-orden?divisas=venta&usd=1000.00`);

    await publishRates(t, { buy: '3.7200', sell: '3.7400' });
    expect(await firedMails(t, user.email!)).toHaveLength(1);

    await publishRates(t, { buy: '3.7400', sell: '3.7600' });
    await publishRates(t, { buy: '3.7200', sell: '3.7450' });
    const mails = await firedMails(t, user.email!);
    expect(mails.map((each) => each.subject)).toEqual([
      'El dólar está a S/ 3.750',
      'El dólar está a S/ 3.745',
    ]);

    const list = body<RateAlertList>(await t.app.inject({ method: 'GET', url: '/api/rate-alerts', headers }));
    expect(list.data.items[0]).toMatchObject({ lastFiredRate: '3.7450' });
    await publishRates(t, { buy: '3.7410', sell: '3.7690' });
  });
});

describe('a customer’s alert "o más" (selling dollars: Cambix’s compra)', () => {
  it('fires at the threshold exactly and not one ten-thousandth below it', async () => {
    const { user, headers } = await operativeCustomer(t);
    const created = await createAlert(t, headers, {
      condition: 'atOrAbove',
      rate: '3.7600',
      amountUsd: '500',
    });
    expect(alertOf(created)).toMatchObject({ direction: 'compra' });

    await publishRates(t, { buy: '3.7599', sell: '3.7800' });
    expect(await firedMails(t, user.email!)).toHaveLength(0);
    await publishRates(t, { buy: '3.7600', sell: '3.7800' });
    expect((await firedMails(t, user.email!)).map((mail) => mail.subject)).toEqual([
      'El dólar está a S/ 3.760',
    ]);
    await publishRates(t, { buy: '3.7410', sell: '3.7690' });
  });

  it('is refused when the rate already meets it, with the rate now', async () => {
    const { headers } = await operativeCustomer(t);
    const met = await createAlert(t, headers, { condition: 'atOrAbove', rate: '3.7410', amountUsd: '500' });
    expect(met.statusCode).toBe(409);
    expect(body(met)).toMatchObject({ code: 'RATE_ALERT_ALREADY_MET' });
    expect(body(met).message).toContain('S/ 3.741');
    const below = await createAlert(t, headers, { condition: 'atOrBelow', rate: '3.7690', amountUsd: '500' });
    expect(body(below)).toMatchObject({ code: 'RATE_ALERT_ALREADY_MET' });
  });
});

describe('pausing, resuming and deleting', () => {
  it('a paused alert never fires; resumed, the next publish that meets it does', async () => {
    const { user, headers } = await operativeCustomer(t);
    const { id } = alertOf(
      await createAlert(t, headers, { condition: 'atOrBelow', rate: '3.7000', amountUsd: '200' }),
    );
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/rate-alerts/${id}/state`,
      headers,
      payload: { state: 'paused' },
    });
    expect(body(paused)).toMatchObject({ message: 'Alerta pausada.', data: { state: 'paused' } });
    await publishRates(t, { buy: '3.6800', sell: '3.6900' });
    expect(await firedMails(t, user.email!)).toHaveLength(0);

    await t.app.inject({
      method: 'PUT',
      url: `/api/rate-alerts/${id}/state`,
      headers,
      payload: { state: 'active' },
    });
    await publishRates(t, { buy: '3.6800', sell: '3.6950' });
    expect(await firedMails(t, user.email!)).toHaveLength(1);
    await publishRates(t, { buy: '3.7410', sell: '3.7690' });
  });

  it('only the owner deletes an alert; another customer is told it does not exist', async () => {
    const owner = await operativeCustomer(t);
    const other = await operativeCustomer(t);
    const { id } = alertOf(
      await createAlert(t, owner.headers, { condition: 'atOrBelow', rate: '3.7000', amountUsd: '200' }),
    );
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/rate-alerts/${id}`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect(body(refused)).toMatchObject({ code: 'RATE_ALERT_NOT_FOUND' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/rate-alerts/${id}`,
      headers: owner.headers,
    });
    expect(body(removed)).toMatchObject({ data: { id }, message: 'Alerta eliminada.' });
    const list = body<RateAlertList>(
      await t.app.inject({ method: 'GET', url: '/api/rate-alerts', headers: owner.headers }),
    );
    expect(list.data.items).toEqual([]);
  });
});

describe('limits', () => {
  it('five new alerts an hour, ten at once', async () => {
    const { headers } = await operativeCustomer(t);
    const make = () => createAlert(t, headers, { condition: 'atOrBelow', rate: '3.5000', amountUsd: '100' });
    for (let i = 0; i < 5; i++) expect((await make()).statusCode).toBe(200);
    const throttled = await make();
    expect(throttled.statusCode).toBe(429);
    expect(body(throttled)).toMatchObject({ code: 'RATE_ALERT_THROTTLED' });
    t.clock.advance(3_600_000);
    for (let i = 0; i < 5; i++) expect((await make()).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    expect(body(await make())).toMatchObject({ code: 'RATE_ALERT_LIMIT' });
  });
});

describe('a visitor’s alert', () => {
  it('fires only once its mailed link was opened, and mails the visitor the calculator', async () => {
    const email = 'visitante.alerta@cambix.test';
    const { mail, token } = await visitorAlert(t, {
      email,
      condition: 'atOrBelow',
      rate: '3.7100',
      amountUsd: '2500.50',
    });
    expect(mail.subject).toBe('Activa tu alerta del dólar en Cambix');
    expect(mail.text).toContain('Hola:');
    expect(mail.text).toContain('te vendemos dólares a S/ 3.710 o menos');

    await publishRates(t, { buy: '3.6900', sell: '3.7000' });
    expect(await firedMails(t, email)).toHaveLength(0);
    await publishRates(t, { buy: '3.7410', sell: '3.7690' });

    const opened = await openLink(t, token);
    expect(alertOf(opened)).toMatchObject({ confirmed: true, state: 'active' });
    await publishRates(t, { buy: '3.6900', sell: '3.7000' });
    const [fired] = await firedMails(t, email);
    expect(fired?.links).toContain(`${t.ctx.config.appUrl}/crear-orden?divisas=venta&usd=2500.50`);
    expect(fired?.text).toContain('abre el enlace del correo con que la activaste');
    await publishRates(t, { buy: '3.7410', sell: '3.7690' });

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/rate-alerts/visitor/remove',
      headers: APP_KEY_HEADER,
      payload: { token },
    });
    expect(removed.statusCode).toBe(200);
    expect(body(await openLink(t, token))).toMatchObject({ code: 'RATE_ALERT_LINK_INVALID' });
  });

  it('a link that names no alert is refused', async () => {
    const response = await openLink(t, 'x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'RATE_ALERT_LINK_INVALID' });
  });
});
