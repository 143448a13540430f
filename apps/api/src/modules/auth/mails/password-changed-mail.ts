import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

export function passwordChangedMail(config: Pick<Config, 'appName' | 'appUrl'>, user: Recipient): Mail {
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Tu contraseña de ${config.appName} fue cambiada`,
    paragraphs: [
      'Tu contraseña acaba de cambiar y cerramos tus sesiones abiertas.',
      'Si no fuiste tú, escríbenos de inmediato.',
    ],
    action: { label: 'Iniciar sesión', url: `${config.appUrl}/login` },
  });
}
