import { cciCheckDigits } from '@cambix/contract';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/platform/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

/** A request to /api/admin/settings… as the web's Ajustes screen sends it. */
export const settingsCall = (
  t: TestApp,
  headers: Headers,
  method: Method,
  path: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url: `/api/admin/settings${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

/** A valid CCI of an account at the bank with entity `code`. */
export function cciAt(code: string, accountNumber: string): string {
  const first18 = `${code}100${accountNumber.padStart(12, '0').slice(-12)}`;
  return `${first18}${cciCheckDigits(first18)}`;
}

/** The newest audit rows of an action on a target, newest first. */
export function auditOf(t: TestApp, action: string, targetId: string | number) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id));
}
