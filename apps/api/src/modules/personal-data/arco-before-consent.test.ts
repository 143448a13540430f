import {
  CONSENT_TEXTS,
  type DataExport,
  type DataRequest,
  type MyData,
  type Session,
} from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { consents } from '../../platform/db/schema/index.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';

const MY_DATA = '/api/user/my-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A customer who accepted the terms in force and the privacy text one version before it. */
async function customerHeldOnPrivacy() {
  const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', kycStep: 0 });
  await t.ctx.db.insert(consents).values([
    {
      userId: customer.id,
      document: 'terminos',
      version: CONSENT_TEXTS.terminos.version,
      accepted: true,
      at: t.clock.now(),
    },
    {
      userId: customer.id,
      document: 'privacidad',
      version: CONSENT_TEXTS.privacidad.version - 1,
      accepted: true,
      at: t.clock.now(),
    },
  ]);
  await forgetPrincipal(t.ctx, customer.id);
  const session = body<Session>(await t.login(customer.documentNumber)).data;
  expect(session.consentimientos_pendientes.map((item) => item.documento)).toEqual(['privacidad']);
  return { authorization: `Bearer ${session.token}` };
}

describe('ARCO rights before accepting a new policy (docs/rules/personal-data.md#consentimientos, decision 178)', () => {
  it('files a cancellation, lists it and asks for the export while privacy is pending', async () => {
    const headers = await customerHeldOnPrivacy();
    const text = 'No acepto la nueva política: cancelen mis datos, por favor.';

    const filed = await t.app.inject({
      method: 'POST',
      url: `${MY_DATA}/requests`,
      headers,
      payload: { kind: 'cancelacion', text },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(body<DataRequest>(filed).data).toMatchObject({ kind: 'cancelacion', status: 'pendiente' });

    const exported = await t.app.inject({ method: 'POST', url: `${MY_DATA}/exports`, headers });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(body<DataExport>(exported).data.status).toBe('pendiente');

    const read = await t.app.inject({ method: 'GET', url: MY_DATA, headers });
    expect(read.statusCode, read.body).toBe(200);
    const mine = body<MyData>(read).data;
    expect(mine.requests).toMatchObject([{ kind: 'cancelacion', text, status: 'pendiente' }]);
    expect(mine.latestExport?.status).toMatch(/^(pendiente|preparando)$/);

    await t.drain();
    const ready = body<MyData>(await t.app.inject({ method: 'GET', url: MY_DATA, headers })).data
      .latestExport!;
    expect(ready.status).toBe('lista');
    const download = await t.app.inject({
      method: 'GET',
      url: `${MY_DATA}/exports/${ready.id}/download`,
      headers,
    });
    expect(download.statusCode).toBe(200);
  });

  it('still refuses everything else with CONSENT_REQUIRED', async () => {
    const headers = await customerHeldOnPrivacy();
    for (const [method, url] of [
      ['GET', '/api/listOrders'],
      ['GET', '/api/user/profile'],
      ['GET', '/api/consents/marketing'],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers });
      expect(refused.statusCode, url).toBe(428);
      expect(body(refused).code, url).toBe('CONSENT_REQUIRED');
    }
  });
});
