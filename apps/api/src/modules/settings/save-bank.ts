import type { BankSettings } from '@cambix/contract';
import type { bankInput } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { banks } from '../../platform/db/schema/index.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { forgetBankCatalogue } from '../banks/index.ts';
import { bankSettingsOf, lockBank } from './bank-settings.ts';
import { assertBankMaxFits } from './settings-coherence.ts';
import { twoDecimals } from './settings-values.ts';

export type BankFields = z.output<typeof bankInput>;

const codeTaken = () => refuse([problem('code', 'BANK_CODE_TAKEN')]);

function rowOf(input: BankFields) {
  return {
    code: input.code,
    name: input.name,
    shortName: input.shortName,
    color: input.color,
    maxOrderAmount: input.maxOrderAmount === null ? null : twoDecimals(input.maxOrderAmount),
    active: input.active,
    sortOrder: input.sortOrder,
  };
}

async function withCodeCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw codeTaken();
    throw error;
  }
}

/** A new bank of the catalogue (no account types or steps yet: they are saved on their own). */
export async function createBank(ctx: AppContext, actorId: number, input: BankFields): Promise<BankSettings> {
  const bankId = await withCodeCheck(() =>
    ctx.db.transaction(async (tx) => {
      await assertBankMaxFits(tx, rowOf(input));
      const [created] = await tx.insert(banks).values(rowOf(input)).returning();
      if (!created) throw new Error('bank not inserted');
      await recordAudit(tx, {
        actorId,
        action: 'bank.create',
        targetType: 'bank',
        targetId: created.id,
        after: rowOf(input),
      });
      return created.id;
    }),
  );
  await forgetBankCatalogue(ctx);
  return bankSettingsOf(ctx.db, bankId);
}

/** The catalogue entry of one bank: name, CCI code, colour, per-order maximum, active, order. */
export async function updateBank(
  ctx: AppContext,
  actorId: number,
  bankId: number,
  input: BankFields,
): Promise<BankSettings> {
  await withCodeCheck(() =>
    ctx.db.transaction(async (tx) => {
      const current = await lockBank(tx, bankId);
      const after = rowOf(input);
      await assertBankMaxFits(tx, after);
      await tx.update(banks).set(after).where(eq(banks.id, bankId));
      await recordAudit(tx, {
        actorId,
        action: 'bank.update',
        targetType: 'bank',
        targetId: bankId,
        before: {
          code: current.code,
          name: current.name,
          shortName: current.shortName,
          color: current.color,
          maxOrderAmount: current.maxOrderAmount,
          active: current.active,
          sortOrder: current.sortOrder,
        },
        after,
      });
    }),
  );
  await forgetBankCatalogue(ctx);
  return bankSettingsOf(ctx.db, bankId);
}
