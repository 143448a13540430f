import type { AccountStatus } from '@cambix/contract';
import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { staffEs } from '@/i18n/staff.ts';

const percent = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `4.5` → `4.50 %`. */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return staffEs.common.none;
  return `${percent.format(Number(value))} %`;
}

export function fullName(person: {
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
}): string {
  return [person.nombres, person.apellido_paterno, person.apellido_materno].filter(Boolean).join(' ');
}

export function documentLabel(person: { tipo_documento: string; dni: string }): string {
  const type = person.tipo_documento === 'PASAPORTE' ? 'Pasaporte' : person.tipo_documento;
  return `${type} ${person.dni}`;
}

export const statusLabel = (status: AccountStatus): string => staffEs.customers.status[status];

export const kycLabel = (step: number, short = false): string =>
  (short ? staffEs.customers.kycStepShort : staffEs.customers.kycStep)[step] ?? String(step);

export const yesNo = (value: boolean): string => (value ? staffEs.common.yes : staffEs.common.no);

/** A calendar date from the wire (`1990-04-12`) as `12/04/1990`, without moving it across time zones. */
export function formatCalendarDate(value: string | null): string {
  if (!value) return staffEs.common.none;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

export const formatMoment = (value: string | null): string =>
  value ? formatDateTime(value) : staffEs.common.none;

export const formatDay = (value: string | null): string => (value ? formatDate(value) : staffEs.common.none);
