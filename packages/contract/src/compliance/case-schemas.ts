import { z } from 'zod';
import { idParams, rowId, rowIdParam } from '../common/ids.ts';

/** A case's life: open while the officer gathers; it ends filed (archivado) or reported to the UIF. */
export const CASE_STATUSES = ['abierto', 'archivado', 'reportado'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_ITEM_KINDS = ['alert', 'order', 'document', 'note'] as const;
export type CaseItemKind = (typeof CASE_ITEM_KINDS)[number];

/** A case's code, drawn from its id: never reused. */
export const caseCode = (id: number) => `CASO-${String(id).padStart(5, '0')}`;

const caseCustomer = z.object({ id: z.number(), name: z.string(), document: z.string() });

/** One row of Cumplimiento › Casos. */
export const complianceCaseSummary = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  status: z.enum(CASE_STATUSES),
  customer: caseCustomer,
  openedBy: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  itemCount: z.number(),
});
export type ComplianceCaseSummary = z.infer<typeof complianceCaseSummary>;

/** One thing the case collected, with who added it and when; never edited or removed. */
export const complianceCaseItem = z.object({
  id: z.number(),
  kind: z.enum(CASE_ITEM_KINDS),
  addedBy: z.string(),
  addedAt: z.string(),
  /** An alert: its kind, status and when it fired. */
  alert: z.object({ id: z.number(), kind: z.string(), status: z.string(), createdAt: z.string() }).nullable(),
  /** An order: its code and figures. */
  order: z
    .object({
      id: z.number(),
      code: z.string(),
      createdAt: z.string(),
      type: z.string(),
      sendAmount: z.string(),
      sendCurrency: z.enum(['PEN', 'USD']),
      receiveAmount: z.string(),
      receiveCurrency: z.enum(['PEN', 'USD']),
    })
    .nullable(),
  /** A document: its name as uploaded and its type. */
  document: z.object({ fileName: z.string(), mimeType: z.string(), byteSize: z.number() }).nullable(),
  /** A note's text, or a document's description. */
  text: z.string().nullable(),
});
export type ComplianceCaseItem = z.infer<typeof complianceCaseItem>;

export const complianceCase = complianceCaseSummary.extend({
  narrative: z.string(),
  closedBy: z.string().nullable(),
  archiveReason: z.string().nullable(),
  /** When the ROS was sent to the UIF (a Lima day), and the UIF's reference if it gave one. */
  ros: z
    .object({ sentOn: z.string(), uifReference: z.string().nullable(), recordedBy: z.string() })
    .nullable(),
  items: z.array(complianceCaseItem),
});
export type ComplianceCase = z.infer<typeof complianceCase>;

export const complianceCaseListQuery = z.object({
  status: z.enum([...CASE_STATUSES, 'all']).default('abierto'),
  /** Only this customer's cases (the alert screen's "add to an open case"). */
  customerId: rowIdParam('Cliente no válido.').optional(),
});
export type ComplianceCaseListQuery = z.input<typeof complianceCaseListQuery>;

export const complianceCaseList = z.object({ rows: z.array(complianceCaseSummary) });
export type ComplianceCaseList = z.infer<typeof complianceCaseList>;

export const complianceCaseParams = idParams('caseId', 'Caso no válido.');
export type ComplianceCaseParams = z.input<typeof complianceCaseParams>;

export const complianceCaseItemParams = complianceCaseParams.extend(
  idParams('itemId', 'Documento no válido.').shape,
);
export type ComplianceCaseItemParams = z.input<typeof complianceCaseItemParams>;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Escribe ${label}.` })
    .trim()
    .min(min, `Escribe ${label} (al menos ${min} caracteres).`)
    .max(max, `Usa como máximo ${max} caracteres.`);

export const openCaseRequest = z.object({
  alertId: rowId('Alerta no válida.'),
  title: text('el título', 3, 120),
});
export type OpenCaseRequest = z.input<typeof openCaseRequest>;

export const addCaseAlertRequest = z.object({ alertId: rowId('Alerta no válida.') });
export type AddCaseAlertRequest = z.input<typeof addCaseAlertRequest>;

export const addCaseOrderRequest = z.object({
  code: z
    .string({ error: 'Escribe el código de la orden.' })
    .trim()
    .toUpperCase()
    .min(3, 'Escribe el código de la orden.')
    .max(40, 'Ese código no es de una orden.'),
});
export type AddCaseOrderRequest = z.input<typeof addCaseOrderRequest>;

export const addCaseNoteRequest = z.object({ text: text('la nota', 3, 4000) });
export type AddCaseNoteRequest = z.input<typeof addCaseNoteRequest>;

/** Multipart fields of a document; the file goes as `file`. */
export const caseDocumentFields = z.object({
  description: z.string().trim().max(300, 'Usa como máximo 300 caracteres.').default(''),
});

export const caseNarrativeRequest = z.object({
  narrative: z
    .string({ error: 'Escribe la narración.' })
    .trim()
    .max(20_000, 'Usa como máximo 20000 caracteres.'),
});
export type CaseNarrativeRequest = z.input<typeof caseNarrativeRequest>;

export const archiveCaseRequest = z.object({ reason: text('el motivo', 3, 500) });
export type ArchiveCaseRequest = z.input<typeof archiveCaseRequest>;

export const rosSentRequest = z.object({
  sentOn: z
    .string({ error: 'Indica la fecha de envío.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Indica la fecha de envío.'),
  uifReference: z
    .string()
    .trim()
    .max(60, 'Usa como máximo 60 caracteres.')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});
export type RosSentRequest = z.input<typeof rosSentRequest>;
