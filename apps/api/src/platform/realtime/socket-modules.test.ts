import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador } from '../../../test/support/admin-customers.ts';
import { signIn } from '../../../test/support/admin-orders.ts';
import {
  listen,
  openSocket,
  outcome,
  tokenOf,
  withTwoInstances,
  type Client,
} from '../../../test/support/sockets.ts';
import {
  invitedAndSignedIn,
  setPermission,
  staffInput,
  updateStaff,
} from '../../../test/support/staff-accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { staffPermissions } from '../db/schema/index.ts';

const opened: Client[] = [];

/** A connected socket of the user whose bearer headers are given. */
async function connected(url: string, headers: { authorization: string }): Promise<Client> {
  const socket = openSocket(url, tokenOf(headers), opened);
  expect(await outcome(socket)).toBe('connected');
  return socket;
}

async function inRoom(t: TestApp, room: string, socket: Client): Promise<boolean> {
  return (await t.app.realtime.io.in(room).fetchSockets()).some((s) => s.id === socket.id);
}

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t);
});

afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await t.close();
});

describe("a Colaborador's module rooms", () => {
  it('come from grants read once per instance: a row written behind the app is not read again', async () => {
    const staff = await insertColaborador(t.ctx, [{ module: 'pagos', canView: true, canEdit: false }]);
    const headers = await signIn(t, staff.documentNumber);
    const first = await connected(url, headers);
    expect(await inRoom(t, 'module:pagos', first)).toBe(true);

    // No use case wrote this, so nothing tells the instances to read the grants again.
    await t.ctx.db
      .delete(staffPermissions)
      .where(and(eq(staffPermissions.userId, staff.id), eq(staffPermissions.module, 'pagos')));
    const second = await connected(url, headers);
    expect(await inRoom(t, 'module:pagos', second)).toBe(true);
  });

  it('follow a grant changed through the API on the next handshake', async () => {
    const staff = await insertColaborador(t.ctx, [{ module: 'pagos', canView: true, canEdit: false }]);
    const headers = await signIn(t, staff.documentNumber);
    const first = await connected(url, headers);
    expect(await inRoom(t, 'module:ordenes', first)).toBe(false);

    const admin = await t.authAs('admin');
    const granted = await setPermission(t, admin, staff.id, 'ordenes', { canView: true, canEdit: false });
    expect(granted.statusCode, granted.body).toBe(200);
    const revoked = await setPermission(t, admin, staff.id, 'pagos', { canView: false, canEdit: false });
    expect(revoked.statusCode, revoked.body).toBe(200);
    // The open socket moves once the change is heard; a socket opened after that reads the new grants.
    await expect.poll(() => inRoom(t, 'module:ordenes', first)).toBe(true);
    const second = await connected(url, headers);
    expect(await inRoom(t, 'module:ordenes', second)).toBe(true);
    expect(await inRoom(t, 'module:pagos', second)).toBe(false);
  });

  it('are read again after a role change, which drops the grants', async () => {
    const admin = await t.authAs('admin');
    const { input, account, headers } = await invitedAndSignedIn(t, admin);
    expect(
      (await setPermission(t, admin, account.id, 'pagos', { canView: true, canEdit: false })).statusCode,
    ).toBe(200);
    const before = await connected(url, headers);
    expect(await inRoom(t, 'module:pagos', before)).toBe(true);

    for (const role of ['Administrador', 'Colaborador'] as const) {
      const changed = await updateStaff(t, admin, account.id, { ...staffInput(), ...input, role });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const login = await t.login(input.documentNumber, 'Equipo2026x');
    expect(login.statusCode, login.body).toBe(200);
    const after = await connected(url, { authorization: `Bearer ${JSON.parse(login.body).data.token}` });
    expect(await inRoom(t, 'module:pagos', after)).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis, two instances', () => {
  it('a grant changed on one is followed by the next handshake on the other', async () => {
    await withTwoInstances(
      async (a, b) => {
        const urlB = await listen(b);
        const staff = await insertColaborador(a.ctx, [{ module: 'pagos', canView: true, canEdit: false }]);
        const headers = await signIn(a, staff.documentNumber);
        const first = await connected(urlB, headers);
        expect(await inRoom(b, 'module:ordenes', first)).toBe(false);

        const granted = await setPermission(a, await a.authAs('admin'), staff.id, 'ordenes', {
          canView: true,
          canEdit: false,
        });
        expect(granted.statusCode, granted.body).toBe(200);
        await expect.poll(() => inRoom(b, 'module:ordenes', first)).toBe(true);
        const second = await connected(urlB, headers);
        expect(await inRoom(b, 'module:ordenes', second)).toBe(true);
      },
      { oneDatabase: true },
    );
  });
});
