import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

export function linkCodeMail(
  config: Pick<Config, 'appName'>,
  customer: Recipient,
  code: string,
  validMinutes: number,
): Mail {
  return composeMail({
    appName: config.appName,
    to: customer,
    subject: `Tu código para continuar en ${config.appName}`,
    paragraphs: [
      `Tu código es ${code}.`,
      `Escríbelo en la página del link de tu orden para continuar. Vence en ${validMinutes} minutos.`,
      `Nadie de ${config.appName} te pedirá este código: no lo compartas por teléfono, WhatsApp ni correo.`,
    ],
    footer: 'Si no lo pediste, ignora este correo: sin este código nadie puede usar tu link.',
  });
}
