import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Delivers now; the caller waits. */
  send(mail: Mail): Promise<void>;
  /** Delivers after the response; a failure is logged, never thrown. */
  dispatch(mail: Mail): void;
  /** Waits for every dispatched mail (shutdown, tests). */
  drain(): Promise<void>;
}

interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

function withDispatch(send: Mailer['send'], log: MailLog): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send,
    dispatch(mail) {
      const delivery = send(mail)
        .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'mail failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
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

/** Real mail through SMTP when `smtpUrl` is set; otherwise each mail becomes an .eml file in `outboxDir`. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  log: MailLog;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return withDispatch(async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
      options.log.info({ subject: mail.subject }, 'mail sent');
    }, options.log);
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return withDispatch(async (mail) => {
    const { message } = await transport.sendMail({ from: options.from, ...mail });
    await fs.mkdir(options.outboxDir, { recursive: true });
    sequence += 1;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}-${slug(mail.subject)}.eml`;
    await fs.writeFile(path.join(options.outboxDir, name), message as Buffer, { mode: 0o600 });
    options.log.info({ subject: mail.subject, file: name }, 'mail written to the outbox');
  }, options.log);
}
