import { ROLE_IDS, type PromoInput, type PromoSummary } from '@cambix/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import {
  banks,
  promoCodeCustomers,
  promoCodes,
  promoCodeUses,
  users,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import type { PromoRow } from './find-usable-promo.ts';
import { loadPromoSummary } from './promo-query.ts';

// Staff make and edit coupons in Cupones (docs/rules/coupons-and-referrals.md#editing-coupons).

/** The listed documents as customer ids (role Cliente: accounts that sign in); any unknown one is refused. */
async function customerIdsOf(tx: Tx, documents: string[]): Promise<number[]> {
  if (documents.length === 0) return [];
  const found = await tx
    .select({ id: users.id, documentNumber: users.documentNumber })
    .from(users)
    .where(and(eq(users.roleId, ROLE_IDS.Cliente), inArray(users.documentNumber, documents)));
  const unknown = documents.filter((document) => !found.some((row) => row.documentNumber === document));
  if (unknown.length > 0) {
    const documentWord = unknown.length === 1 ? 'el documento' : 'los documentos';
    const message = `No hay clientes registrados con ${documentWord} ${unknown.join(', ')}.`;
    throw new AppError('PROMO_CUSTOMERS_UNKNOWN', {
      fields: { customerDocuments: message },
      extra: { documents: unknown },
    });
  }
  return found.map((row) => row.id);
}

async function assertBankExists(tx: Tx, bankId: number | null): Promise<void> {
  if (bankId === null) return;
  const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.id, bankId));
  if (!bank) throw refuse([problem('bankId', 'BANK_NOT_FOUND')]);
}

const codeTaken = () =>
  new AppError('PROMO_CODE_TAKEN', { fields: { code: 'Ya existe un cupón con ese código.' } });

async function assertCodeFree(tx: Tx, code: string, exceptId: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), ...(exceptId === null ? [] : [ne(promoCodes.id, exceptId)])));
  if (taken) throw codeTaken();
}

/** The row's values: days as Lima midnights (validTo: the one after the last day, exclusive). */
function rowValues(input: PromoInput) {
  return {
    code: input.code,
    description: input.description,
    discountKind: input.discountKind,
    discountValue: formatMoney(parseMoney(input.discountValue)),
    minAmount: input.minAmount === null ? '0.00' : formatMoney(parseMoney(input.minAmount)),
    maxAmount: input.maxAmount === null ? null : formatMoney(parseMoney(input.maxAmount)),
    validFrom: input.validFrom === null ? null : limaDayStart(input.validFrom),
    validTo: input.validTo === null ? null : limaDayEnd(input.validTo),
    totalUses: input.totalUses,
    usesPerCustomer: input.usesPerCustomer,
    firstOrderOnly: input.firstOrderOnly,
    bankId: input.bankId,
    active: input.active,
  };
}

/** What the audit keeps of a coupon, before and after a change. */
function auditView(row: PromoRow, customerIds: number[]) {
  return {
    code: row.code,
    description: row.description,
    discountKind: row.discountKind,
    discountValue: row.discountValue,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    bankId: row.bankId,
    customerIds: [...customerIds].sort((a, b) => a - b),
    active: row.active,
  };
}

async function replaceCustomers(tx: Tx, promoId: number, customerIds: number[]): Promise<void> {
  await tx.delete(promoCodeCustomers).where(eq(promoCodeCustomers.promoCodeId, promoId));
  if (customerIds.length > 0)
    await tx
      .insert(promoCodeCustomers)
      .values(customerIds.map((userId) => ({ promoCodeId: promoId, userId })));
}

async function summaryOf(tx: Tx, promoId: number, now: Date): Promise<PromoSummary> {
  const summary = await loadPromoSummary(tx, promoId, now);
  if (!summary) throw new Error(`coupon ${promoId} vanished`);
  return summary;
}

/** A unique violation on the code (two staff saving the same code at once) is the same refusal. */
async function inTransaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (uniqueViolation(error) === 'promo_codes_code_unique') throw codeTaken();
    throw error;
  }
}

export async function createPromotion(
  ctx: AppContext,
  actorId: number,
  input: PromoInput,
): Promise<PromoSummary> {
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    await assertCodeFree(tx, input.code, null);
    await assertBankExists(tx, input.bankId);
    const customerIds = await customerIdsOf(tx, input.customerDocuments);
    const [row] = await tx
      .insert(promoCodes)
      .values({ ...rowValues(input), createdAt: now, createdBy: actorId })
      .returning();
    if (!row) throw new Error('insert returned no coupon');
    await replaceCustomers(tx, row.id, customerIds);
    await recordAudit(tx, {
      actorId,
      action: 'promo.create',
      targetType: 'promo_code',
      targetId: row.id,
      after: auditView(row, customerIds),
    });
    return summaryOf(tx, row.id, now);
  });
}

async function lockPromo(tx: Tx, promoId: number): Promise<PromoRow> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId)).for('update');
  if (!row) throw new AppError('PROMO_NOT_FOUND');
  return row;
}

async function customerIdsListed(tx: Tx, promoId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: promoCodeCustomers.userId })
    .from(promoCodeCustomers)
    .where(eq(promoCodeCustomers.promoCodeId, promoId));
  return rows.map((row) => row.userId);
}

/** Once any order took the coupon (a use given back included), its code and discount stay as they are. */
async function assertDiscountUnchanged(tx: Tx, before: PromoRow, input: PromoInput): Promise<void> {
  const changed = {
    code: input.code !== before.code,
    discountKind: input.discountKind !== before.discountKind,
    discountValue: parseMoney(input.discountValue) !== parseMoney(before.discountValue),
  };
  const fields = Object.entries(changed)
    .filter(([, isChanged]) => isChanged)
    .map(([field]) => field);
  if (fields.length === 0) return;
  const [use] = await tx
    .select({ id: promoCodeUses.id })
    .from(promoCodeUses)
    .where(eq(promoCodeUses.promoCodeId, before.id))
    .limit(1);
  if (!use) return;
  const message = new AppError('PROMO_USED_LOCKED').message;
  throw new AppError('PROMO_USED_LOCKED', {
    fields: Object.fromEntries(fields.map((field) => [field, message])),
  });
}

export async function updatePromotion(
  ctx: AppContext,
  actorId: number,
  promoId: number,
  input: PromoInput,
): Promise<PromoSummary> {
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    // Locked as an order taking it locks it: no use slips in between the check and the change.
    const before = await lockPromo(tx, promoId);
    await assertDiscountUnchanged(tx, before, input);
    await assertCodeFree(tx, input.code, promoId);
    await assertBankExists(tx, input.bankId);
    const customerIds = await customerIdsOf(tx, input.customerDocuments);
    const customersBefore = await customerIdsListed(tx, promoId);
    const [after] = await tx
      .update(promoCodes)
      .set({ ...rowValues(input), updatedAt: now, updatedBy: actorId })
      .where(eq(promoCodes.id, promoId))
      .returning();
    if (!after) throw new Error('update returned no coupon');
    await replaceCustomers(tx, promoId, customerIds);
    await recordAudit(tx, {
      actorId,
      action: 'promo.update',
      targetType: 'promo_code',
      targetId: promoId,
      before: auditView(before, customersBefore),
      after: auditView(after, customerIds),
    });
    return summaryOf(tx, promoId, now);
  });
}

/** Switches a coupon on or off; a coupon is never deleted. */
export async function setPromotionActive(
  ctx: AppContext,
  actorId: number,
  promoId: number,
  active: boolean,
): Promise<PromoSummary> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockPromo(tx, promoId);
    if (before.active !== active) {
      await tx
        .update(promoCodes)
        .set({ active, updatedAt: now, updatedBy: actorId })
        .where(eq(promoCodes.id, promoId));
    }
    await recordAudit(tx, {
      actorId,
      action: active ? 'promo.activate' : 'promo.deactivate',
      targetType: 'promo_code',
      targetId: promoId,
      before: { active: before.active },
      after: { active },
    });
    return summaryOf(tx, promoId, now);
  });
}
