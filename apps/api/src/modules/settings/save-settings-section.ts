import type { Settings, SettingsKey } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { settings } from '../../platform/db/schema/index.ts';
import { forgetSettings } from './get-settings.ts';
import { normalizeSection } from './settings-values.ts';

/**
 * Saves one section of Ajustes (already checked by the contract's schema) with its audit row, then makes
 * every instance read it again: the next quote, order or payout uses the new values.
 */
export async function saveSettingsSection<K extends SettingsKey>(
  ctx: AppContext,
  actorId: number,
  key: K,
  input: Settings[K],
): Promise<Settings[K]> {
  const value = normalizeSection(key, input);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .for('update');
    await tx
      .insert(settings)
      .values({ key, value, updatedAt: ctx.now(), updatedBy: actorId })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, updatedAt: ctx.now(), updatedBy: actorId },
      });
    await recordAudit(tx, {
      actorId,
      action: `settings.${key}`,
      targetType: 'settings',
      targetId: key,
      before: current?.value ?? null,
      after: value,
    });
  });
  await forgetSettings(ctx, key);
  return value;
}
