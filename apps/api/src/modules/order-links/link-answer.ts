import type { LinkProof, ResolvedLink } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { openSession, type DeviceSeen } from '../../platform/security/sessions.ts';
import { signSessionToken } from '../../platform/security/tokens.ts';
import { loadOrderView } from '../orders/index.ts';
import type { OrderLinkRow } from './link-facts.ts';
import { linkedOrderId } from './open-link.ts';
import type { LinkCustomerRow } from './servable-link.ts';

/** `ana.quispe@gmail.com` reads `a•••@gmail.com`: enough for the customer to know which mailbox to open. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** A session bound to this link (decision 070): it ends with the link, and reaches only the link's order. */
export async function signLinkToken(
  ctx: AppContext,
  customer: LinkCustomerRow,
  link: OrderLinkRow,
  device: DeviceSeen | null = null,
): Promise<string> {
  const now = ctx.now();
  const { id, code, kind, orderId, expiresAt } = link;
  const session = await openSession(ctx.db, customer.id, now, device, { id, code, kind, orderId, expiresAt });
  return signSessionToken(
    ctx.keys.jwtSecret,
    {
      userId: customer.id,
      sessionId: session.sessionId,
      roleId: customer.roleId,
      tokenVersion: customer.tokenVersion,
      authTime: session.authTime,
      linkId: link.id,
    },
    now,
    Math.floor(link.expiresAt.getTime() / 1000),
  );
}

const presetOf = (link: OrderLinkRow) => ({ amount: link.presetAmount, bankId: link.presetBankId });

/** To whoever has not proved to be the link's customer: whom to prove it as, and nothing of theirs. */
export function proofAnswer(link: OrderLinkRow, customer: LinkCustomerRow): ResolvedLink {
  const proof: LinkProof = {
    firstName: customer.nombres.trim().split(/\s+/)[0] ?? '',
    maskedEmail: maskEmail(customer.email),
  };
  return {
    kind: link.kind,
    expiresAt: link.expiresAt.toISOString(),
    proof,
    ...(link.kind === 'new_order' ? { preset: presetOf(link) } : {}),
  };
}

/**
 * docs/rules/order-links.md#lookup-answer, to the link's customer: a new-order link answers `user` and the
 * staff's preset; a link about an existing order answers `order.user`. `token` only when the proof just
 * handed a session over.
 */
export async function linkAnswer(
  ctx: AppContext,
  link: OrderLinkRow,
  customer: LinkCustomerRow,
  token?: string,
): Promise<ResolvedLink> {
  const linkUser = {
    id: customer.id,
    dni: customer.documentNumber,
    nombres: customer.nombres,
    ...(token === undefined ? {} : { token }),
  };
  const expiresAt = link.expiresAt.toISOString();
  if (link.kind === 'new_order') {
    return { kind: link.kind, expiresAt, user: linkUser, preset: presetOf(link) };
  }
  const order = await loadOrderView(ctx.db, linkedOrderId(link));
  if (!order) throw new AppError('ORDER_LINK_NOT_FOUND');
  return { kind: link.kind, expiresAt, order: { ...order, user: linkUser } };
}
