import {
  formatCurrency,
  formatLimaDateTime,
  formatRate,
  IGV_TREATMENT_TEXTS,
  parseMoney,
  RECEIPT_KIND_NAMES,
  type Invoice,
} from '@cambix/contract';
import { A4_PORTRAIT, PdfDocument, textWrapper, type PdfPage, type WrapText } from '../../platform/pdf.ts';
import { receiptNumber } from './issue-receipt.ts';

const MARGIN = 48;
const RIGHT = A4_PORTRAIT.width - MARGIN;
const CURRENCY_NAME = { PEN: 'Soles (PEN)', USD: 'Dólares (USD)' } as const;

const money = (amount: string, currency: Invoice['currency']) => formatCurrency(amount, currency);

/** The QR's dark modules as one black shape, a row's run of dark modules as one rectangle. */
function drawQr(page: PdfPage, rows: string[], x: number, y: number, size: number): void {
  const module = size / rows.length;
  const rects = rows.flatMap((row, r) =>
    [...row.matchAll(/1+/g)].map((run): [number, number, number, number] => [
      x + run.index * module,
      y + r * module,
      run[0].length * module,
      module,
    ]),
  );
  page.fillRects(rects, 0);
}

function header(page: PdfPage, invoice: Invoice, wrap: WrapText): number {
  const { issuer } = invoice;
  page.text(issuer.name, MARGIN, 70, { font: 'bold', size: 16, maxWidth: 300 });
  let y = 88;
  // The address wraps (a customer may need all of it), at most three lines beside SUNAT's box.
  for (const line of issuer.address ? wrap(issuer.address, { size: 9, maxWidth: 300 }).slice(0, 3) : []) {
    page.text(line, MARGIN, y, { size: 9, gray: 0.3 });
    y += 12;
  }
  // SUNAT's box: the issuer's RUC, the kind of document and its number.
  const boxLeft = RIGHT - 200;
  page.line(boxLeft, 50, RIGHT, 50, 1);
  page.line(boxLeft, 124, RIGHT, 124, 1);
  page.line(boxLeft, 50, boxLeft, 124, 1);
  page.line(RIGHT, 50, RIGHT, 124, 1);
  const middle = boxLeft + 100;
  page.text(issuer.ruc ? `RUC ${issuer.ruc}` : 'RUC no registrado', middle, 72, {
    font: 'bold',
    size: 11,
    align: 'center',
  });
  page.fillRect(boxLeft, 80, 200, 20, 0.9);
  page.text(RECEIPT_KIND_NAMES[invoice.tipo].toUpperCase(), middle, 94, {
    font: 'bold',
    size: 10,
    align: 'center',
  });
  page.text(receiptNumber({ serie: invoice.serie, numero: invoice.numero_recibo }), middle, 116, {
    font: 'bold',
    size: 12,
    align: 'center',
  });
  return Math.max(y, 140);
}

function labelled(page: PdfPage, label: string, value: string, x: number, y: number, width: number) {
  page.text(label, x, y, { size: 9, gray: 0.35 });
  page.text(value, x + 95, y, { font: 'bold', size: 10, maxWidth: width - 95 });
}

/** The boleta's or factura's printed representation as an A4 PDF (docs/rules/receipts.md#boleta). */
export async function receiptPdf(invoice: Invoice): Promise<Buffer> {
  const wrap = await textWrapper();
  const number = receiptNumber({ serie: invoice.serie, numero: invoice.numero_recibo });
  const doc = new PdfDocument(A4_PORTRAIT, `${RECEIPT_KIND_NAMES[invoice.tipo]} ${number}`);
  const page = doc.addPage();
  const amount = (value: string) => money(value, invoice.currency);
  let y = header(page, invoice, wrap) + 10;

  // Who, when and in what currency.
  const [day = '', time = ''] = formatLimaDateTime(new Date(invoice.issuedAt)).split(' ');
  const half = (RIGHT - MARGIN) / 2;
  labelled(
    page,
    invoice.tipo === 'factura' ? 'Razón social' : 'Cliente',
    invoice.customer.name,
    MARGIN,
    y,
    half + 80,
  );
  labelled(page, 'Fecha de emisión', day, MARGIN + half + 40, y, half - 40);
  y += 16;
  labelled(page, invoice.customer.documentType, invoice.customer.documentNumber, MARGIN, y, half);
  labelled(page, 'Hora (Lima)', time, MARGIN + half + 40, y, half - 40);
  y += 16;
  labelled(page, 'Orden', invoice.orderCode, MARGIN, y, half);
  labelled(page, 'Moneda', CURRENCY_NAME[invoice.currency], MARGIN + half + 40, y, half - 40);
  y += 24;

  // The line charged: the commission, a service.
  const columns = { quantity: MARGIN + 6, unit: MARGIN + 44, description: MARGIN + 96, price: RIGHT - 90 };
  page.fillRect(MARGIN, y, RIGHT - MARGIN, 20, 0.9);
  page.text('Cant.', columns.quantity, y + 14, { font: 'bold', size: 9 });
  page.text('Unidad', columns.unit, y + 14, { font: 'bold', size: 9 });
  page.text('Descripción', columns.description, y + 14, { font: 'bold', size: 9 });
  page.text('P. unitario', columns.price, y + 14, { font: 'bold', size: 9, align: 'right' });
  page.text('Importe', RIGHT - 6, y + 14, { font: 'bold', size: 9, align: 'right' });
  y += 36;
  page.text('1', columns.quantity, y, { size: 10 });
  page.text('Servicio', columns.unit, y, { size: 10 });
  page.text(amount(invoice.amount), columns.price, y, { size: 10, align: 'right' });
  page.text(amount(invoice.amount), RIGHT - 6, y, { size: 10, align: 'right' });
  // The description is what was sold: it wraps, never cut (issue 34).
  const descriptionWidth = columns.price - columns.description - 70;
  for (const line of wrap(invoice.description, { size: 10, maxWidth: descriptionWidth })) {
    page.text(line, columns.description, y, { size: 10 });
    y += 13;
  }
  const igv = IGV_TREATMENT_TEXTS[invoice.igvTreatment];
  page.text(`Orden ${invoice.orderCode} · ${igv.note}`, columns.description, y, { size: 8, gray: 0.4 });
  y += 12;
  page.line(MARGIN, y, RIGHT, y, 0.5, 0.6);
  y += 20;

  // Totals, with the IGV treatment stated.
  const totals: [string, string, boolean][] = [
    [igv.base, amount(invoice.taxableAmount), false],
    [`IGV (${invoice.igvPercent} %)`, amount(invoice.igvAmount), false],
    ['Importe total', amount(invoice.amount), true],
  ];
  const totalsTop = y;
  for (const [label, value, strong] of totals) {
    const font = strong ? 'bold' : 'regular';
    page.text(label, RIGHT - 180, y, { font, size: strong ? 11 : 10 });
    page.text(value, RIGHT - 6, y, { font, size: strong ? 11 : 10, align: 'right' });
    y += 17;
  }
  page.line(RIGHT - 186, totalsTop + 22, RIGHT, totalsTop + 22, 0.5, 0.7);
  page.text(invoice.amountInWords, RIGHT - 6, y + 2, {
    font: 'bold',
    size: 8,
    align: 'right',
    maxWidth: 260,
  });
  y += 14;

  // The operation, so the customer recognises it; it is not what the boleta charges.
  const op = invoice.operation;
  let left = totalsTop;
  page.text('Detalle de la operación (referencial)', MARGIN, left, { font: 'bold', size: 9 });
  left += 15;
  // A divisas order states both amounts in their currencies and the rate (docs/rules/receipts.md#divisas).
  const detail: [string, string][] =
    op.rate !== null
      ? [
          ['Monto enviado', money(op.sendAmount, op.sendCurrency)],
          ['Tipo de cambio', formatRate(op.rate)],
          [`Transferido a ${op.destinationBankName}`, money(op.receiveAmount, op.receiveCurrency)],
        ]
      : [
          ['Monto enviado', money(op.sendAmount, op.sendCurrency)],
          ['Comisión', amount(op.fee)],
          ...(parseMoney(op.discount) > 0n
            ? [['Descuentos', `-${amount(op.discount)}`] as [string, string]]
            : []),
          ...(parseMoney(op.interbankFee) > 0n
            ? [['Comisión interbancaria', amount(op.interbankFee)] as [string, string]]
            : []),
          [`Transferido a ${op.destinationBankName}`, money(op.receiveAmount, op.receiveCurrency)],
        ];
  for (const [label, value] of detail) {
    page.text(value, MARGIN + 240, left, { size: 9, gray: 0.3, align: 'right' });
    for (const line of wrap(label, { size: 9, maxWidth: 150 })) {
      page.text(line, MARGIN, left, { size: 9, gray: 0.3 });
      left += 13;
    }
  }
  y = Math.max(y, left) + 24;

  // SUNAT's QR and the words every printed representation carries.
  const qrSize = 110;
  drawQr(page, invoice.qr.rows, MARGIN, y, qrSize);
  page.text('Representación impresa de la Boleta de Venta Electrónica', MARGIN + qrSize + 20, y + 40, {
    font: 'bold',
    size: 10,
  });
  page.text(`${number} · emitida el ${day} a las ${time}`, MARGIN + qrSize + 20, y + 56, {
    size: 9,
    gray: 0.35,
  });
  page.text('El código QR contiene los datos de este comprobante.', MARGIN + qrSize + 20, y + 70, {
    size: 9,
    gray: 0.35,
  });
  const textWidth = RIGHT - (MARGIN + qrSize + 20);
  if (invoice.hash) {
    page.text(`Código hash: ${invoice.hash}`, MARGIN + qrSize + 20, y + 86, {
      size: 8,
      gray: 0.35,
      maxWidth: textWidth,
    });
  }
  page.text('Consulte su validez en SUNAT:', MARGIN + qrSize + 20, y + 100, { size: 8, gray: 0.35 });
  page.text(invoice.consultationUrl, MARGIN + qrSize + 20, y + 111, {
    size: 8,
    gray: 0.35,
    maxWidth: textWidth,
  });
  return doc.toBuffer();
}
