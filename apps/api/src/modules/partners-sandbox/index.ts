// Public entry of the partners-sandbox module: a partner's sandbox orders, made and moved with test keys,
// kept apart from real orders (docs/rules/partners.md#sandbox). Other modules import only this file
// (decision 089).
export { createSandboxOrder } from './create-sandbox-order.ts';
export { forgetSandboxOrders } from './forget-sandbox-orders.ts';
export { listSandboxOrders } from './list-sandbox-orders.ts';
export { cancelSandboxOrder, simulateSandboxOrder } from './move-sandbox-order.ts';
export { getSandboxOrder, type SandboxKey } from './sandbox-order-view.ts';
