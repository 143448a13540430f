import { formatLimaDateTime, type AccountStatus, type ParsedCustomerFilters } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { CsvCell } from '../../platform/csv.ts';
import { csvFile, forEachExportBatch } from '../../platform/csv-export.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { getSettings } from '../settings/index.ts';
import { customerConditions, customerOrder, customerRowColumns } from './customer-query.ts';

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

/** The filtered set as a CSV file for Excel: UTF-8 with BOM, `;`, CRLF, Lima dates; named with today's date. */
export async function exportCustomers(ctx: AppContext, filters: ParsedCustomerFilters): Promise<FileAnswer> {
  const { defaultCommission } = await getSettings(ctx, 'fees');
  const where = customerConditions(filters, defaultCommission);
  const order = customerOrder(filters, defaultCommission);
  const lines: CsvCell[][] = [];
  await forEachExportBatch(
    (limit, offset) =>
      ctx.db
        .select(customerRowColumns(defaultCommission))
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (rows) => {
      for (const row of rows) {
        lines.push([
          String(row.id),
          row.nombres,
          row.apellido_paterno,
          row.apellido_materno,
          row.tipo_documento,
          row.dni,
          row.email,
          row.celular ?? '',
          STATUS_LABELS[row.accountStatus],
          KYC_LABELS[row.kycStep] ?? String(row.kycStep),
          row.commissionPercent,
          row.isPremium ? 'Sí' : 'No',
          row.isSpecial ? 'Sí' : 'No',
          formatLimaDateTime(row.registeredAt),
        ]);
      }
    },
  );
  return csvFile(`clientes-${limaDay(ctx.now())}.csv`, HEADERS, lines);
}
