import type { BankSettings } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { banks } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { LOGO_EXTENSION, forgetBankCatalogue, logoUrlOf, reencodeLogo } from '../banks/index.ts';
import { bankSettingsOf, lockBank } from './bank-settings.ts';

/** Stores a bank's new logo and points the catalogue at it; the old file goes once the row has moved on. */
export async function uploadBankLogo(
  ctx: AppContext,
  actorId: number,
  bankId: number,
  file: Buffer | null,
): Promise<BankSettings> {
  if (!file) throw new AppError('UPLOAD_MISSING');
  const logo = await reencodeLogo(file);
  await bankSettingsOf(ctx.db, bankId);
  const key = await ctx.storage.put(logo, LOGO_EXTENSION);
  let previousKey: string | null;
  try {
    previousKey = await ctx.db.transaction(async (tx) => {
      const current = await lockBank(tx, bankId);
      const logoUrl = logoUrlOf(bankId, key);
      await tx.update(banks).set({ logoKey: key, logoUrl }).where(eq(banks.id, bankId));
      await recordAudit(tx, {
        actorId,
        action: 'bank.logo',
        targetType: 'bank',
        targetId: bankId,
        before: { logoUrl: current.logoUrl },
        after: { logoUrl },
      });
      return current.logoKey;
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (previousKey) await ctx.storage.delete(previousKey).catch(() => undefined);
  await forgetBankCatalogue(ctx);
  return bankSettingsOf(ctx.db, bankId);
}
