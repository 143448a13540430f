import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail } from '../../../platform/mail-template.ts';
import { UNCONFIRMED_VISITOR_ALERT_DAYS } from '../../../platform/retention-periods.ts';
import type { RateAlertRow } from '../alert-view.ts';
import { alertInWords } from '../alert-words.ts';

/** The token travels after `#`: a browser never sends the fragment, so no server or proxy logs it. */
export function confirmAlertMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  alert: Pick<RateAlertRow, 'condition' | 'rate'>,
  email: string,
  token: string,
): Mail {
  return composeMail({
    appName: config.appName,
    to: { email, nombres: '' },
    subject: `Activa tu alerta del dólar en ${config.appName}`,
    paragraphs: [
      `Pediste que te avisemos cuando ${alertInWords(alert.condition, alert.rate)}.`,
      'Abre el enlace para activarla. Desde ahí también puedes pausarla, eliminarla o recibirla en tu navegador.',
    ],
    action: { label: 'Activar mi alerta', url: `${config.appUrl}/alertas#${encodeURIComponent(token)}` },
    footer: `Si no lo pediste, ignora este correo: la alerta no se activa sin abrir el enlace, y si no lo abres en ${UNCONFIRMED_VISITOR_ALERT_DAYS} días la borramos con tu correo.`,
  });
}
