import type { StaffModule } from '@cambix/contract';
import { insertColaborador } from './admin-customers.ts';
import { body, type TestApp } from './test-app.ts';

/** Bearer headers of a user, signed in through the real login with the demo password. */
export async function signIn(t: TestApp, documentNumber: string): Promise<{ authorization: string }> {
  const response = await t.login(documentNumber);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { authorization: `Bearer ${body<{ token: string }>(response).data.token}` };
}

/** A Colaborador with exactly these grants, signed in. */
export async function signedInColaborador(
  t: TestApp,
  grants: { module: StaffModule; canView: boolean; canEdit: boolean }[] = [],
) {
  const user = await insertColaborador(t.ctx, grants);
  return { user, headers: await signIn(t, user.documentNumber) };
}
