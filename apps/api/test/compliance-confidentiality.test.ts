import fs from 'node:fs';
import path from 'node:path';
import { buildPath, STAFF_MODULES, type Endpoint } from '@cambix/contract';
import { ENDPOINT_GROUPS } from '@cambix/contract/callers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenCustomerNow } from '../src/modules/compliance-screening/screen-customer.ts';
import { isOnHold } from '../src/modules/compliance-alerts/index.ts';
import { signedInColaborador } from './support/admin-orders.ts';
import { multipart } from './support/multipart.ts';
import { addAccount, bankByCode, newOrder, operativeCustomer } from './support/orders.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 32, confidentiality (docs/rules/compliance.md#who): every endpoint of module `cumplimiento`, whatever
 * its group (the register, its settings, the lists and alerts, and any added later), refuses every other kind
 * of caller with the code that says who they are not; and a held customer's own answers say nothing of it.
 * The authorization matrix tries the same endpoints by status; this names the codes.
 */

type Headers = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/**
 * Endpoints the officer reads beside another module, on data that module already works: not compliance data
 * (no alert, hit or case), so not confidential to cumplimiento. Each needs its reason here.
 */
const SHARED_WITH_ANOTHER_MODULE: Record<string, string> = {
  'paymentMatches.list': 'the payments matched by reference, worked by Pagos (decision 186)',
};

const complianceEndpoints = Object.entries(ENDPOINT_GROUPS).flatMap(([group, endpoints]) =>
  Object.entries(endpoints)
    .filter(([key, endpoint]) => {
      const rule = endpoint.callers.access;
      const shared = `${group}.${key}` in SHARED_WITH_ANOTHER_MODULE;
      return 'modules' in rule && rule.modules.includes('cumplimiento') && !shared;
    })
    .map(([key, endpoint]) => ({ name: `${group}.${key}`, endpoint })),
);

const actionOf = (endpoint: Endpoint) => {
  const rule = endpoint.callers.access;
  return 'action' in rule ? rule.action : null;
};

/** A request the access check refuses before anything else is read: any id, an empty body. */
function call(endpoint: Endpoint, headers: Headers) {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, name === 'month' ? '2026-11' : '1']),
  );
  return t.app.inject({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    headers,
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });
}

async function expectRefused(headers: Headers, status: number, code: string, only = complianceEndpoints) {
  const got: Record<string, string> = {};
  const wanted: Record<string, string> = {};
  for (const { name, endpoint } of only) {
    const response = await call(endpoint, headers);
    got[name] = `${response.statusCode} ${response.statusCode < 400 ? '' : body(response).code}`;
    wanted[name] = `${status} ${code}`;
  }
  expect(got).toEqual(wanted);
}

describe('every endpoint of the cumplimiento module refuses every other kind of caller', () => {
  it('names the register, the compliance settings, the lists and the alerts, each only for cumplimiento', () => {
    const names = complianceEndpoints.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'settings.compliance',
        'settings.saveCompliance',
        'complianceRegister.list',
        'complianceRegister.export',
        'complianceRegister.correct',
        'screening.versions',
        'screening.entries',
        'screening.import',
        'screening.alerts',
        'screening.confirm',
        'screening.discard',
      ]),
    );
    for (const { name, endpoint } of complianceEndpoints) {
      const rule = endpoint.callers.access;
      // Held by cumplimiento alone: no other module's holder opens any of them.
      expect({ name, modules: 'modules' in rule ? rule.modules : [] }).toEqual({
        name,
        modules: ['cumplimiento'],
      });
      // What changes anything asks for edit.
      if (endpoint.method !== 'GET')
        expect({ name, action: actionOf(endpoint) }).toEqual({ name, action: 'edit' });
    }
  });

  it('no session: 401, whether with the app key or nothing', async () => {
    await expectRefused(APP_KEY_HEADER, 401, 'AUTH_REQUIRED');
    await expectRefused({}, 401, 'AUTH_REQUIRED');
  });

  it('a customer, an Externo and a Usuario: FORBIDDEN_ROLE', async () => {
    const customer = await operativeCustomer(t);
    await expectRefused(customer.headers, 403, 'FORBIDDEN_ROLE');
    await expectRefused(await t.authAs('externo'), 403, 'FORBIDDEN_ROLE');
    await expectRefused(await t.authAs('usuario'), 403, 'FORBIDDEN_ROLE');
  });

  it('a Colaborador without cumplimiento (no module, or every other module with edit): FORBIDDEN_MODULE', async () => {
    const none = await signedInColaborador(t, []);
    await expectRefused(none.headers, 403, 'FORBIDDEN_MODULE');
    const others = await signedInColaborador(
      t,
      STAFF_MODULES.filter((module) => module !== 'cumplimiento').map((module) => ({
        module,
        canView: true,
        canEdit: true,
      })),
    );
    await expectRefused(others.headers, 403, 'FORBIDDEN_MODULE');
  });

  it('a Colaborador with cumplimiento view: FORBIDDEN_MODULE on every endpoint that acts, reads the rest', async () => {
    const viewer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
    const acting = complianceEndpoints.filter(({ endpoint }) => actionOf(endpoint) === 'edit');
    expect(acting.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'settings.saveCompliance',
        'complianceRegister.correct',
        'screening.import',
        'screening.confirm',
        'screening.discard',
      ]),
    );
    await expectRefused(viewer.headers, 403, 'FORBIDDEN_MODULE', acting);
    // The reads let the viewer past the access check (what they answer then is the use case's).
    for (const { name, endpoint } of complianceEndpoints.filter((entry) => !acting.includes(entry))) {
      const response = await call(endpoint, viewer.headers);
      expect({ name, status: response.statusCode }).not.toMatchObject({ status: 403 });
      expect({ name, status: response.statusCode }).not.toMatchObject({ status: 401 });
    }
  });
});

/** Words that would tell a customer they were screened, held, alerted on or reported (tipping-off). */
const TELLING =
  /lista|\bonu\b|ofac|\bpep\b|sanci|cumplimiento|compliance|alerta|alert|coincidencia|retenid|sospech|screening|hold/i;

describe('a held customer’s own answers say nothing of lists, alerts or holds', () => {
  it('the order refusal, the profile, the session, the sessions, the orders and the notifications', async () => {
    // On OFAC's sample list, imported by the officer.
    const sample = fs.readFileSync(
      path.join(import.meta.dirname, '../src/modules/compliance-screening/samples/ofac-sdn.csv'),
    );
    const form = multipart(
      { list: 'ofac' },
      { name: 'sdn.csv', data: sample, type: 'text/csv', field: 'file' },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/compliance/lists',
      headers: { ...(await t.authAs('admin')), ...form.headers },
      payload: form.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const { user, headers } = await operativeCustomer(t, {
      nombres: 'Hortensia Maribel',
      apellidoPaterno: 'Quiroga',
      apellidoMaterno: 'Velarde',
      documentNumber: '71993001',
    });
    await screenCustomerNow(t.ctx, user.id, 'data-change');
    expect(await isOnHold(t.ctx.db, user.id)).toBe(true);

    const account = await addAccount(t, headers, '002');
    const bank = await bankByCode(t, '002');
    const refused = await newOrder(t, headers, {
      sendAmount: '500',
      bankId: bank.id,
      destinationAccountId: account.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      code: 'OPERATIONS_PAUSED',
      message:
        'Por ahora no podemos aceptar nuevas operaciones de tu cuenta. Escríbenos por nuestros canales de atención y te ayudaremos.',
    });

    const token = headers.authorization!.replace(/^Bearer /, '');
    const answers = {
      refusal: refused,
      profile: await t.app.inject({ method: 'GET', url: '/api/user/profile', headers }),
      session: await t.app.inject({
        method: 'POST',
        url: '/api/auth/me',
        headers: APP_KEY_HEADER,
        payload: { token },
      }),
      sessions: await t.app.inject({ method: 'GET', url: '/api/sessions', headers }),
      orders: await t.app.inject({ method: 'GET', url: '/api/listOrders', headers }),
      active: await t.app.inject({ method: 'GET', url: '/api/order/active', headers }),
      notifications: await t.app.inject({ method: 'GET', url: '/api/notifications', headers }),
      kyc: await t.app.inject({ method: 'GET', url: '/api/user/kyc', headers }),
    };
    for (const [name, response] of Object.entries(answers)) {
      // Customers have no bell: the notifications answer refuses their role, as it does every customer's.
      expect({ name, status: response.statusCode }).toEqual({
        name,
        status: name === 'refusal' || name === 'notifications' ? 403 : 200,
      });
      if (name === 'notifications') expect(body(response).code).toBe('FORBIDDEN_ROLE');
      expect({ name, body: response.body }).not.toMatchObject({ body: expect.stringMatching(TELLING) });
    }
  });
});
