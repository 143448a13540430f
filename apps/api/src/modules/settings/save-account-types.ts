import type { BankSettings } from '@cambix/contract';
import type { accountTypesInput } from '@cambix/contract/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { bankAccounts, bankAccountTypes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { forgetBankCatalogue } from '../banks/index.ts';
import { bankSettingsOf, lockBank } from './bank-settings.ts';

export type AccountTypeFields = z.output<typeof accountTypesInput>['types'];

const fieldsOf = (type: { code: string; name: string; minLength: number; maxLength: number }) => ({
  code: type.code,
  name: type.name,
  minLength: type.minLength,
  maxLength: type.maxLength,
});

/**
 * Replaces the bank's account types: a type with an id is kept and edited, one without is added, one
 * left out is removed unless a customer account uses it (ACCOUNT_TYPE_IN_USE).
 */
export async function saveAccountTypes(
  ctx: AppContext,
  actorId: number,
  bankId: number,
  types: AccountTypeFields,
): Promise<BankSettings> {
  await ctx.db.transaction(async (tx) => {
    await lockBank(tx, bankId);
    // Locked rows hold back a customer account being added with one of them until this ends.
    const current = await tx
      .select()
      .from(bankAccountTypes)
      .where(eq(bankAccountTypes.bankId, bankId))
      .orderBy(bankAccountTypes.id)
      .for('update');
    const currentIds = new Set(current.map((type) => type.id));
    types.forEach((type, index) => {
      if (type.id !== undefined && !currentIds.has(type.id)) {
        throw refuse([
          problem(`types.${index}.id`, 'VALIDATION_FAILED', 'Ese tipo de cuenta no es de este banco.'),
        ]);
      }
    });
    const keptIds = new Set(types.flatMap((type) => (type.id === undefined ? [] : [type.id])));
    const removed = current.filter((type) => !keptIds.has(type.id));
    if (removed.length > 0) {
      const used = await tx
        .selectDistinct({ id: bankAccounts.accountTypeId })
        .from(bankAccounts)
        .where(
          inArray(
            bankAccounts.accountTypeId,
            removed.map((type) => type.id),
          ),
        );
      if (used.length > 0) {
        const names = removed
          .filter((type) => used.some((row) => row.id === type.id))
          .map((type) => type.name);
        throw new AppError('ACCOUNT_TYPE_IN_USE', {
          fields: { types: `Lo usan cuentas de clientes: ${names.join(', ')}.` },
        });
      }
      await tx.delete(bankAccountTypes).where(
        inArray(
          bankAccountTypes.id,
          removed.map((type) => type.id),
        ),
      );
    }
    // Codes may be swapped between kept types: park them first so the unique index never sees two alike.
    if (keptIds.size > 0) {
      await tx
        .update(bankAccountTypes)
        .set({ code: sql`'~' || ${bankAccountTypes.id}` })
        .where(and(eq(bankAccountTypes.bankId, bankId), inArray(bankAccountTypes.id, [...keptIds])));
    }
    for (const type of types) {
      if (type.id === undefined) await tx.insert(bankAccountTypes).values({ bankId, ...fieldsOf(type) });
      else await tx.update(bankAccountTypes).set(fieldsOf(type)).where(eq(bankAccountTypes.id, type.id));
    }
    await recordAudit(tx, {
      actorId,
      action: 'bank.account-types',
      targetType: 'bank',
      targetId: bankId,
      before: current.map((type) => ({ id: type.id, ...fieldsOf(type) })),
      after: types.map((type) => ({ id: type.id ?? null, ...fieldsOf(type) })),
    });
  });
  await forgetBankCatalogue(ctx);
  return bankSettingsOf(ctx.db, bankId);
}
