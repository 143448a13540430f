import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { complianceAlerts } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';

/** The day a PEP stops being one: `years` after their position ended (docs/rules/compliance.md#pep). */
export function pepEndsOn(positionUntil: string, years: number): string {
  const [year, month, day] = positionUntil.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year + years, month - 1, day));
  return end.toISOString().slice(0, 10);
}

const positionUntil = sql<string | null>`${complianceAlerts.facts} ->> 'positionUntil'`;

/** The customer's confirmed hits of the PEP list. */
const confirmedPepHits = (userId: number) =>
  and(
    eq(complianceAlerts.userId, userId),
    eq(complianceAlerts.kind, 'screening'),
    eq(complianceAlerts.status, 'confirmed'),
    sql`${complianceAlerts.facts} ->> 'list' = 'pep'`,
  );

/** The position ends of the customer's confirmed PEP-list hits (null: still in office), as one SQL value. */
export function confirmedPepEndsSql(db: Queryable, userId: number): SQL<(string | null)[]> {
  const ends = db
    .select({ until: positionUntil.as('until') })
    .from(complianceAlerts)
    .where(confirmedPepHits(userId))
    .as('pep_ends');
  return sql<(string | null)[]>`(select coalesce(json_agg(${ends.until}), '[]'::json) from ${ends})`;
}

/**
 * docs/rules/compliance.md#pep: a customer is PEP by their own declaration, or by a confirmed hit of the PEP
 * list until `years` after the position ended (still in office: PEP). `confirmedEnds` from
 * `confirmedPepEndsSql`, read alone (`isPep`) or with a new order's other inputs.
 */
export function isPepBy(
  customer: { isPep: boolean },
  confirmedEnds: readonly (string | null)[],
  now: Date,
  years: number,
): boolean {
  if (customer.isPep) return true;
  const today = limaDay(now);
  return confirmedEnds.some((until) => until === null || pepEndsOn(until, years) > today);
}

/** Whether the customer is PEP now, in a statement of its own. */
export async function isPep(
  db: Queryable,
  customer: { id: number; isPep: boolean },
  now: Date,
  years: number,
): Promise<boolean> {
  const hits = await db
    .select({ until: positionUntil })
    .from(complianceAlerts)
    .where(confirmedPepHits(customer.id));
  return isPepBy(
    customer,
    hits.map((hit) => hit.until),
    now,
    years,
  );
}
