// Public entry of the compliance-cases module (docs/rules/compliance.md#cases): cases and the ROS.
export { registerComplianceCaseRoutes } from './compliance-cases.routes.ts';
