import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../src/platform/db/schema/index.ts';
import { APP_KEY_HEADER, body, type TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** Publishes a one-tier board (US$ 50 to 30,000) as the Administrador. */
export async function publishRates(t: TestApp, rates: { buy: string; sell: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/exchange/rates',
    headers: await t.authAs('admin'),
    payload: {
      buy: [{ fromUsd: '50.00', toUsd: '30000.01', rate: rates.buy }],
      sell: [{ fromUsd: '50.00', toUsd: '30000.01', rate: rates.sell }],
    },
  });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  return response;
}

export const createAlert = (t: TestApp, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/rate-alerts', headers, payload });

/** A visitor's alert, and the token of the link mailed to them. */
export async function visitorAlert(t: TestApp, payload: Record<string, unknown> & { email: string }) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/rate-alerts/visitor',
    headers: APP_KEY_HEADER,
    payload,
  });
  if (created.statusCode !== 200) throw new Error(`visitor alert failed: ${created.body}`);
  const mail = await t.waitForMail(payload.email);
  const link = mail.links.find((url) => url.includes('/alertas#'));
  if (!link) throw new Error(`no alert link in ${mail.text}`);
  return { mail, token: decodeURIComponent(link.split('#')[1] ?? '') };
}

export async function openLink(t: TestApp, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rate-alerts/visitor/open',
    headers: APP_KEY_HEADER,
    payload: { token },
  });
}

/** The mails to `to` whose subject starts "El dólar está a". */
export async function firedMails(t: TestApp, to: string) {
  return (await t.outbox()).filter(
    (mail) => mail.to.includes(to) && mail.subject.startsWith('El dólar está a'),
  );
}

export async function subscriptionsOf(t: TestApp, userId: number) {
  return t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export { body };
