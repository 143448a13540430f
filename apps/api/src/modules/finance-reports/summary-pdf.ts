import {
  capitalized,
  comparedPeriodText,
  formatLimaDateTime,
  monthWords,
  type FinanceSummary,
  type OrderChannel,
  type SummaryFigures,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { banks } from '../../platform/db/schema/index.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { formatMoney, parseSignedMoney } from '../../platform/money.ts';
import { A4_LANDSCAPE, PdfDocument, type PdfPage } from '../../platform/pdf.ts';
import { getSummary, type SummaryInput } from './get-summary.ts';

const CHANNELS: Record<OrderChannel, string> = { web: 'Web', link: 'Link', partner: 'Socio' };

/** `2026-11` → `Noviembre 2026`. */
const monthName = (month: string) => capitalized(monthWords(month));

/** `-1234.5` → `-1,234.50`: the amount as the accountant reads it, from its decimal text. */
function amount(text: string | null): string {
  if (text === null) return '—';
  const formatted = formatMoney(parseSignedMoney(text));
  const negative = formatted.startsWith('-');
  const [whole = '0', cents = '00'] = formatted.replace('-', '').split('.');
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

type FigureKey = keyof SummaryFigures;

const COLUMNS: { key: FigureKey; title: [string, string] }[] = [
  { key: 'ordersFinished', title: ['Órdenes', 'terminadas'] },
  { key: 'amountReceived', title: ['Monto', 'recibido'] },
  { key: 'amountPaidOut', title: ['Monto', 'pagado'] },
  { key: 'commissions', title: ['Comisiones', ''] },
  { key: 'exchangeSpread', title: ['Diferencial', 'cambiario'] },
  { key: 'couponDiscounts', title: ['Descuento', 'cupones'] },
  { key: 'pointsDiscounts', title: ['Descuento', 'puntos'] },
  { key: 'partnerShares', title: ['Participación', 'socios'] },
  { key: 'manualIngresos', title: ['Ingresos', 'manuales'] },
  { key: 'manualEgresos', title: ['Egresos', 'manuales'] },
  { key: 'closingBalance', title: ['Saldo de', 'cierre'] },
];

const cell = (figures: SummaryFigures, key: FigureKey) =>
  key === 'ordersFinished' ? String(figures.ordersFinished) : amount(figures[key] as string | null);

/** This period minus the previous one, figure by figure (null stays null). */
function change(current: SummaryFigures, previous: SummaryFigures): SummaryFigures {
  const minus = (a: string | null, b: string | null) =>
    a === null || b === null ? null : formatMoney(parseSignedMoney(a) - parseSignedMoney(b));
  return {
    ordersFinished: current.ordersFinished - previous.ordersFinished,
    divisasOrders: current.divisasOrders - previous.divisasOrders,
    amountReceived: minus(current.amountReceived, previous.amountReceived)!,
    amountPaidOut: minus(current.amountPaidOut, previous.amountPaidOut)!,
    usdReceived: minus(current.usdReceived, previous.usdReceived)!,
    usdPaidOut: minus(current.usdPaidOut, previous.usdPaidOut)!,
    commissions: minus(current.commissions, previous.commissions)!,
    exchangeSpread: minus(current.exchangeSpread, previous.exchangeSpread)!,
    couponDiscounts: minus(current.couponDiscounts, previous.couponDiscounts)!,
    pointsDiscounts: minus(current.pointsDiscounts, previous.pointsDiscounts)!,
    partnerShares: minus(current.partnerShares, previous.partnerShares)!,
    manualIngresos: minus(current.manualIngresos, previous.manualIngresos),
    manualEgresos: minus(current.manualEgresos, previous.manualEgresos),
    closingBalance: minus(current.closingBalance, previous.closingBalance),
  };
}

// Layout, in points, on A4 landscape.
const MARGIN = 36;
const LABEL_WIDTH = 90;
/** The rows' size: a bold -99,999,999.99 fits its column with room to spare. */
const ROW_TEXT_SIZE = 7.5;
/** The company's name and address stop short of the title on the right. */
const HEADING_WIDTH = 470;
const ROW_HEIGHT = 17;
const HEADER_HEIGHT = 28;
const FIRST_TABLE_TOP = 150;
const NEXT_TABLE_TOP = 70;
const FOOTER_Y = A4_LANDSCAPE.height - 24;
const TABLE_BOTTOM = A4_LANDSCAPE.height - 44;

interface TableRow {
  label: string;
  figures: SummaryFigures;
  bold?: boolean;
  /** A rule above it (totals). */
  ruled?: boolean;
}

/** How many rows fit under the table header on a page whose table starts at `top`. */
export const rowsPerPage = (top: number) => Math.floor((TABLE_BOTTOM - top - HEADER_HEIGHT) / ROW_HEIGHT);
export const FIRST_PAGE_ROWS = rowsPerPage(FIRST_TABLE_TOP);
export const NEXT_PAGE_ROWS = rowsPerPage(NEXT_TABLE_TOP);

function drawHeading(page: PdfPage, summary: FinanceSummary, filters: string): void {
  const { company } = summary;
  const right = A4_LANDSCAPE.width - MARGIN;
  page.text(company.name, MARGIN, 48, { font: 'bold', size: 14, maxWidth: HEADING_WIDTH });
  page.text(company.ruc === '' ? 'RUC no registrado' : `RUC ${company.ruc}`, MARGIN, 64, { size: 9 });
  if (company.address !== '') {
    page.text(company.address, MARGIN, 77, { size: 9, maxWidth: HEADING_WIDTH });
  }
  page.text('Resumen financiero', right, 48, { font: 'bold', size: 16, align: 'right' });
  page.text(`Periodo: ${monthName(summary.from)} – ${monthName(summary.to)}`, right, 64, {
    size: 9,
    align: 'right',
  });
  page.text(`Generado el ${formatLimaDateTime(new Date(summary.generatedAt))}`, right, 77, {
    size: 9,
    align: 'right',
  });
  page.line(MARGIN, 88, right, 88, 0.75);
  page.text(`Filtros: ${filters}`, MARGIN, 106, { size: 9 });
  page.text(`${comparedPeriodText(summary.previous)}.`, right, 106, { size: 9, align: 'right' });
  const notes = ['Montos en soles (S/).'];
  if (summary.months.length > 0 && summary.totals.closingBalance === null) {
    notes.push('Con filtro de canal no se muestran ingresos, egresos manuales ni saldos (no tienen canal).');
  }
  page.text(notes.join(' '), MARGIN, 120, { size: 8, gray: 0.35 });
  // Dollars are never added to soles: the period's dollars go on a line of their own.
  const { totals } = summary;
  page.text(
    `Dólares (US$): recibido ${amount(totals.usdReceived)}, pagado ${amount(totals.usdPaidOut)}. Órdenes de divisas terminadas: ${totals.divisasOrders}.`,
    MARGIN,
    132,
    { size: 8, gray: 0.35 },
  );
}

function drawContinuedHeading(page: PdfPage, summary: FinanceSummary): void {
  const right = A4_LANDSCAPE.width - MARGIN;
  page.text(summary.company.name, MARGIN, 44, { font: 'bold', size: 11, maxWidth: HEADING_WIDTH });
  page.text(`Resumen financiero · ${monthName(summary.from)} – ${monthName(summary.to)}`, right, 44, {
    size: 9,
    align: 'right',
  });
}

const columnWidth = () => (A4_LANDSCAPE.width - 2 * MARGIN - LABEL_WIDTH) / COLUMNS.length;

function drawTableHeader(page: PdfPage, top: number): void {
  const right = A4_LANDSCAPE.width - MARGIN;
  page.fillRect(MARGIN, top, right - MARGIN, HEADER_HEIGHT, 0.9);
  page.text('Mes', MARGIN + 4, top + 17, { font: 'bold', size: 8 });
  const width = columnWidth();
  COLUMNS.forEach((column, index) => {
    const x = MARGIN + LABEL_WIDTH + (index + 1) * width - 4;
    page.text(column.title[0], x, top + 12, { font: 'bold', size: 8, align: 'right' });
    if (column.title[1] !== '')
      page.text(column.title[1], x, top + 22, { font: 'bold', size: 8, align: 'right' });
  });
  page.line(MARGIN, top + HEADER_HEIGHT, right, top + HEADER_HEIGHT, 0.75);
}

function drawRow(page: PdfPage, row: TableRow, top: number): void {
  const right = A4_LANDSCAPE.width - MARGIN;
  const font = row.bold ? 'bold' : 'regular';
  if (row.ruled) page.line(MARGIN, top, right, top, 0.75);
  page.text(row.label, MARGIN + 4, top + 12, { font, size: ROW_TEXT_SIZE });
  const width = columnWidth();
  COLUMNS.forEach((column, index) => {
    const x = MARGIN + LABEL_WIDTH + (index + 1) * width - 4;
    page.text(cell(row.figures, column.key), x, top + 12, { font, size: ROW_TEXT_SIZE, align: 'right' });
  });
  page.line(MARGIN, top + ROW_HEIGHT, right, top + ROW_HEIGHT, 0.25, 0.75);
}

/** The rows of the table: one per month, the totals, then the previous period and the change. */
function tableRows(summary: FinanceSummary): TableRow[] {
  const previous = summary.previous;
  return [
    ...summary.months.map((month) => ({ label: monthName(month.month), figures: month })),
    { label: 'Total del periodo', figures: summary.totals, bold: true, ruled: true },
    { label: 'Periodo anterior', figures: previous.totals },
    { label: 'Variación', figures: change(summary.totals, previous.totals) },
  ];
}

/**
 * The Resumen as an A4 PDF for the accountant (docs/rules/finance-reports.md#summary): the company's heading,
 * the period and filters, and one table row per month, paged with the table header on every page.
 */
export function summaryPdf(summary: FinanceSummary, filters: string): Promise<Buffer> {
  const document = new PdfDocument(A4_LANDSCAPE, 'Resumen financiero');
  const rows = tableRows(summary);
  let page = document.addPage();
  drawHeading(page, summary, filters);
  let top = FIRST_TABLE_TOP;
  drawTableHeader(page, top);
  let y = top + HEADER_HEIGHT;
  let left = FIRST_PAGE_ROWS;
  for (const row of rows) {
    if (left === 0) {
      page = document.addPage();
      drawContinuedHeading(page, summary);
      top = NEXT_TABLE_TOP;
      drawTableHeader(page, top);
      y = top + HEADER_HEIGHT;
      left = NEXT_PAGE_ROWS;
    }
    drawRow(page, row, y);
    y += ROW_HEIGHT;
    left -= 1;
  }
  const total = document.pages.length;
  document.pages.forEach((each, index) => {
    each.text(`Página ${index + 1} de ${total}`, A4_LANDSCAPE.width - MARGIN, FOOTER_Y, {
      size: 8,
      align: 'right',
      gray: 0.35,
    });
    each.text(summary.company.name, MARGIN, FOOTER_Y, { size: 8, gray: 0.35, maxWidth: HEADING_WIDTH });
  });
  return document.toBuffer();
}

/** The filters as the heading names them. */
async function filtersText(ctx: AppContext, input: SummaryInput): Promise<string> {
  const parts: string[] = [];
  if (input.bankId !== undefined) {
    const [bank] = await ctx.db.select({ name: banks.name }).from(banks).where(eq(banks.id, input.bankId));
    parts.push(`Banco: ${bank?.name ?? input.bankId}`);
  }
  if (input.channel !== undefined) parts.push(`Canal: ${CHANNELS[input.channel]}`);
  return parts.length === 0 ? 'Sin filtros (todos los bancos y canales)' : parts.join(' · ');
}

/** `GET /api/admin/finance/summary/pdf`: the same figures as the Resumen, as `resumen-<from>-<to>.pdf`. */
export async function exportSummaryPdf(ctx: AppContext, input: SummaryInput): Promise<FileAnswer> {
  const summary = await getSummary(ctx, input);
  return {
    filename: `resumen-${summary.from}-${summary.to}.pdf`,
    contentType: 'application/pdf',
    body: await summaryPdf(summary, await filtersText(ctx, input)),
  };
}
