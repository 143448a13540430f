import type { Tx } from '../../platform/db/client.ts';
import { complianceAlerts } from '../../platform/db/schema/index.ts';

export interface NewAlert {
  kind: (typeof complianceAlerts.$inferInsert)['kind'];
  userId: number;
  /** The rule's key for the facts: the same facts raise one alert, however often the rule runs. */
  subject: string;
  holds: boolean;
  score: string | null;
  facts: Record<string, unknown>;
  at: Date;
}

/**
 * Writes an alert in the caller's transaction; null when the same facts already raised one (whatever the
 * officer decided then). Any rule raises its alerts here (docs/rules/compliance.md#alerts).
 */
export async function raiseAlert(tx: Tx, alert: NewAlert): Promise<{ id: number } | null> {
  const [row] = await tx
    .insert(complianceAlerts)
    .values({
      kind: alert.kind,
      userId: alert.userId,
      subject: alert.subject,
      holds: alert.holds,
      score: alert.score,
      facts: alert.facts,
      createdAt: alert.at,
    })
    .onConflictDoNothing()
    .returning({ id: complianceAlerts.id });
  return row ?? null;
}
