import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

/** Sent when the customer finishes the identity validation: staff review comes next. */
export function kycReceivedMail(config: Pick<Config, 'appName' | 'appUrl'>, user: Recipient): Mail {
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Recibimos tus datos: tu cuenta de ${config.appName} está en revisión`,
    paragraphs: [
      'Completaste la validación de tu identidad. Nuestro equipo revisará tus datos y fotos, normalmente en el mismo día hábil.',
      'Te escribiremos apenas tu cuenta quede activa. Mientras tanto puedes ingresar y revisar tus cuentas bancarias y tu perfil.',
    ],
    action: { label: 'Ir a mi cuenta', url: `${config.appUrl}/userDashboard` },
  });
}
