import {
  CUSTOMER_ORDER_STATUS,
  CUSTOMER_WAIT_MINUTES,
  formatSoles,
  type OrderStatus,
  type ReceiptKind,
} from '@cambix/contract';
import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

type MailConfig = Pick<Config, 'appName' | 'appUrl'>;

export interface MailOrder {
  code: string;
  sendAmount: string;
  receiveAmount: string;
}

/** Who a mail about an order goes to, and the page its button opens when not the customer's orders. */
export interface OrderRecipient extends Recipient {
  /** A partner's client has no customer area: the button opens the order's finalize page. */
  page?: { label: string; url: string };
}

/** A partner's client (no account): no coupons or points of theirs, no order detail to point to. */
const isPartnerClient = (to: OrderRecipient) => to.page !== undefined;

const GIVEN_BACK = 'Si usaste un cupón o puntos, ya están de vuelta en tu cuenta.';

/** The order in the customer's Historial, its detail open (decision 099). */
export const customerOrderUrl = (config: MailConfig, code: string): string =>
  `${config.appUrl}/userDashboard/ordenes?orden=${encodeURIComponent(code)}`;

/** The status in the customer's words and what comes next, as their screens say it (decision 099). */
const statusLine = (status: OrderStatus): string =>
  `Estado de tu orden: ${CUSTOMER_ORDER_STATUS[status].name}. ${CUSTOMER_ORDER_STATUS[status].next}`;

/** A mail about one of the customer's orders, ending with its status, with a button to that order. */
const orderMail = (
  config: MailConfig,
  to: OrderRecipient,
  order: MailOrder,
  status: OrderStatus,
  subject: string,
  paragraphs: string[],
): Mail =>
  composeMail({
    appName: config.appName,
    to,
    subject,
    paragraphs: [...paragraphs, statusLine(status)],
    action: to.page ?? { label: 'Ver mi orden', url: customerOrderUrl(config, order.code) },
  });

/** Pagos confirmed the customer's payment: the payout comes next. */
export function paymentApprovedMail(config: MailConfig, to: OrderRecipient, order: MailOrder): Mail {
  return orderMail(config, to, order, 3, `Confirmamos tu pago de la orden ${order.code}`, [
    `Recibimos tu pago de ${formatSoles(order.sendAmount)} para la orden ${order.code}.`,
    `Ahora te transferimos ${formatSoles(order.receiveAmount)} a tu cuenta de destino, en unos ${CUSTOMER_WAIT_MINUTES.payout} minutos. Te avisaremos cuando esté hecho.`,
  ]);
}

/**
 * Pagos could not confirm the payment (docs/rules/statuses.md#reasons-and-mails: the reason is required and
 * goes to the customer).
 */
export function paymentRejectedMail(
  config: MailConfig,
  to: OrderRecipient,
  order: MailOrder,
  reason: string,
): Mail {
  return orderMail(config, to, order, 2, `No pudimos confirmar el pago de tu orden ${order.code}`, [
    `Revisamos tu orden ${order.code} de ${formatSoles(order.sendAmount)}, pero no pudimos confirmar tu pago por este motivo:`,
    reason,
    isPartnerClient(to) ? 'La orden quedó anulada.' : `La orden quedó anulada. ${GIVEN_BACK}`,
    'Si crees que se trata de un error, responde este correo y lo revisaremos.',
  ]);
}

/** An observed order cancelled: the payment was received, so Cambix returns it. */
export function orderCancelledMail(
  config: MailConfig,
  to: OrderRecipient,
  order: MailOrder,
  reason: string,
): Mail {
  return orderMail(config, to, order, 2, `Anulamos tu orden ${order.code}`, [
    `Anulamos tu orden ${order.code} por este motivo:`,
    reason,
    `Te devolveremos los ${formatSoles(order.sendAmount)} que pagaste a la cuenta desde la que hiciste el pago.${isPartnerClient(to) ? '' : ` ${GIVEN_BACK}`}`,
    'Si tienes alguna duda, responde este correo.',
  ]);
}

/** The payout is on hold until the customer fixes what staff noted, through the modification link. */
export function orderObservedMail(
  config: MailConfig,
  to: OrderRecipient,
  order: MailOrder,
  note: string,
  link: { url: string; expiresAt: Date },
): Mail {
  const until = new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(link.expiresAt);
  return composeMail({
    appName: config.appName,
    to,
    subject: `Tu orden ${order.code} necesita una corrección`,
    paragraphs: [
      `Antes de enviarte ${formatSoles(order.receiveAmount)} por tu orden ${order.code}, necesitamos que corrijas lo siguiente:`,
      note,
      `Puedes hacerlo desde el botón de abajo hasta el ${until} (hora de Lima). Podrás elegir otra cuenta de destino o subir un nuevo comprobante. Cuando termines, seguiremos con tu orden.`,
      `También puedes ver tu orden en ${customerOrderUrl(config, order.code)}`,
      statusLine(4),
    ],
    action: { label: 'Corregir mi orden', url: link.url },
  });
}

/** The money left Cambix: how much, the transfer's operation number and the receipt (boleta or factura). */
export function orderPaidOutMail(
  config: MailConfig,
  to: OrderRecipient,
  order: MailOrder,
  payout: { operationNumber: string; receipt: string; receiptKind: ReceiptKind },
): Mail {
  const receipt = `Tu ${payout.receiptKind} por la comisión es la ${payout.receipt}`;
  return orderMail(config, to, order, 5, `Te enviamos el dinero de tu orden ${order.code}`, [
    `Transferimos ${formatSoles(order.receiveAmount)} a tu cuenta de destino por tu orden ${order.code}.`,
    `Número de operación: ${payout.operationNumber}.`,
    isPartnerClient(to)
      ? `${receipt}; la descargas en PDF desde la página de tu orden, con el botón de abajo.`
      : `${receipt}; la encuentras en el detalle de tu orden, con la constancia de la transferencia: ${customerOrderUrl(config, order.code)}`,
    '¡Gracias por operar con nosotros!',
  ]);
}

/**
 * The observed mail of a partner's client, who has no account to fix the order from: the partner who sent
 * the link helps them (docs/rules/partners.md#finalize-link).
 */
export function partnerOrderObservedMail(
  config: MailConfig,
  to: OrderRecipient,
  order: MailOrder,
  note: string,
): Mail {
  return orderMail(config, to, order, 4, `Tu orden ${order.code} necesita una corrección`, [
    `Antes de enviarte ${formatSoles(order.receiveAmount)} por tu orden ${order.code}, hay que corregir lo siguiente:`,
    note,
    'Comunícate con quien te envió el link de pago para resolverlo. Te avisaremos cuando sigamos con tu orden.',
  ]);
}
