import { z } from 'zod';
import { CUSTOMER_PAGE_SIZES, DEFAULT_CUSTOMER_PAGE_SIZE } from '../admin-users/rules.ts';
import { idParams } from '../common/ids.ts';
import { optionalParam, paramWithDefault } from '../http/query-params.ts';
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

/** Paged as Clientes is (same page sizes and default); the search is Clientes' too. */
export const customerRiskListQuery = z.object({
  level: z.enum([...RISK_LEVELS, 'all']).default('all'),
  /** Words searched in the customer's names and document (and e-mail, phone), ignoring case and accents. */
  q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
  /** 1-based. */
  page: paramWithDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'Página no válida.')
      .transform(Number),
    1,
  ),
  pageSize: paramWithDefault(
    z.enum(CUSTOMER_PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number),
    DEFAULT_CUSTOMER_PAGE_SIZE,
  ),
});
export type CustomerRiskListQuery = z.input<typeof customerRiskListQuery>;
export type ParsedCustomerRiskListQuery = z.output<typeof customerRiskListQuery>;

export const customerRiskList = z.object({
  /** One page of the level's customers matching the search. */
  rows: z.array(customerRisk),
  /** Customers of the level matching the search, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Customers of each level (and overdue) matching the search: the chips' numbers. */
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
