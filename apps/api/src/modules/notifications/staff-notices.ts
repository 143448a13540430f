import { ORDER_STATUS, formatSoles, type DocumentType } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { parseMoney } from '../../platform/money.ts';
import type { StaffNotice } from './notify-staff.ts';

/**
 * An order this large also opens every staff member's modal (docs/rules/notifications.md#who-is-notified: it
 * needs attention now). A business threshold, not a limit: orders go up to S/ 50,000, and few come near this
 * one.
 */
export const LARGE_ORDER_SOLES = parseMoney('20000');

interface OrderFacts {
  id: number;
  code: string;
  sendAmount: string;
}

/** Who a notice is about: two customers with the same name are told apart by their document. */
export interface NoticeCustomer {
  nombres: string;
  apellidoPaterno: string;
  documentType: DocumentType;
  documentNumber: string;
}

/** Keeps "S/" with its amount and "DNI" with its number when a narrow bell wraps the body. */
const NBSP = '\u00a0';
const solesOf = (amount: string) => formatSoles(amount).replace(' ', NBSP);

const DOCUMENT_NAMES: Record<DocumentType, string> = { DNI: 'DNI', CE: 'CE', PASAPORTE: 'Pasaporte' };

/** "Rosa Quispe (DNI 40000001)", the document kept on one line. */
export function customerLabel(customer: NoticeCustomer): string {
  const name = `${customer.nombres.trim()} ${customer.apellidoPaterno.trim()}`.trim();
  return `${name} (${DOCUMENT_NAMES[customer.documentType]}${NBSP}${customer.documentNumber})`;
}

/** The customer a notice names, read in the notice's transaction. */
export async function noticeCustomer(db: Queryable, userId: number): Promise<NoticeCustomer> {
  const [customer] = await db
    .select({
      nombres: users.nombres,
      apellidoPaterno: users.apellidoPaterno,
      documentType: users.documentType,
      documentNumber: users.documentNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!customer) throw new Error(`no customer ${userId} for a notice`);
  return customer;
}

/**
 * The customer said the payment is made (TEMPORAL to PENDIENTE), or fixed an observed order (OBSERVADA
 * to PENDIENTE_DEVOLUCION). Through a link it is the link's group: one notice tells both facts.
 */
export function finalizedOrderNotice(
  order: OrderFacts,
  customer: NoticeCustomer,
  from: number,
  viaLink: boolean,
  at: Date,
): StaffNotice {
  const who = customerLabel(customer);
  if (from === ORDER_STATUS.OBSERVADA) {
    return {
      title: 'Orden corregida',
      body: `${who} corrigió la orden ${order.code}; vuelve a Devoluciones.`,
      link: `/dashboard/devolucion/${order.id}`,
      group: 'payments',
      at,
      task: { kind: 'order-payout', id: order.id },
    };
  }
  const amount = solesOf(order.sendAmount);
  const link = `/dashboard/pago/${order.id}`;
  return {
    title: viaLink ? 'Orden finalizada por link' : 'Nueva orden por verificar',
    body: `La orden ${order.code} de ${who} por ${amount} espera la verificación del pago.`,
    link,
    group: viaLink ? 'link-orden' : 'payments',
    at,
    sourceKey: `order-finalized:${order.id}`,
    task: { kind: 'order-payment', id: order.id },
    ...(parseMoney(order.sendAmount) >= LARGE_ORDER_SOLES
      ? {
          modal: {
            type: 'alert' as const,
            title: 'Orden grande',
            message: `La orden ${order.code} es de ${amount}. Verifica el pago cuanto antes.`,
            link,
            linkText: 'Ver la orden',
          },
        }
      : {}),
  };
}

/**
 * A voucher sent through a link asks for the order's next staff step: the payment check of an order not yet
 * approved, the payout of an observed one.
 */
export function voucherByLinkNotice(
  order: Pick<OrderFacts, 'id' | 'code'> & { status: number },
  customer: NoticeCustomer,
  at: Date,
): StaffNotice {
  return {
    title: 'Comprobante recibido por link',
    body: `${customerLabel(customer)} subió el comprobante de la orden ${order.code} desde su link.`,
    link: `/dashboard/orden/${order.id}`,
    group: 'link-orden',
    at,
    task: {
      kind: order.status === ORDER_STATUS.OBSERVADA ? 'order-payout' : 'order-payment',
      id: order.id,
    },
  };
}

export function kycReviewNotice(customer: NoticeCustomer & { id: number }, at: Date): StaffNotice {
  return {
    title: 'Cliente por validar',
    body: `${customerLabel(customer)} completó su validación y espera la revisión.`,
    link: `/dashboard/user/${customer.id}`,
    group: 'general',
    at,
    task: { kind: 'kyc-review', id: customer.id },
  };
}
