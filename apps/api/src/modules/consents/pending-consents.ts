import { CONSENT_TEXTS, pendingConsents, type PendingConsent } from '@cambix/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { latestConsents } from '../../platform/db/latest-consents.ts';

/** The texts a customer must accept before going on, as the session and the web show them. */
export async function listPendingConsents(db: Queryable, userId: number): Promise<PendingConsent[]> {
  return pendingConsents(await latestConsents(db, userId)).map((document) => ({
    documento: document,
    version: CONSENT_TEXTS[document].version,
    fecha: CONSENT_TEXTS[document].date,
    ruta: CONSENT_TEXTS[document].path,
  }));
}
