import type { ParsedPromoFilters, PromoState, PromoSummary } from '@cambix/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import {
  banks,
  orders,
  promoCodeCustomers,
  promoCodes,
  promoCodeUses,
  users,
} from '../../platform/db/schema/index.ts';
import { containsSql, foldSql, searchWords } from '../../platform/db/text-search.ts';
import { limaDay, limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';
import { useStands } from './standing-use.ts';
import { openAt, pastAt } from '../../platform/db/deadline.ts';

// The list, the export and the detail of Cupones read coupons through here, so their numbers agree.

const creator = alias(users, 'promo_creator');
const creatorName = sql<string | null>`nullif(concat_ws(' ', ${creator.nombres},
  ${creator.apellidoPaterno}, ${creator.apellidoMaterno}), '')`;

/** The standing uses of the outer query's coupon (docs/rules/coupons-and-referrals.md#coupon-rules). */
const fromStandingUses = sql`from ${promoCodeUses}
  inner join ${orders} on ${orders.id} = ${promoCodeUses.orderId}
  where ${promoCodeUses.promoCodeId} = ${promoCodes.id} and ${useStands}`;

export const standingUsesSql = sql<number>`(select count(*)::int ${fromStandingUses})`.mapWith(Number);

/** The commission the standing uses took off: the sum of their orders' discount. */
export const discountTotalSql = sql<string>`(select coalesce(sum(${orders.discount}), 0)::numeric(14, 2)::text
  ${fromStandingUses})`;

/** Any order ever took it, standing or given back: its code and discount are fixed from then on. */
export const anyUseSql = sql<boolean>`exists (select 1 from ${promoCodeUses}
  where ${promoCodeUses.promoCodeId} = ${promoCodes.id})`;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Where the coupon stands at `now`: switched off, ended, not started, used up, or usable. */
export function promoStateSql(now: Date): SQL<PromoState> {
  return sql<PromoState>`case
    when not ${promoCodes.active} then 'inactivo'
    when ${promoCodes.validTo} is not null and ${pastAt(promoCodes.validTo, now)} then 'vencido'
    when ${promoCodes.validFrom} is not null and ${openAt(promoCodes.validFrom, now)} then 'programado'
    when ${promoCodes.totalUses} is not null and ${standingUsesSql} >= ${promoCodes.totalUses} then 'agotado'
    else 'activo' end`;
}

const searchable = foldSql(sql`concat_ws(' ', ${promoCodes.code}, ${promoCodes.description})`);

/** Conditions of the list and its export. */
export function promoConditions(filters: ParsedPromoFilters, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  for (const word of searchWords(filters.q)) conditions.push(containsSql(searchable, word));
  if (filters.state) conditions.push(sql`${promoStateSql(now)} = ${filters.state}`);
  if (filters.validOn) {
    // The window (whole Lima days) includes that day.
    conditions.push(
      sql`(${promoCodes.validFrom} is null or ${promoCodes.validFrom} < ${at(limaDayEnd(filters.validOn))})`,
      sql`(${promoCodes.validTo} is null or ${promoCodes.validTo} > ${at(limaDayStart(filters.validOn))})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** ORDER BY of the list: the chosen column, then the id so pages never overlap. */
export function promoOrder(filters: ParsedPromoFilters): SQL[] {
  const direction = filters.order === 'asc' ? asc : desc;
  const column: Record<ParsedPromoFilters['sort'], SQL> = {
    createdAt: sql`${promoCodes.createdAt}`,
    code: sql`${promoCodes.code}`,
    validTo: sql`${promoCodes.validTo}`,
    uses: standingUsesSql,
    discountTotal: sql`(select coalesce(sum(${orders.discount}), 0) ${fromStandingUses})`,
  };
  return [direction(column[filters.sort]), direction(promoCodes.id)];
}

/** The coupons' rows with their bank, creator, state and numbers; the caller adds where, order and paging. */
export function selectPromoRows(db: Queryable, now: Date) {
  return db
    .select({
      promo: promoCodes,
      bankName: banks.name,
      creatorName,
      state: promoStateSql(now),
      uses: standingUsesSql,
      discountTotal: discountTotalSql,
      used: anyUseSql,
    })
    .from(promoCodes)
    .leftJoin(banks, eq(banks.id, promoCodes.bankId))
    .leftJoin(creator, eq(creator.id, promoCodes.createdBy));
}

export type PromoListRow = Awaited<ReturnType<ReturnType<typeof selectPromoRows>['execute']>>[number];

export const personName = sql<string>`concat_ws(' ', ${users.nombres}, ${users.apellidoPaterno},
  ${users.apellidoMaterno})`;

/** validTo is stored as the Lima midnight after the last day (exclusive); the wire has that last day. */
export const lastDayOf = (validTo: Date): string => limaDay(new Date(validTo.getTime() - 1));

/** The coupons as staff see them, with the customers each is restricted to. */
export async function toPromoSummaries(db: Queryable, rows: PromoListRow[]): Promise<PromoSummary[]> {
  const ids = rows.map((row) => row.promo.id);
  const listed =
    ids.length === 0
      ? []
      : await db
          .select({
            promoId: promoCodeCustomers.promoCodeId,
            id: users.id,
            name: personName,
            documentNumber: users.documentNumber,
          })
          .from(promoCodeCustomers)
          .innerJoin(users, eq(users.id, promoCodeCustomers.userId))
          .where(inArray(promoCodeCustomers.promoCodeId, ids))
          .orderBy(asc(users.apellidoPaterno), asc(users.id));
  return rows.map(({ promo, ...row }) => ({
    id: promo.id,
    code: promo.code,
    description: promo.description,
    discountKind: promo.discountKind,
    discountValue: promo.discountValue,
    minAmount: promo.minAmount === '0.00' ? null : promo.minAmount,
    maxAmount: promo.maxAmount,
    validFrom: promo.validFrom ? limaDay(promo.validFrom) : null,
    validTo: promo.validTo ? lastDayOf(promo.validTo) : null,
    totalUses: promo.totalUses,
    usesPerCustomer: promo.usesPerCustomer,
    firstOrderOnly: promo.firstOrderOnly,
    customers: listed
      .filter((customer) => customer.promoId === promo.id)
      .map(({ id, name, documentNumber }) => ({ id, name, documentNumber })),
    bank: promo.bankId !== null && row.bankName !== null ? { id: promo.bankId, name: row.bankName } : null,
    active: promo.active,
    state: row.state,
    uses: row.uses,
    discountTotal: row.discountTotal,
    used: row.used,
    createdAt: promo.createdAt.toISOString(),
    createdBy: row.creatorName,
  }));
}

/** One coupon as staff see it, or null. */
export async function loadPromoSummary(
  db: Queryable,
  promoId: number,
  now: Date,
): Promise<PromoSummary | null> {
  const rows = await selectPromoRows(db, now).where(eq(promoCodes.id, promoId));
  const [summary] = await toPromoSummaries(db, rows);
  return summary ?? null;
}
