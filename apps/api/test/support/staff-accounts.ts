import type { StaffAccount, StaffAccountInput, StaffModule, StaffPermissions } from '@cambix/contract';
import { and, desc, eq, like } from 'drizzle-orm';
import { auditLog } from '../../src/platform/db/schema/index.ts';
import type { OutboxMail } from '../../src/platform/mail-outbox.ts';
import { insertPartner } from './partner-rows.ts';
import { APP_KEY_HEADER, body, type TestApp } from './test-app.ts';

type Headers = { authorization: string };

let sequence = 0;

/** A valid create/edit body with a document and email no other account has. */
export function staffInput(overrides: Partial<StaffAccountInput> = {}): StaffAccountInput {
  sequence += 1;
  const documentNumber = String(60_000_000 + sequence * 101 + Math.floor(Math.random() * 100));
  return {
    role: 'Colaborador',
    documentType: 'DNI',
    documentNumber,
    nombres: 'Andrea',
    apellidoPaterno: 'Núñez',
    apellidoMaterno: 'Soto',
    email: `equipo.${documentNumber}@cambix.test`,
    celular: '',
    ...overrides,
  };
}

const testPartners = new WeakMap<TestApp, Promise<number>>();

/** The partner an Externo of these tests belongs to when the test does not name one. */
export function testPartnerOf(t: TestApp): Promise<number> {
  let partnerId = testPartners.get(t);
  if (!partnerId) {
    partnerId = insertPartner(t.ctx).then((partner) => partner.id);
    testPartners.set(t, partnerId);
  }
  return partnerId;
}

/** An Externo needs its partner: one of the test's own unless the payload says (null included). */
async function withPartner(t: TestApp, payload: StaffAccountInput): Promise<StaffAccountInput> {
  if (payload.role !== 'Externo' || payload.partnerId !== undefined) return payload;
  return { ...payload, partnerId: await testPartnerOf(t) };
}

export const createStaff = async (t: TestApp, headers: Headers, payload: StaffAccountInput) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/staff-accounts',
    headers,
    payload: await withPartner(t, payload),
  });

export const updateStaff = async (t: TestApp, headers: Headers, userId: number, payload: StaffAccountInput) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/staff-accounts/${userId}`,
    headers,
    payload: await withPartner(t, payload),
  });

/** POST one of the account actions of users-management. */
export const staffAccountAction = (
  t: TestApp,
  headers: Headers,
  userId: number,
  action: 'reset-password' | 'deactivate' | 'reactivate',
) => t.app.inject({ method: 'POST', url: `/api/admin/staff-accounts/${userId}/${action}`, headers });

export const setPermission = (
  t: TestApp,
  headers: Headers,
  userId: number,
  module: StaffModule,
  grant: { canView: boolean; canEdit: boolean },
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/staff-accounts/${userId}/permissions/${module}`,
    headers,
    payload: grant,
  });

export async function permissionsOf(t: TestApp, headers: Headers, userId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/staff-accounts/${userId}/permissions`,
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`permissions failed: ${response.body}`);
  return body<StaffPermissions>(response).data;
}

/** Creates an account through the real endpoint; fails the test on any refusal. */
export async function createdStaff(t: TestApp, headers: Headers, overrides: Partial<StaffAccountInput> = {}) {
  const input = staffInput(overrides);
  const response = await createStaff(t, headers, input);
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return { input, account: body<StaffAccount>(response).data };
}

/** The token of the /restaurar link in a mail. */
export function restoreTokenOf(mail: OutboxMail): string {
  const link = mail.links.find((candidate) => candidate.includes('/restaurar?token='));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no /restaurar link in "${mail.subject}"`);
  return token;
}

/** POST /api/restorepassword, as the /restaurar page does. */
export const restorePassword = (t: TestApp, token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/restorepassword',
    headers: APP_KEY_HEADER,
    payload: { token, password: t.encrypt(password) },
  });

export const STAFF_PASSWORD = 'Equipo2026x';

/**
 * An account created by `headers` through the endpoint, whose person set their password from the
 * invitation and signed in: its account and bearer headers.
 */
export async function invitedAndSignedIn(
  t: TestApp,
  headers: Headers,
  overrides: Partial<StaffAccountInput> = {},
) {
  const { input, account } = await createdStaff(t, headers, overrides);
  const restored = await restorePassword(t, restoreTokenOf(await t.waitForMail(input.email)), STAFF_PASSWORD);
  if (restored.statusCode !== 200) throw new Error(`restore failed: ${restored.body}`);
  const login = await t.login(input.documentNumber, STAFF_PASSWORD);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return {
    input,
    account,
    headers: { authorization: `Bearer ${body<{ token: string }>(login).data.token}` },
  };
}

/** The staff-account audit rows about a user, newest first. */
export const staffAuditOf = (t: TestApp, userId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, String(userId)),
        like(auditLog.action, 'staff.%'),
      ),
    )
    .orderBy(desc(auditLog.id));
