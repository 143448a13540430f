import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';
import { EMAIL_CHANGE_HOLD_HOURS } from '../email-change.ts';

/** To the previous address: the account's email changed, its sessions ended, and no link goes out for a while. */
export function emailChangedMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  previous: Recipient,
  newEmail: string,
): Mail {
  const [local = '', domain = ''] = newEmail.split('@');
  const masked = `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
  return composeMail({
    appName: config.appName,
    to: previous,
    subject: `El correo de tu cuenta de ${config.appName} cambió`,
    paragraphs: [
      `Desde ahora enviaremos los correos de tu cuenta a ${masked}, y cerramos tus sesiones abiertas.`,
      `Por seguridad, durante ${EMAIL_CHANGE_HOLD_HOURS} horas no enviaremos enlaces para cambiar la contraseña a la nueva dirección.`,
      'Si no pediste este cambio, responde este correo de inmediato.',
    ],
  });
}
