import { ORDER_STATUS, partnerApiEndpoints, type PartnerOrder } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { withFreshCode } from '../../platform/db/fresh-code.ts';
import { banks, partnerSandboxOrders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { currentBoard } from '../exchange/index.ts';
import {
  assertWithinMonthlyLimit,
  collectionAccountAt,
  declarationRequiredFor,
  drawCode,
  fundsOriginOf,
} from '../orders/index.ts';
import {
  assertSameRequest,
  checkClientAccount,
  findPartner,
  fullName,
  isAnswerKept,
  onPaymentBankField,
  partnerOrderTerms,
  randomPartnerLinkCode,
  receiveCurrencyOf,
  requestFingerprint,
  type PartnerOrderFields,
} from '../partners-orders/index.ts';
import { recordSandboxEvent } from '../partners-webhooks/index.ts';
import { getSettings } from '../settings/index.ts';
import { sandboxMove } from './move-sandbox-order.ts';
import { sandboxAnswer, type SandboxKey, type SandboxOrderRow } from './sandbox-order-view.ts';

const HOUR_MS = 60 * 60 * 1000;
const KEY_INDEX = 'partner_sandbox_orders_key_idx';

async function orderOfKey(db: Queryable, partnerId: number, key: string) {
  const [row] = await db
    .select()
    .from(partnerSandboxOrders)
    .where(and(eq(partnerSandboxOrders.partnerId, partnerId), eq(partnerSandboxOrders.idempotencyKey, key)));
  return row ?? null;
}

/** As a real order's key (docs/rules/partners.md#idempotency): the first answer for 24 hours, then the order. */
function replay(earlier: SandboxOrderRow, fingerprint: string, now: Date): PartnerOrder {
  assertSameRequest(earlier.idempotencyFingerprint, fingerprint);
  return isAnswerKept(earlier.createdAt, now)
    ? (earlier.firstAnswer as PartnerOrder)
    : sandboxAnswer(earlier);
}

async function bankRow(db: Queryable, id: number) {
  const [bank] = await db.select().from(banks).where(eq(banks.id, id));
  if (!bank) throw new AppError('BANK_NOT_FOUND');
  return bank;
}

/**
 * A sandbox order (docs/rules/partners.md#sandbox): the same request, checks and price as a real partner
 * order, answered in the same shape, but written only to the sandbox's own table. No client is saved or
 * screened, no link opens a payment page, and no domain event is published, so no staff screen, ledger,
 * register or notification hears of it; its `order.created` goes to the partner's endpoints marked sandbox.
 * A monthly limit is checked as for a client's first order: the sandbox keeps no client history.
 */
export async function createSandboxOrder(
  ctx: AppContext,
  key: SandboxKey,
  input: PartnerOrderFields,
): Promise<PartnerOrder> {
  const partner = await findPartner(ctx.db, key.partnerId);
  if (!partner) throw new AppError('PARTNER_NOT_FOUND');
  const fingerprint = requestFingerprint(input);
  const known = await orderOfKey(ctx.db, partner.id, input.idempotencyKey);
  if (known) return replay(known, fingerprint, ctx.now());
  if (!partner.active) throw new AppError('PARTNER_INACTIVE');
  await checkClientAccount(ctx, input.destination, input.paymentBankId, receiveCurrencyOf(input));
  const boardInForce = await currentBoard(ctx);

  let row: SandboxOrderRow;
  try {
    row = await withFreshCode('partner_sandbox_orders_code_idx', () =>
      ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        const terms = await partnerOrderTerms(
          ctx,
          tx,
          partner,
          { ...input, destinationBankId: input.destination.bankId },
          boardInForce,
          now,
        );
        await collectionAccountAt(tx, terms.bankId, terms.sendCurrency).catch(onPaymentBankField);
        // Stryker disable next-line ObjectLiteral,BooleanLiteral: only a `customer` key tells the holders apart
        await assertWithinMonthlyLimit(ctx, tx, { partnerClient: true }, 0n, terms.penEquivalent);
        const { declarationThresholdUsd } = await getSettings(ctx, 'divisas', tx);
        const funds = fundsOriginOf(
          input,
          declarationRequiredFor(terms.usdAmount, declarationThresholdUsd, false, '0.00'),
        );
        const { temporaryOrderHours } = await getSettings(ctx, 'limits', tx);
        // As a real link: the partner's link hours, never past the order's own time.
        const expiresAt = now.getTime() + Math.min(temporaryOrderHours, partner.linkHours) * HOUR_MS;
        const bank = await bankRow(tx, terms.bankId);
        const destinationBank = await bankRow(tx, input.destination.bankId);
        const code = drawCode(ctx);
        const answer: PartnerOrder = {
          code,
          status: ORDER_STATUS.TEMPORAL,
          client: {
            name: fullName(input.client),
            documentType: input.client.documentType,
            documentNumber: input.client.documentNumber,
            email: input.client.email,
            phone: input.client.phone,
          },
          kind: input.kind,
          sendCurrency: terms.sendCurrency,
          currency: receiveCurrencyOf(input),
          sendAmount: terms.columns.sendAmount,
          finalFee: terms.columns.finalFee,
          receiveAmount: terms.columns.receiveAmount,
          exchange: terms.exchange,
          paymentBank: {
            id: bank.id,
            code: bank.code,
            name: bank.name,
            shortName: bank.shortName,
            color: bank.color,
          },
          destination: {
            bankName: destinationBank.name,
            accountNumber: input.destination.accountNumber,
            cci: input.destination.cci,
          },
          createdAt: now.toISOString(),
          finalizedAt: null,
          paidOutAt: null,
          note: null,
          // No page pays a sandbox order: its link leads to the guide's sandbox section.
          link: {
            code: randomPartnerLinkCode(),
            url: `${ctx.config.appUrl}${partnerApiEndpoints.guide.path}#sandbox`,
            state: 'activa',
            expiresAt: new Date(expiresAt).toISOString(),
          },
          fundsOrigin: funds.fundsOrigin,
          fundsOriginDetail: funds.fundsOriginDetail,
          declarationRequired: funds.declarationRequired,
          declarationSignedAt: null,
          factura: input.factura ?? null,
          share: null,
        };
        const [inserted] = await tx
          .insert(partnerSandboxOrders)
          .values({
            partnerId: partner.id,
            keyId: key.keyId,
            code,
            status: answer.status,
            documentNumber: input.client.documentNumber,
            idempotencyKey: input.idempotencyKey,
            idempotencyFingerprint: fingerprint,
            answer,
            firstAnswer: answer,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        // Stryker disable next-line all: an insert returns its row
        if (!inserted) throw new Error('insert returned no sandbox order');
        await recordSandboxEvent(ctx, tx, partner.id, sandboxMove('order.created'), sandboxAnswer(inserted));
        return inserted;
      }),
    );
  } catch (error) {
    // Two requests at once under one key: the second finds the first's order.
    if (uniqueViolation(error) !== KEY_INDEX) throw error;
    const earlier = await orderOfKey(ctx.db, partner.id, input.idempotencyKey);
    if (!earlier) throw error;
    return replay(earlier, fingerprint, ctx.now());
  }
  return sandboxAnswer(row);
}
