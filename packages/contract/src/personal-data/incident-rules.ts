/** An incident's state (docs/rules/personal-data.md#incidentes-de-seguridad). */
export const INCIDENT_STATUSES = ['abierto', 'cerrado'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** What a timeline entry records: the incident's registration, or a later change or note. */
export const INCIDENT_ENTRY_KINDS = ['registro', 'actualizacion'] as const;
export type IncidentEntryKind = (typeof INCIDENT_ENTRY_KINDS)[number];

export const INCIDENT_STATUS_NAMES: Readonly<Record<IncidentStatus, string>> = {
  abierto: 'Abierto',
  cerrado: 'Cerrado',
};

/** The most customers one incident links to by hand; a larger breach is described and counted. */
export const INCIDENT_MAX_CUSTOMERS = 50;

/** How staff name an incident. */
export const incidentCode = (id: number) => `INC-${String(id).padStart(5, '0')}`;
