import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

export function passwordResetMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  user: Recipient,
  token: string,
  validMinutes: number,
): Mail {
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Restablece tu contraseña de ${config.appName}`,
    paragraphs: [
      'Recibimos una solicitud para restablecer tu contraseña.',
      `El enlace sirve una sola vez y vence en ${validMinutes} minutos.`,
    ],
    action: {
      label: 'Restablecer contraseña',
      url: `${config.appUrl}/restaurar?token=${encodeURIComponent(token)}`,
    },
    footer: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  });
}
