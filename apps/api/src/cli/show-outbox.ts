// `npm run outbox`: the latest mails the embedded mailer wrote (reset links, welcome mails...).
import path from 'node:path';
import { loadConfig } from '../platform/env.ts';
import { readOutbox } from '../platform/mail-outbox.ts';

const count = Number(process.argv[2] ?? 5);
const outboxDir = path.join(loadConfig().dataDir, 'outbox');
const mails = (await readOutbox(outboxDir)).slice(-count);
if (mails.length === 0) console.info(`No hay correos en ${outboxDir}.`);
for (const mail of mails) {
  console.info(`\n${mail.file}\n  Para:   ${mail.to}\n  Asunto: ${mail.subject}`);
  for (const link of mail.links) console.info(`  Enlace: ${link}`);
  // An order link's one-time code (decision 071), to try the proof step by hand.
  const code = /Tu código es (\d{6})/.exec(mail.text)?.[1];
  if (code) console.info(`  Código: ${code}`);
}
