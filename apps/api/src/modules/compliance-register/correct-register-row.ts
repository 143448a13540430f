import type { RegisterCorrectionInput, RegisterPartyRole, RegisterRow } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { complianceRegister, users, type RegisterParty } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { toRegisterRow } from './register-rows.ts';

interface Correction {
  party: RegisterPartyRole;
  values: RegisterParty;
  reason: string;
}

/**
 * A correction (docs/rules/compliance.md#the-register): a new row, copy of the row in force with one
 * party's data as it should have been, pointing to it, with who and why. The corrected row stays as it was.
 */
export async function correctRegisterRow(
  ctx: AppContext,
  actorId: number,
  rowId: number,
  input: Correction | RegisterCorrectionInput,
): Promise<RegisterRow> {
  const correction = input as Correction;
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(complianceRegister)
      .where(eq(complianceRegister.id, rowId))
      .for('update');
    if (!current) throw new AppError('REGISTER_ROW_NOT_FOUND');
    const [later] = await tx
      .select()
      .from(complianceRegister)
      .where(eq(complianceRegister.correctsId, rowId))
      .limit(1);
    // Only the row in force is corrected, so the chain stays one line.
    if (later) throw new AppError('REGISTER_ROW_ALREADY_CORRECTED');
    const snapshot = { ...current.snapshot, [correction.party]: correction.values };
    const [created] = await tx
      .insert(complianceRegister)
      .values({
        orderId: current.orderId,
        userId: current.userId,
        reason: current.reason,
        month: current.month,
        operatedAt: current.operatedAt,
        usdEquivalent: current.usdEquivalent,
        snapshot,
        correctsId: current.id,
        correctedBy: actorId,
        correctionReason: correction.reason,
        createdAt: ctx.now(),
      })
      .returning();
    // Stryker disable next-line all: an insert … returning answers its row
    if (!created) throw new Error('register correction not stored');
    await recordAudit(tx, {
      actorId,
      action: 'compliance.register.correct',
      targetType: 'compliance_register',
      targetId: current.id,
      before: current.snapshot[correction.party],
      after: { party: correction.party, values: correction.values, rowId: created.id },
      note: correction.reason,
    });
    const [actor] = await tx
      .select({ nombres: users.nombres, apellidoPaterno: users.apellidoPaterno })
      .from(users)
      .where(eq(users.id, actorId));
    return toRegisterRow(created, actor ? `${actor.nombres} ${actor.apellidoPaterno}` : null, null);
  });
}
