import {
  formatCurrency,
  formatLimaDateTime,
  FUNDS_ORIGINS,
  nationalityLabel,
  type AlertKind,
} from '@cambix/contract';
import type { RegisterParty } from '../../platform/db/schema/index.ts';
import { flowingPdf } from '../../platform/pdf.ts';
import type { RosContent, RosOperation } from './ros-content.ts';

const KIND_NAMES: Record<AlertKind, string> = {
  screening: 'Coincidencia con lista (ONU, OFAC o PEP)',
  structuring: 'Fraccionamiento (estructuración)',
  'sudden-change': 'Cambio repentino frente a su historial',
  'new-accounts': 'Muchas cuentas de destino nuevas',
  'rejected-identity': 'Identidad rechazada antes',
  'shared-partner-client': 'Cliente compartido entre socios',
  'third-party-payer': 'Pago de un tercero (no el cliente)',
};
const CHANNELS: Record<string, string> = { web: 'Web', link: 'Enlace de orden', partner: 'Socio' };
const FUNDS: Record<string, string> = FUNDS_ORIGINS;

const when = (iso: string | null) => (iso ? `${formatLimaDateTime(new Date(iso))} (Lima)` : '—');
const or = (value: string | null | undefined) => (value?.trim() ? value : '—');
const pep = (value: boolean | null) => (value === null ? '—' : value ? 'Sí' : 'No');

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#000000').text(text);
  doc.moveDown(0.2).font('regular').fontSize(10);
}

function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
}

function party(doc: PDFKit.PDFDocument, role: string, person: RegisterParty): void {
  doc.font('bold').text(role);
  doc
    .font('regular')
    .text(
      `${person.names} · ${or(person.documentType)} ${or(person.documentNumber)} · Nacionalidad: ${or(nationalityLabel(person.nationality))} · Ocupación: ${or(person.occupation)} · Dirección: ${or(person.address)} · PEP: ${pep(person.isPep)}`,
      { indent: 12 },
    );
}

function operation(doc: PDFKit.PDFDocument, op: RosOperation, index: number): void {
  doc
    .moveDown(0.5)
    .font('bold')
    .text(`${index + 1}. Orden ${op.orderCode} · ${op.type}`);
  doc.font('regular');
  field(doc, 'Fecha de la orden', when(op.createdAt));
  field(doc, 'Fecha de la operación', op.operatedAt ? when(op.operatedAt) : 'No terminada');
  field(
    doc,
    'Montos',
    `Envía ${formatCurrency(op.sendAmount, op.sendCurrency)} · recibe ${formatCurrency(op.receiveAmount, op.receiveCurrency)}`,
  );
  field(doc, 'Monedas', `${op.sendCurrency} → ${op.receiveCurrency}`);
  field(doc, 'Tipo de cambio', or(op.rate));
  field(doc, 'Canal', `${CHANNELS[op.channel] ?? op.channel}${op.partnerName ? ` (${op.partnerName})` : ''}`);
  field(
    doc,
    'Origen de fondos',
    `${or(FUNDS[op.fundsOrigin ?? ''] ?? op.fundsOrigin)}${op.fundsOriginDetail ? ` (${op.fundsOriginDetail})` : ''}`,
  );
  doc
    .fontSize(9)
    .fillColor('#444444')
    .text(
      op.partiesFrom === 'register'
        ? 'Intervinientes según el Registro de Operaciones (como eran al operar):'
        : 'Intervinientes según los datos actuales (la orden no está en el Registro de Operaciones):',
    )
    .fillColor('#000000')
    .fontSize(10);
  party(doc, 'Ejecutante', op.ejecutante);
  party(doc, 'Ordenante', op.ordenante);
  party(doc, 'Beneficiario', op.beneficiario);
}

/**
 * The ROS (Reporte de Operación Sospechosa) of a case as a PDF for the officer to submit to the UIF
 * (docs/rules/compliance.md#ros): the subject, the alerts, the operations with their parties, the narrative
 * and the attachments. Confidential: the file says so on its first line.
 */
export function rosPdf(content: RosContent, sent: { sentOn: string; uifReference: string | null } | null) {
  return flowingPdf(`ROS ${content.caseCode}`, (doc) => {
    doc
      .fontSize(9)
      .fillColor('#b00020')
      .text('CONFIDENCIAL · Ley 27693: prohibido revelar su existencia al cliente.');
    doc
      .moveDown(0.5)
      .fillColor('#000000')
      .font('bold')
      .fontSize(16)
      .text('Reporte de Operación Sospechosa (ROS)');
    doc.font('regular').fontSize(10);
    field(doc, 'Caso', `${content.caseCode} · ${content.title}`);
    field(doc, 'Preparado', when(content.preparedAt));
    if (sent) {
      field(
        doc,
        'Enviado a la UIF',
        `${sent.sentOn}${sent.uifReference ? ` · referencia ${sent.uifReference}` : ''}`,
      );
    }

    heading(doc, 'Sujeto del reporte');
    party(doc, 'Cliente', content.subject);

    heading(doc, 'Alertas');
    if (content.alerts.length === 0) doc.text('Ninguna.');
    for (const alert of content.alerts) {
      doc.text(`• ${KIND_NAMES[alert.kind as AlertKind] ?? alert.kind} · ${when(alert.createdAt)}`);
    }

    heading(doc, `Operaciones (${content.operations.length})`);
    if (content.operations.length === 0) doc.text('Ninguna.');
    content.operations.forEach((op, index) => operation(doc, op, index));

    heading(doc, 'Narración de los hechos');
    doc.text(content.narrative.trim() || 'Sin narración.', { align: 'left' });

    heading(doc, `Anexos (${content.attachments.length})`);
    if (content.attachments.length === 0) doc.text('Ninguno.');
    for (const attachment of content.attachments) {
      doc.text(
        `• ${attachment.fileName}${attachment.description ? ` — ${attachment.description}` : ''} · ${when(attachment.addedAt)}`,
      );
    }
  });
}
