import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Principal } from '../../platform/http/access.ts';
import { assertSecondPerson } from './assert-second-person.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const principal = (userId: number, role: Principal['role']): Principal => ({
  userId,
  role,
  sessionId: 'test-session',
  authTime: 0,
});
/** The code a decider is refused with on someone else's egreso request, or null when they may decide it. */
const refusal = (decider: Principal, authorId = -1) =>
  assertSecondPerson(t.ctx.db, decider, { authorId, module: 'egreso' }, 'APPROVAL_OWN_REQUEST').then(
    () => null,
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('who may decide what waits for a second person', () => {
  it('refuses anyone who is not staff by role, before reading grants', async () => {
    const customer = await insertCustomer(t.ctx);
    expect(await refusal(principal(customer.id, 'Cliente'))).toBe('FORBIDDEN_ROLE');
  });

  it('needs edit on the request’s own module: view of it, or edit of another, is refused', async () => {
    const viewer = await insertColaborador(t.ctx, [{ module: 'egreso', canView: true, canEdit: false }]);
    const otherEditor = await insertColaborador(t.ctx, [
      { module: 'external-orders', canView: true, canEdit: true },
    ]);
    const editor = await insertColaborador(t.ctx, [{ module: 'egreso', canView: true, canEdit: true }]);
    expect(await refusal(principal(viewer.id, 'Colaborador'))).toBe('FORBIDDEN_MODULE');
    expect(await refusal(principal(otherEditor.id, 'Colaborador'))).toBe('FORBIDDEN_MODULE');
    expect(await refusal(principal(editor.id, 'Colaborador'))).toBeNull();
  });

  it('never its author, even holding edit', async () => {
    const editor = await insertColaborador(t.ctx, [{ module: 'egreso', canView: true, canEdit: true }]);
    expect(await refusal(principal(editor.id, 'Colaborador'), editor.id)).toBe('APPROVAL_OWN_REQUEST');
  });
});
