import { ORDER_STATUS, formatSoles } from '@cambix/contract';
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

/**
 * The customer said the payment is made (TEMPORAL to PENDIENTE), or fixed an observed order (OBSERVADA
 * to PENDIENTE_DEVOLUCION). Through a link it is the link's group: one notice tells both facts.
 */
export function finalizedOrderNotice(
  order: OrderFacts,
  from: number,
  viaLink: boolean,
  at: Date,
): StaffNotice {
  if (from === ORDER_STATUS.OBSERVADA) {
    return {
      title: 'Orden corregida',
      body: `El cliente corrigió la orden ${order.code}; vuelve a Devoluciones.`,
      link: `/dashboard/devolucion/${order.id}`,
      group: 'payments',
      at,
    };
  }
  const amount = formatSoles(order.sendAmount);
  const link = `/dashboard/pago/${order.id}`;
  return {
    title: viaLink ? 'Orden finalizada por link' : 'Nueva orden por verificar',
    body: `La orden ${order.code} por ${amount} espera la verificación del pago.`,
    link,
    group: viaLink ? 'link-orden' : 'payments',
    at,
    sourceKey: `order-finalized:${order.id}`,
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

export function voucherByLinkNotice(order: Pick<OrderFacts, 'id' | 'code'>, at: Date): StaffNotice {
  return {
    title: 'Comprobante recibido por link',
    body: `El cliente subió el comprobante de la orden ${order.code} desde su link.`,
    link: `/dashboard/orden/${order.id}`,
    group: 'link-orden',
    at,
  };
}

export function kycReviewNotice(
  customer: { id: number; nombres: string; apellidoPaterno: string },
  at: Date,
): StaffNotice {
  return {
    title: 'Cliente por validar',
    body: `${customer.nombres} ${customer.apellidoPaterno} completó su validación y espera la revisión.`,
    link: `/dashboard/user/${customer.id}`,
    group: 'general',
    at,
  };
}
