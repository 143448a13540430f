import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

interface MailContent {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * A mail the service needs (the default), or a marketing one: that goes only to a customer whose marketing
 * consent is current, which the mailer checks for every caller (decision 167).
 */
export type Mail = MailContent & ({ kind?: 'transactional' } | { kind: 'marketing'; recipientId: number });

/** Hands one mail to SMTP, or writes it as an .eml file; throws when it could not. */
export type DeliverMail = (mail: Mail) => Promise<void>;

interface MailLog {
  info(object: object, message: string): void;
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'mail'
  );
}

/**
 * Real mail through SMTP when `smtpUrl` is set; otherwise each mail becomes an .eml file in `outboxDir`
 * (the embedded delivery `npm run outbox` reads). Mail reaches it through the mail queue (`mail-queue.ts`).
 */
export function createMailDelivery(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  /**
   * Where a reply goes (the help contact of Ajustes › Contacto), read when each mail leaves: the sender is a
   * no-reply address, and mails invite the customer to answer them. '' sends none.
   */
  replyTo?: () => Promise<string>;
  log: MailLog;
}): DeliverMail {
  const headers = async () => {
    const replyTo = (await options.replyTo?.()) ?? '';
    return replyTo === '' ? { from: options.from } : { from: options.from, replyTo };
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ ...(await headers()), ...mail });
      options.log.info({ subject: mail.subject }, 'mail sent');
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return async (mail) => {
    const { message } = await transport.sendMail({ ...(await headers()), ...mail });
    await fs.mkdir(options.outboxDir, { recursive: true });
    sequence += 1;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}-${slug(mail.subject)}.eml`;
    await fs.writeFile(path.join(options.outboxDir, name), message as Buffer, { mode: 0o600 });
    options.log.info({ subject: mail.subject, file: name }, 'mail written to the outbox');
  };
}
