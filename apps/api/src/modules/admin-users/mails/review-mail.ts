import type { AccountStatus, CustomerReviewAction } from '@cambix/contract';
import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

export interface ReviewOutcome {
  action: CustomerReviewAction;
  status: AccountStatus;
  /** The reason staff wrote (reject, block). */
  reason: string | null;
}

/**
 * The mail a customer receives after staff decide about their account (docs/rules/identity.md#staff-review).
 */
export function reviewMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  user: Recipient,
  outcome: ReviewOutcome,
): Mail {
  const app = config.appName;
  const home = { label: `Ir a ${app}`, url: `${config.appUrl}/userDashboard` };
  const validate = { label: 'Validar mi identidad', url: `${config.appUrl}/validateUser` };
  switch (outcome.action) {
    case 'approve':
      return composeMail({
        appName: app,
        to: user,
        subject: `Tu cuenta de ${app} fue aprobada`,
        paragraphs: [
          'Revisamos tus datos y tus fotos: tu identidad está validada y tu cuenta está activa.',
          'Ya puedes crear tus órdenes de cambio.',
        ],
        action: home,
      });
    case 'reject':
      return composeMail({
        appName: app,
        to: user,
        subject: `No pudimos validar tu identidad en ${app}`,
        paragraphs: [
          'Revisamos tus datos y tus fotos, pero no pudimos validar tu identidad por este motivo:',
          outcome.reason ?? '',
          'Ingresa de nuevo, corrige lo indicado y vuelve a enviar tus datos y las fotos de tu DNI. Revisaremos tu cuenta otra vez.',
        ],
        action: validate,
      });
    case 'block':
      return composeMail({
        appName: app,
        to: user,
        subject: `Tu cuenta de ${app} fue bloqueada`,
        paragraphs: [
          'Bloqueamos tu cuenta por este motivo:',
          outcome.reason ?? '',
          'Cerramos tus sesiones abiertas y no podrás ingresar mientras la cuenta siga bloqueada.',
          'Si crees que se trata de un error, responde este correo y lo revisaremos.',
        ],
        footer: `Este correo fue enviado por ${app}.`,
      });
    case 'activate':
      return outcome.status === 'ACTIVO'
        ? composeMail({
            appName: app,
            to: user,
            subject: `Tu cuenta de ${app} está activa`,
            paragraphs: ['Tu cuenta está activa otra vez. Ya puedes ingresar y crear tus órdenes de cambio.'],
            action: home,
          })
        : composeMail({
            appName: app,
            to: user,
            subject: `Desbloqueamos tu cuenta de ${app}`,
            paragraphs: [
              'Tu cuenta ya no está bloqueada.',
              'Para operar, ingresa y completa la validación de tu identidad.',
            ],
            action: validate,
          });
  }
}
