import type { RegisterRow } from '@cambix/contract';
import { alias } from 'drizzle-orm/pg-core';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { complianceRegister, users } from '../../platform/db/schema/index.ts';

type StoredRow = typeof complianceRegister.$inferSelect;

/** A stored row as the screen and the exports read it; `correctedById`: the row that corrects it, if any. */
export function toRegisterRow(
  row: StoredRow,
  correctedByName: string | null,
  correctedById: number | null,
): RegisterRow {
  const { snapshot } = row;
  return {
    id: row.id,
    reason: row.reason,
    month: row.month,
    operatedAt: row.operatedAt.toISOString(),
    orderCode: snapshot.orderCode,
    type: snapshot.type,
    sendAmount: snapshot.sendAmount,
    sendCurrency: snapshot.sendCurrency,
    receiveAmount: snapshot.receiveAmount,
    receiveCurrency: snapshot.receiveCurrency,
    rate: snapshot.rate,
    usdEquivalent: row.usdEquivalent,
    fundsOrigin: snapshot.fundsOrigin,
    fundsOriginDetail: snapshot.fundsOriginDetail,
    declarationSignature: snapshot.declarationSignature,
    declarationSignedAt: snapshot.declarationSignedAt,
    channel: snapshot.channel,
    partnerName: snapshot.partner?.name ?? null,
    ejecutante: snapshot.ejecutante,
    ordenante: snapshot.ordenante,
    beneficiario: snapshot.beneficiario,
    correctsId: row.correctsId,
    correctedByName,
    correctionReason: row.correctionReason,
    correctedById,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every row of a Lima month, corrections beside what they correct, oldest operation first. */
export async function registerRowsOf(db: Queryable, month: string): Promise<RegisterRow[]> {
  const corrector = alias(users, 'corrector');
  const rows = await db
    .select({
      row: complianceRegister,
      correctorName: corrector.nombres,
      correctorSurname: corrector.apellidoPaterno,
    })
    .from(complianceRegister)
    .leftJoin(corrector, eq(corrector.id, complianceRegister.correctedBy))
    .where(eq(complianceRegister.month, month))
    .orderBy(asc(complianceRegister.operatedAt), asc(complianceRegister.orderId), asc(complianceRegister.id));
  const correctedBy = new Map<number, number>();
  for (const { row } of rows) if (row.correctsId !== null) correctedBy.set(row.correctsId, row.id);
  return rows.map(({ row, correctorName, correctorSurname }) =>
    toRegisterRow(
      row,
      correctorName ? `${correctorName} ${correctorSurname ?? ''}`.trim() : null,
      correctedBy.get(row.id) ?? null,
    ),
  );
}

/** The rows in force: a corrected row gives way to its newest correction. */
export const rowsInForce = (rows: readonly RegisterRow[]): RegisterRow[] =>
  rows.filter((row) => row.correctedById === null);
