import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  file: string;
  to: string;
  /** The Reply-To header, '' when the mail has none. */
  replyTo: string;
  subject: string;
  text: string;
  /** Every http(s) link in the text, in order. */
  links: string[];
}

/** Reads the mails the embedded mailer wrote, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml')).sort()) {
    const parsed = await simpleParser(await fs.readFile(path.join(outboxDir, name)));
    const to = Array.isArray(parsed.to)
      ? parsed.to.map((address) => address.text).join(', ')
      : (parsed.to?.text ?? '');
    const text = parsed.text ?? '';
    mails.push({
      file: name,
      to,
      replyTo: parsed.replyTo?.text ?? '',
      subject: parsed.subject ?? '',
      text,
      links: text.match(/https?:\/\/\S+/g) ?? [],
    });
  }
  return mails;
}
