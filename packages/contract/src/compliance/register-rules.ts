/** The exports of a month of the register: CSV, Excel and the fixed-width text (docs/rules/compliance.md#exports). */
export const REGISTER_EXPORT_FORMATS = ['csv', 'xlsx', 'txt'] as const;
export type RegisterExportFormat = (typeof REGISTER_EXPORT_FORMATS)[number];

/** The three parties of an operation as the SBS instructions name them. */
export const REGISTER_PARTIES = ['ejecutante', 'ordenante', 'beneficiario'] as const;
export type RegisterPartyRole = (typeof REGISTER_PARTIES)[number];
