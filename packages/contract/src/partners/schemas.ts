// The partner channel's schemas (docs/rules/partners.md), one file per topic.
export * from './business-schemas.ts';
export * from './order-schemas.ts';
export * from './link-schemas.ts';
export * from './staff-schemas.ts';
export * from './workspace-schemas.ts';
export * from './webhook-schemas.ts';
