import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { complianceAlerts } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';

/** The day a PEP stops being one: `years` after their position ended (docs/rules/compliance.md#pep). */
export function pepEndsOn(positionUntil: string, years: number): string {
  const [year, month, day] = positionUntil.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year + years, month - 1, day));
  return end.toISOString().slice(0, 10);
}

/**
 * docs/rules/compliance.md#pep: a customer is PEP by their own declaration, or by a confirmed hit of the PEP
 * list until `years` after the position ended (still in office: PEP).
 */
export async function isPep(
  db: Queryable,
  customer: { id: number; isPep: boolean },
  now: Date,
  years: number,
): Promise<boolean> {
  if (customer.isPep) return true;
  const confirmed = await db
    .select({ until: sql<string | null>`${complianceAlerts.facts} ->> 'positionUntil'` })
    .from(complianceAlerts)
    .where(
      and(
        eq(complianceAlerts.userId, customer.id),
        eq(complianceAlerts.kind, 'screening'),
        eq(complianceAlerts.status, 'confirmed'),
        sql`${complianceAlerts.facts} ->> 'list' = 'pep'`,
      ),
    );
  const today = limaDay(now);
  return confirmed.some(({ until }) => until === null || pepEndsOn(until, years) > today);
}
