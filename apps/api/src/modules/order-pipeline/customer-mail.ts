import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { Mail } from '../../platform/mail.ts';
import { partnerOrderPageUrl } from '../partners-orders/index.ts';
import type { OrderRecipient } from './mails/order-mails.ts';
import type { OrderCustomer } from './order-customer.ts';

/**
 * Queues the mail about an order to its customer, in the caller's transaction. A partner's client is mailed
 * only when the partner gave an email, with the order's finalize page instead of the customer area
 * (docs/rules/partners.md#finalize-link).
 */
export async function mailOrderCustomer(
  ctx: AppContext,
  tx: Tx,
  customer: OrderCustomer,
  orderId: number,
  compose: (to: OrderRecipient) => Mail,
): Promise<void> {
  if (!customer.email) return;
  const to: OrderRecipient = { email: customer.email, nombres: customer.nombres };
  if (customer.isPartnerClient) {
    const url = await partnerOrderPageUrl(tx, ctx.config, orderId);
    if (url) to.page = { label: 'Ver mi orden', url };
  }
  await ctx.mailer.enqueue(tx, compose(to));
}
