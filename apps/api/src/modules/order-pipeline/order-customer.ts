import { PARTNER_CLIENT_ROLE_ID } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

export interface OrderCustomer {
  id: number;
  email: string;
  nombres: string;
  /** Nombres and both apellidos, as the boleta names the customer. */
  name: string;
  documentType: string;
  documentNumber: string;
  referredByCode: string | null;
  /**
   * A partner's client (docs/rules/partners.md#partner-clients): no account, so no points or referral
   * rewards, and mails point to the finalize link instead of the customer area.
   */
  isPartnerClient: boolean;
}

/**
 * The customer of an order, for the mail and the boleta. `lock` holds their row until the transaction
 * ends (before the order's, the lock order of `lockCustomer`): two payouts of one customer then decide
 * their first-TERMINADA facts one after the other.
 */
export async function orderCustomer(tx: Tx, userId: number, lock = false): Promise<OrderCustomer> {
  const query = tx.select().from(users).where(eq(users.id, userId));
  const [user] = lock ? await query.for('no key update') : await query;
  if (!user) throw new Error(`order customer ${userId} missing`);
  return {
    id: user.id,
    email: user.email,
    nombres: user.nombres,
    name: [user.nombres, user.apellidoPaterno, user.apellidoMaterno]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    documentType: user.documentType,
    documentNumber: user.documentNumber,
    referredByCode: user.referredByCode,
    isPartnerClient: user.roleId === PARTNER_CLIENT_ROLE_ID,
  };
}
