import { z } from 'zod';
import { idParams } from '../common/ids.ts';

/** The lists customers are screened against (docs/rules/compliance.md#lists). */
export const SCREENING_LIST_IDS = ['onu', 'ofac', 'pep'] as const;
export type ScreeningListId = (typeof SCREENING_LIST_IDS)[number];

export const SCREENING_LIST_NAMES: Record<ScreeningListId, string> = {
  onu: 'ONU: Lista consolidada del Consejo de Seguridad (XML)',
  ofac: 'OFAC: lista SDN (sdn.csv)',
  pep: 'PEP (CSV: nombres, documento, cargo, institucion, desde, hasta)',
};

/** One imported version of a list, with the progress of the re-screening it started. */
export const screeningListVersion = z.object({
  id: z.number(),
  list: z.enum(SCREENING_LIST_IDS),
  fileName: z.string(),
  importedAt: z.string(),
  importedBy: z.string(),
  entryCount: z.number(),
  individualCount: z.number(),
  /** The newest version of its list: the one customers are screened against. */
  current: z.boolean(),
  rescreen: z.object({
    total: z.number(),
    done: z.number(),
    hits: z.number(),
    finishedAt: z.string().nullable(),
  }),
});
export type ScreeningListVersion = z.infer<typeof screeningListVersion>;

export const screeningListVersions = z.object({ rows: z.array(screeningListVersion) });
export type ScreeningListVersions = z.infer<typeof screeningListVersions>;

export const screeningListEntry = z.object({
  id: z.number(),
  reference: z.string(),
  kind: z.enum(['individual', 'entity']),
  fullName: z.string(),
  documents: z.array(z.string()),
  details: z.record(z.string(), z.string()),
});
export type ScreeningListEntry = z.infer<typeof screeningListEntry>;

export const screeningListEntries = z.object({
  version: screeningListVersion,
  rows: z.array(screeningListEntry),
});
export type ScreeningListEntries = z.infer<typeof screeningListEntries>;

export const screeningVersionParams = idParams('versionId', 'Versión no válida.');
export type ScreeningVersionParams = z.input<typeof screeningVersionParams>;

/** Multipart fields of an import; the file goes as `file`. */
export const screeningImportFields = z.object({
  list: z.enum(SCREENING_LIST_IDS, { error: 'Elige la lista: ONU, OFAC o PEP.' }),
});

export const ALERT_STATUSES = ['open', 'confirmed', 'discarded'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** What raised an alert: a screening hit, or a rule run at finalize or at a payment's approval (docs/rules/compliance.md#rules). */
export const ALERT_KINDS = [
  'screening',
  'structuring',
  'sudden-change',
  'new-accounts',
  'rejected-identity',
  'shared-partner-client',
  'third-party-payer',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** An alert as the officer reads it: what fired, about whom, and why. */
export const complianceAlert = z.object({
  id: z.number(),
  kind: z.enum(ALERT_KINDS),
  status: z.enum(ALERT_STATUSES),
  holds: z.boolean(),
  score: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string(), document: z.string() }),
  facts: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The case the alert was taken into, if any (docs/rules/compliance.md#cases). */
  caseId: z.number().nullable().optional(),
});
export type ComplianceAlert = z.infer<typeof complianceAlert>;

export const complianceAlertListQuery = z.object({
  status: z.enum([...ALERT_STATUSES, 'all']).default('open'),
});
export type ComplianceAlertListQuery = z.input<typeof complianceAlertListQuery>;

export const complianceAlertList = z.object({ rows: z.array(complianceAlert) });
export type ComplianceAlertList = z.infer<typeof complianceAlertList>;

export const complianceAlertParams = idParams('alertId', 'Alerta no válida.');
export type ComplianceAlertParams = z.input<typeof complianceAlertParams>;

export const decideAlertRequest = z.object({
  reason: z
    .string({ error: 'Escribe el motivo.' })
    .trim()
    .min(3, 'Escribe el motivo (al menos 3 caracteres).')
    .max(500, 'Usa como máximo 500 caracteres.'),
});
export type DecideAlertRequest = z.input<typeof decideAlertRequest>;
