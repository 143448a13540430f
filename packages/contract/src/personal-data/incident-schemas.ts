import { z } from 'zod';
import { idParams, rowId } from '../common/ids.ts';
import { INCIDENT_ENTRY_KINDS, INCIDENT_MAX_CUSTOMERS, INCIDENT_STATUSES } from './incident-rules.ts';

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });
const text = (min: number, max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(min, `${missing} (al menos ${min} caracteres).`)
    .max(max, `Usa como máximo ${max} caracteres.`);

/** A new incident, as staff register it (docs/rules/personal-data.md#incidentes-de-seguridad). */
export const createIncident = z.object({
  title: text(5, 200, 'Escribe qué pasó en una línea'),
  description: text(10, 4000, 'Describe el incidente'),
  occurredAt: instant('Indica cuándo ocurrió.'),
  detectedAt: instant('Indica cuándo se detectó.'),
  dataKinds: text(3, 1000, 'Indica qué datos personales se vieron afectados'),
  affected: text(3, 2000, 'Indica a quiénes afectó'),
  affectedCount: z
    .number({ error: 'Indica cuántas personas afectó.' })
    .int('Indica un número entero.')
    .min(0, 'Indica cuántas personas afectó.')
    .max(100_000_000, 'Indica cuántas personas afectó.'),
  customerIds: z
    .array(rowId('Cliente no válido.'), { error: 'Clientes no válidos.' })
    .max(INCIDENT_MAX_CUSTOMERS, `Vincula como máximo ${INCIDENT_MAX_CUSTOMERS} clientes.`)
    .default([]),
  measures: text(3, 4000, 'Indica las medidas tomadas'),
  authorityNotifiedAt: instant('Fecha no válida.').nullable().default(null),
  peopleNotifiedAt: instant('Fecha no válida.').nullable().default(null),
});
export type CreateIncident = z.input<typeof createIncident>;

/**
 * A new entry of an incident's timeline: always a note, and any change it brings (measures, the
 * notifications' dates, the count of people, closing or reopening).
 */
export const addIncidentEntry = z.object({
  note: text(3, 4000, 'Escribe qué cambió o qué se hizo'),
  measures: text(3, 4000, 'Indica las medidas tomadas').optional(),
  affectedCount: z
    .number({ error: 'Indica cuántas personas afectó.' })
    .int('Indica un número entero.')
    .min(0, 'Indica cuántas personas afectó.')
    .max(100_000_000, 'Indica cuántas personas afectó.')
    .optional(),
  authorityNotifiedAt: instant('Fecha no válida.').optional(),
  peopleNotifiedAt: instant('Fecha no válida.').optional(),
  status: z.enum(INCIDENT_STATUSES, { error: 'Estado no válido.' }).optional(),
});
export type AddIncidentEntry = z.input<typeof addIncidentEntry>;

export const incidentParams = idParams('incidentId', 'Incidente no válido.');
export type IncidentParams = z.input<typeof incidentParams>;

/** One row of Datos personales › Incidentes. */
export const incidentSummary = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  occurredAt: z.string(),
  detectedAt: z.string(),
  affectedCount: z.number(),
  authorityNotifiedAt: z.string().nullable(),
  peopleNotifiedAt: z.string().nullable(),
});
export type IncidentSummary = z.infer<typeof incidentSummary>;

export const incidentEntry = z.object({
  id: z.number(),
  kind: z.enum(INCIDENT_ENTRY_KINDS),
  at: z.string(),
  actor: z.string(),
  note: z.string(),
  /** What the entry changed: each field with its value before and after. */
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});
export type IncidentEntry = z.infer<typeof incidentEntry>;

export const incidentDetail = incidentSummary.extend({
  description: z.string(),
  dataKinds: z.string(),
  affected: z.string(),
  measures: z.string(),
  customers: z.array(z.object({ id: z.number(), name: z.string(), document: z.string() })),
  registeredBy: z.string(),
  registeredAt: z.string(),
  timeline: z.array(incidentEntry),
});
export type IncidentDetail = z.infer<typeof incidentDetail>;

export const incidentListQuery = z.object({
  status: z.enum([...INCIDENT_STATUSES, 'todos']).default('todos'),
});
export type IncidentListQuery = z.input<typeof incidentListQuery>;

export const incidentList = z.object({ rows: z.array(incidentSummary) });
export type IncidentList = z.infer<typeof incidentList>;
