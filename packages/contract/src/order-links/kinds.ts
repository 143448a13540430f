/**
 * What a staff-made order link is for (docs/rules/order-links.md#kinds): a new order, fixing an order, or
 * finalizing one.
 */
export const ORDER_LINK_KINDS = ['new_order', 'modification', 'finalize'] as const;
export type OrderLinkKind = (typeof ORDER_LINK_KINDS)[number];
