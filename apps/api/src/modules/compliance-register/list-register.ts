import type { RegisterPage } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerRowsOf } from './register-rows.ts';

/**
 * A month of the register, every row with its corrections. The read itself is audited: who read which
 * month, and when (docs/rules/compliance.md#the-register).
 */
export async function listRegister(ctx: AppContext, actorId: number, month: string): Promise<RegisterPage> {
  const rows = await registerRowsOf(ctx.db, month);
  await recordAudit(ctx.db, {
    actorId,
    action: 'compliance.register.read',
    targetType: 'compliance_register',
    targetId: month,
    after: { rows: rows.length },
  });
  return { month, rows };
}
