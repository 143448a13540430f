import type { PartnerOrder, PartnerOrderInput } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { withFreshCode } from '../../platform/db/fresh-code.ts';
import { orders, partners } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import {
  assertWithinMonthlyLimit,
  collectionAccountAt,
  declarationRequiredFor,
  drawCode,
  fundsOriginOf,
  insertTemporalOrder,
  lockCustomer,
  usedThisMonth,
} from '../orders/index.ts';
import { currentBoard, type PublishedBoard } from '../exchange/index.ts';
import { getSettings } from '../settings/index.ts';
import { findPartner, type PartnerRow } from './acting-partner.ts';
import { issuePartnerLink } from './partner-link.ts';
import { onPaymentBankField } from './payment-bank-field.ts';
import { getPartnerOrder } from './partner-order-view.ts';
import { partnerOrderTerms, receiveCurrencyOf } from './partner-order-terms.ts';
import { checkClientAccount, saveClientAccount } from './save-client-account.ts';
import { savePartnerClient } from '../users/index.ts';
import { isOnHold, isPep } from '../compliance-alerts/index.ts';
import { isHighRisk } from '../compliance-risk/index.ts';
import { structuringSumUsd } from '../compliance-rules/index.ts';
import { screeningSettings } from '../compliance-screening/index.ts';
import { screenNewClient } from './screen-new-client.ts';
import { assertSameRequest, keepAnswer, keptAnswer, requestFingerprint } from './idempotent-answer.ts';

/** Who creates: the partner, and the person acting for it (an Externo, staff; null for the partner API). */
export interface ActingFor {
  partnerId: number;
  actorId: number | null;
}

export type PartnerOrderFields = Omit<PartnerOrderInput, 'partnerId'>;

interface KeyedOrder {
  code: string;
  fingerprint: string | null;
}

async function orderOfKey(db: Queryable, partnerId: number, key: string): Promise<KeyedOrder | null> {
  const [row] = await db
    .select({ code: orders.code, fingerprint: orders.idempotencyFingerprint })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** A key used before: its first answer for 24 hours, then the order as it is; another request is refused. */
async function replay(
  ctx: AppContext,
  partnerId: number,
  key: string,
  earlier: KeyedOrder,
  fingerprint: string,
): Promise<PartnerOrder> {
  assertSameRequest(earlier.fingerprint, fingerprint);
  return (
    (await keptAnswer(ctx.db, partnerId, key, ctx.now())) ?? getPartnerOrder(ctx, partnerId, earlier.code)
  );
}

/** The order this request made, as the event that says so: its code, which it is and whose. */
type Made = Extract<DomainEvent, { type: 'order.created' }>;

/** What the transaction found under the key: an earlier order, or none, so this request made one. */
type Outcome = { earlier: KeyedOrder } | { made: Made };

async function insertPartnerOrder(
  ctx: AppContext,
  tx: Tx,
  partner: PartnerRow,
  acting: ActingFor,
  input: PartnerOrderFields,
  fingerprint: string,
  boardInForce: PublishedBoard | null,
): Promise<Made> {
  const now = ctx.now();
  const client = await savePartnerClient(tx, partner.id, input.client, now);
  await lockCustomer(tx, client.id);
  // A held client's order is refused without saying why (docs/rules/compliance.md#hold).
  if (await isOnHold(tx, client.id))
    throw new AppError('OPERATIONS_PAUSED', {
      message:
        'Por ahora no podemos aceptar nuevas operaciones para este cliente. Escríbenos y te ayudaremos.',
    });
  const destination = await saveClientAccount(
    ctx,
    tx,
    client,
    input.destination,
    receiveCurrencyOf(input),
    acting.actorId,
  );
  // A cambio de saldo with the partner's commission, or a dollar order priced and locked as a customer's.
  const terms = await partnerOrderTerms(
    ctx,
    tx,
    partner,
    { ...input, destinationBankId: input.destination.bankId },
    boardInForce,
    now,
  );
  const collectionAccountId = await collectionAccountAt(tx, terms.bankId, terms.sendCurrency).catch(
    onPaymentBankField,
  );
  const used = await usedThisMonth(tx, client.id, limaMonth(now));
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: only a `customer` key tells the holders apart
  await assertWithinMonthlyLimit(ctx, tx, { partnerClient: true }, used, terms.penEquivalent);
  // The partner declares the client's origen de fondos; the declaración jurada, when the soles reach its
  // threshold in dollars, is the client's to sign on the link (docs/rules/partners.md#origen-de-fondos).
  const { declarationThresholdUsd } = await getSettings(ctx, 'divisas', tx);
  const usdAmount = terms.usdAmount;
  // Reinforced due diligence: a PEP, or a high-risk client (docs/rules/compliance.md#customer-risk).
  const reinforced =
    (await isPep(tx, client, now, (await screeningSettings(ctx, tx)).pepYearsAfterOffice)) ||
    (await isHighRisk(tx, client.id));
  const windowUsd =
    // Stryker disable next-line StringLiteral: without dollars declarationRequiredFor never reads the window
    usdAmount === null ? '0.00' : await structuringSumUsd(ctx, tx, client.id, now, boardInForce);
  const funds = fundsOriginOf(
    input,
    declarationRequiredFor(usdAmount, declarationThresholdUsd, reinforced, windowUsd),
  );

  const hours = (await getSettings(ctx, 'limits', tx)).temporaryOrderHours;
  const order = await insertTemporalOrder(
    tx,
    {
      code: drawCode(ctx),
      userId: client.id,
      partnerId: partner.id,
      channel: 'partner',
      ...terms.columns,
      paymentBankId: terms.bankId,
      collectionAccountId,
      destinationAccountId: destination.accountId,
      destination: destination.snapshot,
      ...funds,
      facturaRuc: input.factura?.ruc ?? null,
      facturaRazonSocial: input.factura?.razonSocial ?? null,
      idempotencyKey: input.idempotencyKey,
      idempotencyFingerprint: fingerprint,
      expiresAt: new Date(now.getTime() + hours * 60 * 60 * 1000),
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    acting.actorId,
    now,
  );
  const link = await issuePartnerLink(
    tx,
    { partnerId: partner.id, order, linkHours: partner.linkHours, createdBy: acting.actorId },
    now,
  );
  await recordAudit(tx, {
    actorId: acting.actorId,
    action: 'order.create',
    targetType: 'order',
    targetId: order.id,
    after: {
      code: order.code,
      ...terms.audit,
      channel: order.channel,
      partnerId: partner.id,
      linkId: link.id,
    },
  });
  const made: Made = {
    type: 'order.created',
    code: order.code,
    orderId: order.id,
    userId: client.id,
    partnerId: partner.id,
  };
  await recordPartnerEvents(ctx, tx, made);
  return made;
}

/**
 * A TEMPORAL order for a partner's client with its finalize link (docs/rules/partners.md#partner-orders),
 * priced with the partner's commission, or a dollar order priced and locked as a customer's
 * (docs/rules/partners.md#dollar-orders). Idempotent on the partner's key (docs/rules/partners.md#idempotency):
 * the same request under a key answers what its first did, even for two requests at once (the partner's row
 * is locked, and the unique index stands behind it); another request under it is refused.
 */
export async function createPartnerOrder(
  ctx: AppContext,
  acting: ActingFor,
  input: PartnerOrderFields,
): Promise<PartnerOrder> {
  const partner = await findPartner(ctx.db, acting.partnerId);
  if (!partner) throw new AppError('PARTNER_NOT_FOUND');
  const key = input.idempotencyKey;
  const fingerprint = requestFingerprint(input);
  const known = await orderOfKey(ctx.db, partner.id, key);
  if (known !== null) return replay(ctx, partner.id, key, known, fingerprint);
  if (!partner.active) throw new AppError('PARTNER_INACTIVE');
  await checkClientAccount(ctx, input.destination, input.paymentBankId, receiveCurrencyOf(input));
  // The soles are measured in dollars on the board in force (cached), as a customer's cambio de saldo.
  const boardInForce = await currentBoard(ctx);
  await screenNewClient(ctx, partner.id, input.client);

  let outcome: Outcome;
  try {
    outcome = await withFreshCode('orders_code_unique', () =>
      ctx.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(partners)
          .where(eq(partners.id, partner.id))
          .for('no key update');
        // Stryker disable next-line all: read just above, and partners are never deleted
        if (!locked) throw new AppError('PARTNER_NOT_FOUND');
        if (!locked.active) throw new AppError('PARTNER_INACTIVE');
        const earlier = await orderOfKey(tx, partner.id, key);
        if (earlier !== null) return { earlier };
        return { made: await insertPartnerOrder(ctx, tx, locked, acting, input, fingerprint, boardInForce) };
      }),
    );
  } catch (error) {
    // Stryker disable all: behind the partner's lock a second insert of one key never happens; the index stands guard
    if (uniqueViolation(error) !== 'orders_partner_idempotency_key') throw error;
    const earlier = await orderOfKey(ctx.db, partner.id, key);
    if (earlier === null) throw error;
    outcome = { earlier };
    // Stryker restore all
  }
  if ('earlier' in outcome) return replay(ctx, partner.id, key, outcome.earlier, fingerprint);
  ctx.events.publish(outcome.made);
  const answer = await getPartnerOrder(ctx, partner.id, outcome.made.code);
  await keepAnswer(ctx.db, partner.id, key, answer, ctx.now());
  return answer;
}
