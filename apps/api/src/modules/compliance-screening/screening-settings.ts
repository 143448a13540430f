import type { StaffModule } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { getSettings } from '../settings/index.ts';

export interface ScreeningSettings {
  /** 0.50 to 1: a name as similar as this or more is a hit. */
  similarityThreshold: string;
  /** A PEP stays one this many years after their position ended. */
  pepYearsAfterOffice: number;
}

/** The thresholds screening reads (Ajustes › Cumplimiento, docs/rules/compliance.md#settings). */
export async function screeningSettings(ctx: AppContext, db?: Queryable): Promise<ScreeningSettings> {
  const settings = await getSettings(ctx, 'compliance', db);
  return {
    similarityThreshold: settings.listMatchSimilarity,
    pepYearsAfterOffice: settings.pepYearsAfterOffice,
  };
}

// The module whose holders (and Administradores) are the officers: told of alerts, and alone to see them.
export const COMPLIANCE_MODULE: StaffModule = 'cumplimiento';
