import type { ManagedRole } from '@cambix/contract';
import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

/**
 * The link a manager sends: an invitation while the account has no password yet, otherwise a new
 * password. Both open /restaurar, which sets the password from the token.
 */
export function staffPasswordLinkMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  user: Recipient,
  link: { token: string; validHours: number; role: ManagedRole; isInvitation: boolean },
): Mail {
  const url = `${config.appUrl}/restaurar?token=${encodeURIComponent(link.token)}`;
  const validity = `El enlace sirve una sola vez y vence en ${link.validHours} horas.`;
  if (link.isInvitation) {
    return composeMail({
      appName: config.appName,
      to: user,
      subject: `Tu cuenta de ${config.appName} está lista`,
      paragraphs: [
        `Creamos tu cuenta de ${link.role} en ${config.appName}.`,
        `Para entrar, crea tu contraseña con el botón de abajo. ${validity}`,
      ],
      action: { label: 'Crear mi contraseña', url },
      footer: 'Si no esperabas este correo, ignóralo: nadie podrá entrar sin crear la contraseña.',
    });
  }
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Crea una nueva contraseña de ${config.appName}`,
    paragraphs: [
      'Un administrador de tu equipo te envió un enlace para crear una nueva contraseña.',
      `${validity} Hasta que lo uses, tu contraseña actual sigue funcionando.`,
    ],
    action: { label: 'Crear nueva contraseña', url },
    footer: 'Si no lo esperabas, ignora este correo: tu contraseña no cambia.',
  });
}
