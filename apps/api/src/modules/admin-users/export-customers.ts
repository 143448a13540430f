import type { AccountStatus, ParsedCustomerFilters } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { getSettings } from '../settings/get-settings.ts';
import { customerConditions, customerOrder, customerRowColumns } from './customer-query.ts';

/** Excel as Peruvian offices set it up reads `;` as the column separator (decision 021). */
const SEPARATOR = ';';
const BOM = '\uFEFF';
const BATCH = 1000;

const STATUS_LABELS: Record<AccountStatus, string> = {
  REGISTRADO: 'Registrado',
  POR_VALIDAR: 'Por validar',
  ACTIVO: 'Activo',
  BLOQUEADO: 'Bloqueado',
  RECHAZADO: 'Rechazado',
};

const KYC_LABELS: Record<number, string> = {
  0: 'Completa',
  1: 'Datos y DNI',
  2: 'Selfie',
  3: 'Cuenta bancaria',
};

const HEADERS = [
  'ID',
  'Nombres',
  'Apellido paterno',
  'Apellido materno',
  'Tipo de documento',
  'Número de documento',
  'Correo',
  'Celular',
  'Estado',
  'Validación',
  'Comisión (%)',
  'Premium',
  'Especial',
  'Fecha de registro',
];

const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const limaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' });

/** `21/11/2026 10:05` in Lima. */
export function formatLimaDateTime(date: Date): string {
  return limaDateTime.format(date).replace(',', '');
}

/**
 * One CSV cell. Text a person typed that starts like a formula is prefixed with an apostrophe, so a
 * spreadsheet shows it instead of running it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A document number as a text formula, so Excel keeps its leading zeros (`01234567`). */
export function documentCell(value: string): string {
  return /^[A-Z0-9]+$/.test(value) ? `"=""${value}"""` : csvCell(value);
}

/** The filtered set as a CSV file for Excel: UTF-8 with BOM, `;`, CRLF, Lima dates; named with today's date. */
export async function exportCustomers(ctx: AppContext, filters: ParsedCustomerFilters): Promise<FileAnswer> {
  const { defaultCommission } = await getSettings(ctx, 'fees');
  const where = customerConditions(filters, defaultCommission);
  const order = customerOrder(filters, defaultCommission);
  const lines = [HEADERS.map(csvCell).join(SEPARATOR)];
  for (let offset = 0; ; offset += BATCH) {
    const rows = await ctx.db
      .select(customerRowColumns(defaultCommission))
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(BATCH)
      .offset(offset);
    for (const row of rows) {
      lines.push(
        [
          String(row.id),
          csvCell(row.nombres),
          csvCell(row.apellido_paterno),
          csvCell(row.apellido_materno),
          row.tipo_documento,
          documentCell(row.dni),
          csvCell(row.email),
          csvCell(row.celular ?? ''),
          STATUS_LABELS[row.accountStatus],
          KYC_LABELS[row.kycStep] ?? String(row.kycStep),
          row.commissionPercent,
          row.isPremium ? 'Sí' : 'No',
          row.isSpecial ? 'Sí' : 'No',
          formatLimaDateTime(row.registeredAt),
        ].join(SEPARATOR),
      );
    }
    if (rows.length < BATCH) break;
  }
  return {
    filename: `clientes-${limaDate.format(ctx.now())}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: `${BOM}${lines.join('\r\n')}\r\n`,
  };
}
