import { alertCalculatorPath, formatRate } from '@cambix/contract';
import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';
import type { RateAlertRow } from '../alert-view.ts';
import { alertInWords, amountInWords } from '../alert-words.ts';

/** The alert met: the rate now, and the calculator opened on its amount and operation. */
export function alertFiredMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  to: Recipient,
  alert: Pick<RateAlertRow, 'condition' | 'rate' | 'amountUsd' | 'userId'>,
  rateNow: string,
): Mail {
  return composeMail({
    appName: config.appName,
    to,
    subject: `El dólar está a ${formatRate(rateNow)}`,
    paragraphs: [
      `Nos pediste avisarte cuando ${alertInWords(alert.condition, alert.rate)}. Ahora está a ${formatRate(rateNow)}.`,
      `Abre la calculadora con ${amountInWords(alert.amountUsd)} para ver cuánto recibes.`,
      'Te avisaremos otra vez cuando vuelva a cruzar ese valor.',
    ],
    action: {
      label: 'Abrir la calculadora',
      url: `${config.appUrl}${alertCalculatorPath(alert.condition, alert.amountUsd)}`,
    },
    footer:
      alert.userId === null
        ? 'Para pausar o eliminar la alerta, abre el enlace del correo con que la activaste.'
        : `Pausa o elimina tus alertas en tu cuenta de ${config.appName}, en Alertas.`,
  });
}
