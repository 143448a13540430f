import { ERROR_MESSAGES, type PartnerLinkView } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { withMessage, type Answer } from '../../platform/http/route.ts';
import { listPaymentSteps } from '../banks/index.ts';
import { loadOrderView, orderReceiptNumber } from '../orders/index.ts';
import { openPartnerLink, type OpenedLink } from './open-partner-link.ts';
import { partnerLinkState } from './partner-link.ts';

/** Only the last four digits: the link is a bearer credential and may be forwarded. */
const masked = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

/**
 * What the client's page shows (docs/rules/partners.md#finalize-link), and no more: the client's first name,
 * the partner's name, the amounts, the account to pay into with its steps, the destination bank with the
 * account masked, whether the client must sign the declaración jurada, who a factura is made out to (decision
 * 213), once finalized the live status and, once paid out, the receipt's number.
 */
export async function toPartnerLinkView(ctx: AppContext, opened: OpenedLink): Promise<PartnerLinkView> {
  const { link, order, client } = opened;
  const view = await loadOrderView(ctx.db, order.id);
  if (!view) throw new AppError('PARTNER_LINK_NOT_FOUND');
  const steps = (await listPaymentSteps(ctx.db)).filter((step) => step.bankId === order.paymentBankId);
  const receipt = order.paidOutAt ? await orderReceiptNumber(ctx.db, order.id) : null;
  return {
    state: partnerLinkState(link, order, ctx.now()),
    expiresAt: link.expiresAt.toISOString(),
    partnerName: opened.partnerName,
    clientFirstName: client.nombres.trim().split(/\s+/)[0] ?? '',
    order: {
      code: order.code,
      status: view.status,
      kind: order.kind,
      sendCurrency: order.sendCurrency,
      currency: order.currency,
      sendAmount: order.sendAmount,
      finalFee: order.finalFee,
      receiveAmount: order.receiveAmount,
      exchange: view.exchange,
      collectionAccount: view.collectionAccount,
      destination: {
        bankName: order.destination.bankName,
        maskedAccount: masked(order.destination.accountNumber),
      },
      hasVoucher: view.voucher !== null,
      operationNumber: order.customerOperationNumber,
      finalizedAt: order.finalizedAt?.toISOString() ?? null,
      paidOutAt: order.paidOutAt?.toISOString() ?? null,
      declarationRequired: order.declarationRequired,
      declarationSigned: order.declarationSignedAt !== null,
      factura: view.factura,
      receipt,
    },
    paymentSteps: steps.map((step) => step.text),
  };
}

/** `GET /api/partner-link/:codigo`: the page, with a word on why an expired link cannot be used. */
export async function viewPartnerLink(ctx: AppContext, code: string): Promise<Answer<PartnerLinkView>> {
  const opened = await openPartnerLink(ctx.db, code);
  const view = await toPartnerLinkView(ctx, opened);
  if (view.state === 'vencida')
    return withMessage(
      view,
      opened.link.replacedAt !== null
        ? ERROR_MESSAGES.PARTNER_LINK_REPLACED
        : ERROR_MESSAGES.PARTNER_LINK_EXPIRED,
    );
  return withMessage(view, '');
}
