import type { PartnerSettlement } from '@cambix/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, cambixAccounts, partnerSettlements, users } from '../../platform/db/schema/index.ts';
import { fullName } from '../partners-orders/index.ts';

/** Settlements with the Cambix account they were paid from and who paid, newest first. */
export async function loadSettlements(db: Queryable, where: SQL): Promise<PartnerSettlement[]> {
  const rows = await db
    .select({
      settlement: partnerSettlements,
      bankName: banks.name,
      accountNumber: cambixAccounts.accountNumber,
      createdBy: {
        nombres: users.nombres,
        apellidoPaterno: users.apellidoPaterno,
        apellidoMaterno: users.apellidoMaterno,
      },
    })
    .from(partnerSettlements)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, partnerSettlements.cambixAccountId))
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .innerJoin(users, eq(users.id, partnerSettlements.createdBy))
    .where(where)
    .orderBy(desc(partnerSettlements.createdAt), desc(partnerSettlements.id));
  return rows.map(({ settlement, bankName, accountNumber, createdBy }) => ({
    id: settlement.id,
    partnerId: settlement.partnerId,
    from: settlement.periodFrom,
    to: settlement.periodTo,
    amount: settlement.amount,
    shareCount: settlement.shareCount,
    operationNumber: settlement.operationNumber,
    note: settlement.note,
    cambixAccount: { bankName, accountNumber },
    createdBy: fullName(createdBy),
    createdAt: settlement.createdAt.toISOString(),
  }));
}

/** A partner's settlements, as staff and the partner's own users see them. */
export const listSettlements = (db: Queryable, partnerId: number) =>
  loadSettlements(db, eq(partnerSettlements.partnerId, partnerId));
