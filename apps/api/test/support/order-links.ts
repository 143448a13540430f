import type { ResolvedLink } from '@cambix/contract';
import { APP_KEY_HEADER, body, type TestApp } from './test-app.ts';

const CODE_MAIL = /^Tu código para continuar en /;

/** The one-time codes mailed to `email`, oldest first. */
export async function mailedLinkCodes(t: TestApp, email: string): Promise<string[]> {
  return (await t.outbox())
    .filter((mail) => mail.to.includes(email) && CODE_MAIL.test(mail.subject))
    .map((mail) => /Tu código es (\d{6})/.exec(mail.text)?.[1] ?? '');
}

export const sendLinkCode = (t: TestApp, code: string, headers: Record<string, string> = APP_KEY_HEADER) =>
  t.app.inject({ method: 'POST', url: `/api/order-link/${code}/send-code`, headers });

export const verifyLinkCode = (
  t: TestApp,
  code: string,
  verificationCode: string,
  headers: Record<string, string> = APP_KEY_HEADER,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order-link/${code}/verify`,
    headers,
    payload: { verificationCode },
  });

/** Asks for a code and waits for its mail (mails go out after the answer); answers the code. */
export async function requestLinkCode(t: TestApp, code: string, email: string): Promise<string> {
  const before = (await mailedLinkCodes(t, email)).length;
  const sent = await sendLinkCode(t, code);
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.body}`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const codes = await mailedLinkCodes(t, email);
    if (codes.length > before) return codes.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code mailed to ${email}`);
}

/**
 * Proves to be the link's customer as they would (decision 071): asks for the code, reads it in the mail,
 * types it. Answers the resolved link and the headers of the session bound to it.
 */
export async function proveLink(t: TestApp, code: string, email: string) {
  const verified = await verifyLinkCode(t, code, await requestLinkCode(t, code, email));
  if (verified.statusCode !== 200) throw new Error(`link not verified: ${verified.body}`);
  const link = body<ResolvedLink>(verified).data;
  const token = link.user?.token ?? link.order?.user.token;
  if (!token) throw new Error('verify answered no token');
  return { link, headers: { authorization: `Bearer ${token}` } };
}
