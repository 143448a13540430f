import path from 'node:path';
import { readOutbox, type OutboxMail } from '@cambix/api/outbox';

const outboxDir = path.resolve(import.meta.dirname, '../.data', process.env.E2E_PORT ?? '4321', 'outbox');

/** Waits for the newest mail to `to` that the app under test wrote to its outbox. */
export async function waitForMail(to: string, after = 0): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await readOutbox(outboxDir)).filter((mail) => mail.to.includes(to));
    const mail = mails[after];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} in ${outboxDir}`);
}
