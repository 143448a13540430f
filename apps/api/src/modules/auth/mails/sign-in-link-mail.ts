import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

/** The token travels after `#`: a browser never sends the fragment, so no server or proxy logs it. */
export function signInLinkMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  user: Recipient,
  token: string,
  validMinutes: number,
): Mail {
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Tu enlace para ingresar a ${config.appName}`,
    paragraphs: [
      'Pediste un enlace para ingresar a tu cuenta sin escribir tu contraseña.',
      `El enlace sirve una sola vez y vence en ${validMinutes} minutos.`,
    ],
    action: {
      label: 'Ingresar a mi cuenta',
      url: `${config.appUrl}/ingresar-con-enlace#${encodeURIComponent(token)}`,
    },
    footer:
      'Si no lo pediste, ignora este correo: nadie puede usar el enlace sin acceder a tu correo. Si recibes muchos, cambia tu contraseña.',
  });
}
