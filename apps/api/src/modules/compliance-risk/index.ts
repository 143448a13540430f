// Public entry of the compliance-risk module: a customer's level computed again on each change, whether it
// is high (a new order's declaración jurada), and Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk).
export { assessRisk, type RiskAssessment, type RiskFacts, type RiskSettings } from './assess-risk.ts';
export { highRiskQuery, isHighRisk } from './high-risk.ts';
export { recomputeRisk, recomputeRiskNow, reviewDueFrom, type RiskTrigger } from './recompute-risk.ts';
export { handleRiskJobs, queueRiskRecompute, recomputeAllRisk } from './recompute-all.ts';
export { AGING_FACTORS, recomputeAgedRisk } from './recompute-aged.ts';
export { registerComplianceRiskRoutes } from './compliance-risk.routes.ts';
