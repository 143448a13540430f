import { ORDER_STATUS, type ParsedReferralCodeFilters, type ReferralCodeSummary } from '@cambix/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { referralCodes, users } from '../../platform/db/schema/index.ts';
import { containsSql, foldSql, searchWords } from '../../platform/db/text-search.ts';
import { AppError } from '../../platform/errors.ts';

// Per code: customers who signed up with it, those of them with an order ended TERMINADA, points paid.
const referredCount = sql<number>`(select count(*)::int from users referred
  where referred.referred_by_code = ${referralCodes.code})`;
const finishedCount = sql<number>`(select count(*)::int from users referred
  where referred.referred_by_code = ${referralCodes.code}
  and exists (select 1 from orders o where o.user_id = referred.id and o.status = ${ORDER_STATUS.TERMINADA}))`;
const rewardPoints = sql<number>`(select coalesce(sum(p.points), 0)::int from points_ledger p
  where p.kind = 'referral' and p.user_id = ${referralCodes.ownerUserId})`;

const searchable = foldSql(
  sql`concat_ws(' ', ${referralCodes.code}, ${users.nombres}, ${users.apellidoPaterno}, ${users.apellidoMaterno}, ${users.documentNumber})`,
);

/** Conditions of the list and its export: code, owner's name or document, on or off. */
export function referralCodeConditions(filters: ParsedReferralCodeFilters): SQL | undefined {
  const conditions: SQL[] = searchWords(filters.q).map((word) => containsSql(searchable, word));
  if (filters.active !== undefined) conditions.push(eq(referralCodes.active, filters.active));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** ORDER BY of the list: the chosen column, then the code so pages never overlap. */
export function referralCodeOrder(filters: ParsedReferralCodeFilters): SQL[] {
  const direction = filters.order === 'asc' ? asc : desc;
  const columns: Record<ParsedReferralCodeFilters['sort'], SQL> = {
    createdAt: sql`${referralCodes.createdAt}`,
    code: sql`${referralCodes.code}`,
    referred: referredCount,
    finished: finishedCount,
    rewardPoints,
  };
  return [direction(columns[filters.sort]), direction(referralCodes.code)];
}

/** The codes with their owner and counts; the caller adds where, order, limit. */
export function selectReferralCodes(db: Queryable) {
  return db
    .select({
      code: referralCodes.code,
      percentDiscount: referralCodes.percentDiscount,
      active: referralCodes.active,
      createdAt: referralCodes.createdAt,
      owner: {
        id: users.id,
        nombres: users.nombres,
        apellidoPaterno: users.apellidoPaterno,
        apellidoMaterno: users.apellidoMaterno,
        documentNumber: users.documentNumber,
        accountStatus: users.accountStatus,
      },
      referred: referredCount,
      finished: finishedCount,
      rewardPoints,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.ownerUserId));
}

type CodeSelection = Awaited<ReturnType<ReturnType<typeof selectReferralCodes>['execute']>>[number];

export const fullName = (person: { nombres: string; apellidoPaterno: string; apellidoMaterno: string }) =>
  [person.nombres, person.apellidoPaterno, person.apellidoMaterno]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export function toReferralCodeSummary(row: CodeSelection): ReferralCodeSummary {
  return {
    code: row.code,
    owner: {
      id: row.owner.id,
      name: fullName(row.owner),
      documentNumber: row.owner.documentNumber,
      accountStatus: row.owner.accountStatus,
    },
    percentDiscount: row.percentDiscount,
    active: row.active,
    referred: Number(row.referred),
    finished: Number(row.finished),
    rewardPoints: Number(row.rewardPoints),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One code as the list shows it; REFERRAL_CODE_NOT_FOUND when there is none. */
export async function findReferralCodeSummary(db: Queryable, code: string): Promise<ReferralCodeSummary> {
  const [row] = await selectReferralCodes(db).where(eq(referralCodes.code, code));
  if (!row) throw new AppError('REFERRAL_CODE_NOT_FOUND');
  return toReferralCodeSummary(row);
}
