import { grantsMarketing } from '@cambix/contract';
import type { Queryable } from './db/client.ts';
import { lastMarketingConsent } from './db/latest-consents.ts';
import { AppError } from './errors.ts';
import type { Mail } from './mail.ts';

/**
 * Marketing mail only with consent (Ley 29733; decision 167): each marketing mail's customer must have
 * accepted the marketing text in force as their last word on it. Read in the caller's transaction.
 */
export async function assertMarketingConsent(db: Queryable, mails: readonly Mail[]): Promise<void> {
  for (const mail of mails) {
    if (mail.kind !== 'marketing') continue;
    if (!grantsMarketing(await lastMarketingConsent(db, mail.recipientId))) {
      throw new AppError('MARKETING_CONSENT_MISSING');
    }
  }
}
