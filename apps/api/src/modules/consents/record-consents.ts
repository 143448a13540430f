import { CONSENT_TEXTS, type ConsentDocument } from '@cambix/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { consents } from '../../platform/db/schema/index.ts';
import type { DeviceSeen } from '../../platform/security/sessions.ts';

/** One act of the customer on one text: accepting (or withdrawing) its version in force. */
export interface ConsentAct {
  document: ConsentDocument;
  accepted: boolean;
}

/**
 * Appends the records of what the customer did now, each with the version in force, the moment, and the
 * address and browser it came from (docs/rules/personal-data.md#consentimientos).
 */
export async function recordConsents(
  db: Queryable,
  userId: number,
  acts: readonly ConsentAct[],
  at: Date,
  device: DeviceSeen | null,
): Promise<void> {
  if (acts.length === 0) return;
  await db.insert(consents).values(
    acts.map((act) => ({
      userId,
      document: act.document,
      version: CONSENT_TEXTS[act.document].version,
      accepted: act.accepted,
      at,
      address: device?.address ?? null,
      userAgent: device?.userAgent ?? null,
    })),
  );
}

/** What a registration accepts: the three texts the service needs, and marketing only when ticked apart. */
export function registrationConsents(marketing: boolean): ConsentAct[] {
  const acts: ConsentAct[] = [
    { document: 'terminos', accepted: true },
    { document: 'privacidad', accepted: true },
    { document: 'datos-sensibles', accepted: true },
  ];
  return marketing ? [...acts, { document: 'marketing', accepted: true }] : acts;
}
