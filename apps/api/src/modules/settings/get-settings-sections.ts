import type { SettingsSections } from '@cambix/contract';
import type { CacheReader } from '../../platform/context.ts';
import { getSettings } from './get-settings.ts';

/** The single-record sections of Ajustes, as every instance reads them. */
export async function getSettingsSections(ctx: CacheReader): Promise<SettingsSections> {
  const [fees, limits, points, referrals, finance, company, contact, divisas, service, security] =
    await Promise.all([
      getSettings(ctx, 'fees'),
      getSettings(ctx, 'limits'),
      getSettings(ctx, 'points'),
      getSettings(ctx, 'referrals'),
      getSettings(ctx, 'finance'),
      getSettings(ctx, 'company'),
      getSettings(ctx, 'contact'),
      getSettings(ctx, 'divisas'),
      getSettings(ctx, 'service'),
      getSettings(ctx, 'security'),
    ]);
  return { fees, limits, points, referrals, finance, company, contact, divisas, service, security };
}
