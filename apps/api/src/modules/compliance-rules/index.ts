// Public entry of the compliance-rules module: the alert rules run at finalize and at a payment's approval,
// and the structuring sum a new order's declaración jurada is measured with (docs/rules/compliance.md#rules).
export { runOrderRules, runPaymentRules } from './run-order-rules.ts';
export { ruleSettings } from './rule-settings.ts';
export { structuringOrdersSql, structuringSumOf, structuringSumUsd } from './structuring-sum.ts';
export { orderDollars, type MeasuredOrder } from './order-dollars.ts';
export { windowStart } from './rule-window.ts';
