import type { Settings, SettingsKey } from '@cambix/contract';
import { asc, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { settings } from '../../platform/db/schema/index.ts';
import { forgetSettings } from './get-settings.ts';
import { assertCoherentSection, CHECKED_WITH } from './settings-coherence.ts';
import { normalizeSection } from './settings-values.ts';

/**
 * Saves one section of Ajustes (checked by the contract's schema, then against the other sections as
 * stored: settings-coherence.ts) with its audit row, then makes every instance read it again: the next
 * quote, order or payout uses the new values.
 */
export async function saveSettingsSection<K extends SettingsKey>(
  ctx: AppContext,
  actorId: number,
  key: K,
  input: Settings[K],
): Promise<Settings[K]> {
  const value = normalizeSection(key, input);
  await ctx.db.transaction(async (tx) => {
    // The sections this one is checked against are locked with it, always in key order.
    const locked = await tx
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [key, ...CHECKED_WITH[key]]))
      .orderBy(asc(settings.key))
      .for('update');
    const current = locked.find((row) => row.key === key);
    await assertCoherentSection(tx, key, value);
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
