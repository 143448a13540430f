import path from 'node:path';
import { readOutbox, type OutboxMail } from '@cambix/api/outbox';

const outboxDir = path.resolve(import.meta.dirname, '../.data', process.env.E2E_PORT ?? '4321', 'outbox');

async function waitFor(pick: (mails: OutboxMail[]) => OutboxMail | undefined, what: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = pick(await readOutbox(outboxDir));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail ${what} in ${outboxDir}`);
}

/** Waits for the mail number `after` (0 = the first) to `to` that the app under test wrote to its outbox. */
export function waitForMail(to: string, after = 0): Promise<OutboxMail> {
  return waitFor((mails) => mails.filter((mail) => mail.to.includes(to))[after], `to ${to}`);
}

/** Waits for the mail to `to` with this subject (the newest, when there are several). */
export function waitForMailAbout(to: string, subject: string): Promise<OutboxMail> {
  return waitFor(
    (mails) => mails.filter((mail) => mail.to.includes(to) && mail.subject === subject).at(-1),
    `to ${to} about "${subject}"`,
  );
}

/** Every mail to `to` the app under test has written so far. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  return (await readOutbox(outboxDir)).filter((mail) => mail.to.includes(to));
}
