import { DEFAULT_SETTINGS, type Settings, type SettingsKey } from '@cambix/contract';
import { SETTINGS_SCHEMAS } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { settings } from '../../platform/db/schema/index.ts';

const cache = new Map<SettingsKey, Settings[SettingsKey]>();

/** A settings section, read once and kept until it is saved again (domain.md: every configurable value). */
export async function getSettings<K extends SettingsKey>(db: Queryable, key: K): Promise<Settings[K]> {
  const cached = cache.get(key);
  if (cached) return cached as Settings[K];
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = SETTINGS_SCHEMAS[key].safeParse(row?.value);
  const value = (parsed.success ? parsed.data : DEFAULT_SETTINGS[key]) as Settings[K];
  cache.set(key, value);
  return value;
}

/** Drops the cached copy of a section after it changes. */
export function forgetSettings(key?: SettingsKey): void {
  if (key) cache.delete(key);
  else cache.clear();
}
