import { DATA_REQUEST_KIND_NAMES, type DataRequestKind, type DataRequestOutcome } from '@cambix/contract';
import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

/** The customer's request was answered: the answer itself, and where to see it (unless their data is gone). */
export function requestAnsweredMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  user: Recipient,
  request: {
    code: string;
    kind: DataRequestKind;
    outcome: DataRequestOutcome;
    answer: string;
    cancelled: boolean;
  },
): Mail {
  const kind = DATA_REQUEST_KIND_NAMES[request.kind].toLowerCase();
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Respondimos tu solicitud de ${kind} (${request.code})`,
    paragraphs: [
      `Tu solicitud de ${kind} fue ${request.outcome === 'atendida' ? 'atendida' : 'denegada'}. Nuestra respuesta:`,
      request.answer,
      ...(request.cancelled
        ? [
            'Cancelamos tus datos personales y cerramos tu acceso. Conservamos solo lo que la ley nos obliga a guardar (el registro de operaciones, tus boletas y tus órdenes, con tu tipo y número de documento).',
          ]
        : []),
    ],
    ...(request.cancelled
      ? {}
      : { action: { label: 'Ver mis solicitudes', url: `${config.appUrl}/userDashboard/perfil#mis-datos` } }),
  });
}
