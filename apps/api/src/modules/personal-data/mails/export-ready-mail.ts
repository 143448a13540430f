import { formatLimaDateTime } from '@cambix/contract';
import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

/** The export is ready: the link opens Perfil › Mis datos, where only the signed-in owner can download it. */
export function exportReadyMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  user: Recipient,
  expiresAt: Date,
): Mail {
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Tus datos en ${config.appName} están listos para descargar`,
    paragraphs: [
      'Preparamos el archivo con todos los datos que guardamos sobre ti: tu perfil, tus cuentas bancarias, tus órdenes, tus puntos, tus notificaciones y tus documentos.',
      `Descárgalo desde Mis datos, en tu perfil, ingresando con tu cuenta. El enlace vence el ${formatLimaDateTime(expiresAt)} (hora de Lima).`,
    ],
    action: { label: 'Descargar mis datos', url: `${config.appUrl}/userDashboard/perfil#mis-datos` },
  });
}
