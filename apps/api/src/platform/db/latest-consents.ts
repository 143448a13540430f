import type { ConsentStanding } from '@cambix/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { consents } from './schema/index.ts';

/** A customer's last word on each text (the newest record per document): what the gate and the mailer read. */
export async function latestConsents(db: Queryable, userId: number): Promise<ConsentStanding[]> {
  return db
    .selectDistinctOn([consents.document], {
      document: consents.document,
      version: consents.version,
      accepted: consents.accepted,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.document), desc(consents.at), desc(consents.id));
}

/** A customer's last grant or withdrawal of marketing consent; undefined when never asked. */
export async function lastMarketingConsent(db: Queryable, userId: number) {
  const [last] = await db
    .select({ version: consents.version, accepted: consents.accepted, at: consents.at })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.document, 'marketing')))
    .orderBy(desc(consents.at), desc(consents.id))
    .limit(1);
  return last;
}
