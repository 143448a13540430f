import type { StaffModule } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';

export interface ScreeningSettings {
  /** 0 to 1, two to four decimals: a name as similar as this or more is a hit. */
  similarityThreshold: string;
  /** A PEP stays one this many years after their position ended. */
  pepYearsAfterOffice: number;
}

/** The thresholds screening reads (Ajustes, section Cumplimiento). */
export async function screeningSettings(_ctx: AppContext, _db?: Queryable): Promise<ScreeningSettings> {
  return { similarityThreshold: '0.85', pepYearsAfterOffice: 5 };
}

// The module whose holders (and Administradores) are the officers: told of alerts, and alone to see them.
export const COMPLIANCE_MODULE = 'cumplimiento' as StaffModule;
