import type { BankAccount } from '@cambix/contract';
import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

/** Decision 072: an account added through an order link is paid only once the customer confirms it. */
export function accountToConfirmMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  customer: Recipient,
  account: BankAccount,
): Mail {
  const ending = account.accountNumber.slice(-4);
  return composeMail({
    appName: config.appName,
    to: customer,
    subject: `Confirma tu nueva cuenta en ${config.appName}`,
    paragraphs: [
      `Se agregó la cuenta ${account.bank.name} terminada en ${ending} desde el link de una orden.`,
      'Para tu seguridad, no enviaremos dinero a esa cuenta hasta que la confirmes: inicia sesión, entra a Bancos y elige "Confirmar cuenta".',
      'Si no la agregaste tú, no la confirmes y escríbenos de inmediato.',
    ],
    action: { label: 'Confirmar mi cuenta', url: `${config.appUrl}/userDashboard/cuentas` },
  });
}
