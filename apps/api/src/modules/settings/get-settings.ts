import { DEFAULT_SETTINGS, type Settings, type SettingsKey } from '@cambix/contract';
import { SETTINGS_SCHEMAS } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext, CacheReader } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { settings } from '../../platform/db/schema/index.ts';

export const settingsCacheName = (key: SettingsKey): string => `settings:${key}`;

/**
 * A settings section (every configurable value: docs/rules/fees-and-quotes.md, docs/rules/limits.md,
 * docs/rules/points.md), read once per instance and kept until it is saved again. Inside a transaction pass
 * it as `db`: PGlite runs nothing else until the transaction ends.
 */
export async function getSettings<K extends SettingsKey>(
  ctx: CacheReader,
  key: K,
  db: Queryable = ctx.db,
): Promise<Settings[K]> {
  return ctx.cache.get(settingsCacheName(key), () => readStoredSettings(db, key));
}

/** The section as stored, past any cache (a save checks against it); a missing or unreadable row is the default. */
export async function readStoredSettings<K extends SettingsKey>(db: Queryable, key: K): Promise<Settings[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = SETTINGS_SCHEMAS[key].safeParse(row?.value);
  return (parsed.success ? parsed.data : DEFAULT_SETTINGS[key]) as Settings[K];
}

/** After a section's change has committed: every instance reads it again. */
export function forgetSettings(ctx: Pick<AppContext, 'cache'>, key: SettingsKey): Promise<void> {
  return ctx.cache.forget(settingsCacheName(key));
}
