/** What a customer may ask of their personal data besides the export (docs/rules/personal-data.md#solicitudes-arco). */
export const DATA_REQUEST_KINDS = ['rectificacion', 'cancelacion', 'oposicion'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** A request's life: filed, taken by staff, then answered (attended or denied, always with the answer). */
export const DATA_REQUEST_STATUSES = ['pendiente', 'en_curso', 'atendida', 'denegada'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** How a request ends. */
export const DATA_REQUEST_OUTCOMES = ['atendida', 'denegada'] as const;
export type DataRequestOutcome = (typeof DATA_REQUEST_OUTCOMES)[number];

/** An export's life (docs/rules/personal-data.md#mis-datos). */
export const DATA_EXPORT_STATUSES = ['pendiente', 'preparando', 'lista', 'vencida', 'fallida'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * Lima business days the law gives Cambix to answer a request, counted from the day after it is filed
 * (decision 169: D.S. 016-2024-JUS).
 */
export const DATA_REQUEST_BUSINESS_DAYS = 10;

/** Hours a finished export can be downloaded (decision 168). */
export const DATA_EXPORT_HOURS = 72;

export const DATA_REQUEST_KIND_NAMES: Readonly<Record<DataRequestKind, string>> = {
  rectificacion: 'Rectificación',
  cancelacion: 'Cancelación',
  oposicion: 'Oposición',
};

export const DATA_REQUEST_STATUS_NAMES: Readonly<Record<DataRequestStatus, string>> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  atendida: 'Atendida',
  denegada: 'Denegada',
};

/** A request's code, drawn from its id. */
export const dataRequestCode = (id: number) => `ARCO-${String(id).padStart(5, '0')}`;
