import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

export function welcomeMail(config: Pick<Config, 'appName' | 'appUrl'>, user: Recipient): Mail {
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Bienvenido a ${config.appName}`,
    paragraphs: [
      `Tu cuenta en ${config.appName} está creada.`,
      'Para operar, completa la validación de tu identidad: tus datos, las fotos de tu DNI, una selfie y tu primera cuenta bancaria.',
    ],
    action: { label: 'Validar mi identidad', url: `${config.appUrl}/validateUser` },
  });
}
