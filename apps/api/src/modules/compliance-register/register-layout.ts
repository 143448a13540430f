import { formatLimaDateTime, type RegisterPartyView, type RegisterRow } from '@cambix/contract';
import type { XlsxCell } from '../../platform/xlsx.ts';

/**
 * The columns of every export of the register, in order (docs/rules/compliance.md#exports): their title
 * (CSV and Excel) and their width and alignment in the fixed-width text. This is the one file to change
 * when the UIF's layout changes.
 */
export interface RegisterColumn {
  title: string;
  /** Characters in the fixed-width text; a longer value is cut. */
  width: number;
  align: 'left' | 'right';
  /** The text: the CSV field, the fixed-width value and, unless `excel` says otherwise, the Excel cell. */
  value: (row: RegisterRow) => string;
  /** The Excel cell when it is not text: an amount or the rate as a number, the moment as a date (decision 176). */
  excel?: (row: RegisterRow) => XlsxCell;
}

const TYPE: Record<RegisterRow['type'], string> = {
  compra: 'Compra',
  venta: 'Venta',
  'cambio de saldo': 'Cambio de saldo',
};
const CHANNEL: Record<RegisterRow['channel'], string> = { web: 'Web', link: 'Link', partner: 'Socio' };

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Sí' : 'No');

function partyColumns(label: string, pick: (row: RegisterRow) => RegisterPartyView): RegisterColumn[] {
  return [
    { title: `${label} tipo doc.`, width: 10, align: 'left', value: (row) => pick(row).documentType ?? '' },
    { title: `${label} nro. doc.`, width: 15, align: 'left', value: (row) => pick(row).documentNumber ?? '' },
    { title: `${label} nombres`, width: 60, align: 'left', value: (row) => pick(row).names },
    { title: `${label} nacionalidad`, width: 20, align: 'left', value: (row) => pick(row).nationality ?? '' },
    { title: `${label} ocupación`, width: 40, align: 'left', value: (row) => pick(row).occupation ?? '' },
    { title: `${label} dirección`, width: 80, align: 'left', value: (row) => pick(row).address ?? '' },
    { title: `${label} PEP`, width: 2, align: 'left', value: (row) => yesNo(pick(row).isPep) },
  ];
}

export const REGISTER_COLUMNS: readonly RegisterColumn[] = [
  { title: 'Fila', width: 10, align: 'right', value: (row) => String(row.id) },
  {
    title: 'Corrige fila',
    width: 10,
    align: 'right',
    value: (row) => (row.correctsId ? String(row.correctsId) : ''),
  },
  {
    title: 'Fecha y hora (Lima)',
    width: 16,
    align: 'left',
    value: (row) => formatLimaDateTime(new Date(row.operatedAt)),
    excel: (row) => ({ dateTime: row.operatedAt }),
  },
  { title: 'Orden', width: 10, align: 'left', value: (row) => row.orderCode },
  { title: 'Tipo', width: 16, align: 'left', value: (row) => TYPE[row.type] },
  {
    title: 'Motivo',
    width: 8,
    align: 'left',
    value: (row) => (row.reason === 'single' ? 'Única' : 'Múltiple'),
  },
  {
    title: 'Monto enviado',
    width: 15,
    align: 'right',
    value: (row) => row.sendAmount,
    excel: (row) => ({ money: row.sendAmount }),
  },
  { title: 'Moneda enviada', width: 3, align: 'left', value: (row) => row.sendCurrency },
  {
    title: 'Monto recibido',
    width: 15,
    align: 'right',
    value: (row) => row.receiveAmount,
    excel: (row) => ({ money: row.receiveAmount }),
  },
  { title: 'Moneda recibida', width: 3, align: 'left', value: (row) => row.receiveCurrency },
  {
    title: 'Tipo de cambio',
    width: 8,
    align: 'right',
    value: (row) => row.rate ?? '',
    excel: (row) => (row.rate === null ? null : { rate: row.rate }),
  },
  {
    title: 'Equivalente US$',
    width: 15,
    align: 'right',
    value: (row) => row.usdEquivalent,
    excel: (row) => ({ money: row.usdEquivalent }),
  },
  { title: 'Origen de fondos', width: 20, align: 'left', value: (row) => row.fundsOrigin ?? '' },
  { title: 'Detalle de fondos', width: 60, align: 'left', value: (row) => row.fundsOriginDetail ?? '' },
  {
    title: 'Declaración firmada por',
    width: 60,
    align: 'left',
    value: (row) => row.declarationSignature ?? '',
  },
  { title: 'Canal', width: 6, align: 'left', value: (row) => CHANNEL[row.channel] },
  { title: 'Socio', width: 40, align: 'left', value: (row) => row.partnerName ?? '' },
  ...partyColumns('Ejecutante', (row) => row.ejecutante),
  ...partyColumns('Ordenante', (row) => row.ordenante),
  ...partyColumns('Beneficiario', (row) => row.beneficiario),
];

/** Plain ASCII, so one character is one byte in the fixed-width text. */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7e]/g, ' ');

/** One line of the fixed-width text: every column padded (or cut) to its width. */
export function fixedWidthLine(row: RegisterRow): string {
  return REGISTER_COLUMNS.map((column) => {
    const text = ascii(column.value(row)).slice(0, column.width);
    return column.align === 'right' ? text.padStart(column.width) : text.padEnd(column.width);
  }).join('');
}
