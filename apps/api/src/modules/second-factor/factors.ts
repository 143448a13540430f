import {
  isSecondFactorStaff,
  staffSecondFactorRequired,
  type RoleName,
  type SecondFactorMethod,
  type SecondFactorStatus,
} from '@cambix/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { secondFactors } from '../../platform/db/schema/index.ts';
import { getSettings } from '../settings/index.ts';
import { recoveryCodesLeft } from './recovery-codes.ts';

export type FactorRow = typeof secondFactors.$inferSelect;

export function factorsOf(db: Queryable, userId: number): Promise<FactorRow[]> {
  return db
    .select()
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .orderBy(asc(secondFactors.id));
}

/** Whether the setting binds this role to hold a second factor, in this environment. */
export async function secondFactorRequired(ctx: AppContext, role: RoleName): Promise<boolean> {
  if (!isSecondFactorStaff(role)) return false;
  const { staffSecondFactor } = await getSettings(ctx, 'security');
  return staffSecondFactorRequired(staffSecondFactor, ctx.config.env === 'production');
}

/** How the person may prove their second factor: each kind they hold, and recovery codes with any of them. */
export function methodsOf(factors: readonly FactorRow[]): SecondFactorMethod[] {
  if (factors.length === 0) return [];
  const kinds = new Set(factors.map((factor) => factor.kind));
  return [...(['passkey', 'totp'] as const).filter((kind) => kinds.has(kind)), 'recovery'];
}

export async function secondFactorStatus(
  ctx: AppContext,
  person: { userId: number; role: RoleName },
): Promise<SecondFactorStatus> {
  const [factors, left, required, security] = await Promise.all([
    factorsOf(ctx.db, person.userId),
    recoveryCodesLeft(ctx.db, person.userId),
    secondFactorRequired(ctx, person.role),
    getSettings(ctx, 'security'),
  ]);
  return {
    factors: factors.map((factor) => ({
      id: factor.id,
      kind: factor.kind,
      label: factor.label,
      createdAt: factor.createdAt.toISOString(),
      lastUsedAt: factor.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: left,
    required,
    stepUpMinutes: security.stepUpMinutes,
  };
}
