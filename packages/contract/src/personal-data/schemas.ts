import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import {
  DATA_EXPORT_STATUSES,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_OUTCOMES,
  DATA_REQUEST_STATUSES,
} from './rules.ts';

/** One export of the customer's data: its progress, and until when it can be downloaded. */
export const dataExport = z.object({
  id: z.number(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0 to 100. */
  progress: z.number(),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

/** What a cancellation removed, and what it kept with the reason the law gives (decision 169). */
export const cancellationRecord = z.object({
  removed: z.array(z.string()),
  kept: z.array(z.object({ what: z.string(), reason: z.string() })),
});
export type CancellationRecord = z.infer<typeof cancellationRecord>;

/** A request as its customer sees it. */
export const dataRequest = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  text: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  filedAt: z.string(),
  /** The last Lima day of the legal deadline. */
  dueOn: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequest>;

/** Perfil › Mis datos: the latest export and every request. */
export const myData = z.object({
  latestExport: dataExport.nullable(),
  requests: z.array(dataRequest),
});
export type MyData = z.infer<typeof myData>;

const requestText = z
  .string({ error: 'Cuéntanos qué nos pides.' })
  .trim()
  .min(10, 'Cuéntanos qué nos pides (al menos 10 caracteres).')
  .max(2000, 'Usa como máximo 2000 caracteres.');

export const fileDataRequest = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { error: 'Elige el tipo de solicitud.' }),
  text: requestText,
});
export type FileDataRequest = z.input<typeof fileDataRequest>;

export const dataExportParams = idParams('exportId', 'Descarga no válida.');
export type DataExportParams = z.input<typeof dataExportParams>;

const customerOfRequest = z.object({ id: z.number(), name: z.string(), document: z.string() });

/** One row of Datos personales › Solicitudes. */
export const dataRequestSummary = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  customer: customerOfRequest,
  filedAt: z.string(),
  dueOn: z.string(),
  /** Lima business days left until the deadline (0 on its last day), negative once it has passed. */
  businessDaysLeft: z.number(),
  overdue: z.boolean(),
});
export type DataRequestSummary = z.infer<typeof dataRequestSummary>;

export const dataRequestDetail = dataRequestSummary.extend({
  text: z.string(),
  answer: z.string().nullable(),
  startedBy: z.string().nullable(),
  startedAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  cancellation: cancellationRecord.nullable(),
});
export type DataRequestDetail = z.infer<typeof dataRequestDetail>;

export const dataRequestListQuery = z.object({
  status: z.enum(['abiertas', ...DATA_REQUEST_STATUSES, 'todas']).default('abiertas'),
});
export type DataRequestListQuery = z.input<typeof dataRequestListQuery>;

export const dataRequestList = z.object({ rows: z.array(dataRequestSummary) });
export type DataRequestList = z.infer<typeof dataRequestList>;

export const dataRequestParams = idParams('requestId', 'Solicitud no válida.');
export type DataRequestParams = z.input<typeof dataRequestParams>;

export const answerDataRequest = z.object({
  outcome: z.enum(DATA_REQUEST_OUTCOMES, { error: 'Elige si la solicitud se atiende o se deniega.' }),
  answer: z
    .string({ error: 'Escribe la respuesta al cliente.' })
    .trim()
    .min(10, 'Escribe la respuesta al cliente (al menos 10 caracteres).')
    .max(4000, 'Usa como máximo 4000 caracteres.'),
});
export type AnswerDataRequest = z.input<typeof answerDataRequest>;
