/**
 * The groups with an icon of their own (docs/rules/notifications.md#groups); any other group gets the default
 * icon.
 */
export const KNOWN_NOTIFICATION_GROUPS = ['general', 'link-orden', 'payments', 'system'] as const;

const LINK_ORDER_SPELLINGS = new Set([
  'link-order',
  'order-link',
  'link-orden',
  'link-ordenes',
  'link-ordenes-temp',
  'linkorder',
  'orderlink',
]);

/**
 * docs/rules/notifications.md#groups: lower case, spaces and underscores to hyphens; the seven spellings of
 * the order-link group are one; no group is `general`. Both ends use it, so a group is always compared in
 * this form.
 */
export function normalizeGroup(group: string | null | undefined): string {
  const normal = (group ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (!normal) return 'general';
  return LINK_ORDER_SPELLINGS.has(normal) ? 'link-orden' : normal;
}

export const NOTIFICATION_MODAL_TYPES = ['default', 'success', 'alert', 'error'] as const;

/**
 * The staff tasks a notification can ask for (docs/rules/notifications.md#tasks): verify an order's payment,
 * pay an order out, review a customer's identity. Doing the task resolves its notifications.
 */
export const NOTIFICATION_TASK_KINDS = ['order-payment', 'order-payout', 'kyc-review'] as const;
export type NotificationTaskKind = (typeof NOTIFICATION_TASK_KINDS)[number];
