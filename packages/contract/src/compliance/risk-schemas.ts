import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import { RISK_CAUSES, RISK_FACTOR_KINDS, RISK_LEVELS } from './risk-rules.ts';

/** One factor of a level, with its points and why, in Spanish, for the officer. */
export const riskFactor = z.object({
  kind: z.enum(RISK_FACTOR_KINDS),
  points: z.number(),
  reason: z.string(),
});
export type RiskFactor = z.infer<typeof riskFactor>;

/** A change of the level (or a review), as it happened. */
export const riskHistoryEntry = z.object({
  at: z.string(),
  cause: z.enum(RISK_CAUSES),
  fromLevel: z.enum(RISK_LEVELS).nullable(),
  toLevel: z.enum(RISK_LEVELS),
  score: z.number(),
  /** Who acted (staff, or the customer editing their data); null for the system. */
  actor: z.string().nullable(),
  note: z.string().nullable(),
});
export type RiskHistoryEntry = z.infer<typeof riskHistoryEntry>;

/** A customer's risk as the officer reads it (docs/rules/compliance.md#customer-risk). */
export const customerRisk = z.object({
  customer: z.object({ id: z.number(), name: z.string(), document: z.string() }),
  level: z.enum(RISK_LEVELS),
  score: z.number(),
  factors: z.array(riskFactor),
  computedAt: z.string(),
  /** High only: the Lima day the customer is reviewed by. */
  reviewDueOn: z.string().nullable(),
  /** The review day has passed (Lima). */
  overdue: z.boolean(),
  lastReview: z.object({ at: z.string(), by: z.string(), note: z.string() }).nullable(),
  history: z.array(riskHistoryEntry),
});
export type CustomerRisk = z.infer<typeof customerRisk>;

export const customerRiskListQuery = z.object({
  level: z.enum([...RISK_LEVELS, 'all']).default('all'),
});
export type CustomerRiskListQuery = z.input<typeof customerRiskListQuery>;

export const customerRiskList = z.object({
  rows: z.array(customerRisk),
  counts: z.object({ low: z.number(), medium: z.number(), high: z.number(), overdue: z.number() }),
});
export type CustomerRiskList = z.infer<typeof customerRiskList>;

export const customerRiskParams = idParams('userId', 'Cliente no válido.');
export type CustomerRiskParams = z.input<typeof customerRiskParams>;

export const reviewRiskRequest = z.object({
  note: z
    .string({ error: 'Escribe la nota de la revisión.' })
    .trim()
    .min(3, 'Escribe la nota de la revisión (al menos 3 caracteres).')
    .max(500, 'Usa como máximo 500 caracteres.'),
});
export type ReviewRiskRequest = z.input<typeof reviewRiskRequest>;
