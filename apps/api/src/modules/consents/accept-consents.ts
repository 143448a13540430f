import { CONSENT_TEXTS, type AcceptConsentsRequest, type PendingConsentList } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';
import type { DeviceSeen } from '../../platform/security/sessions.ts';
import { listPendingConsents } from './pending-consents.ts';
import { recordConsents } from './record-consents.ts';

/**
 * The customer accepts the texts they read. Each must name the version in force: a text that changed while
 * they read it is refused, so a record never claims a version the customer did not see.
 */
export async function acceptConsents(
  ctx: AppContext,
  userId: number,
  input: AcceptConsentsRequest,
  device: DeviceSeen,
): Promise<PendingConsentList> {
  const documents = [...new Set(input.documentos.map((item) => item.documento))];
  for (const item of input.documentos) {
    if (item.version !== CONSENT_TEXTS[item.documento].version) throw new AppError('CONSENT_VERSION_STALE');
  }
  await recordConsents(
    ctx.db,
    userId,
    documents.map((document) => ({ document, accepted: true })),
    ctx.now(),
    device,
  );
  await forgetPrincipal(ctx, userId);
  return { consentimientos_pendientes: await listPendingConsents(ctx.db, userId) };
}
