import type { SunatGateway } from './sunat/sunat-gateway.ts';
import type { SigningIdentity } from './sunat/xml-signature.ts';

// The door to SUNAT's electronic invoicing (docs/rules/receipts.md#sending-to-sunat): a boleta, once committed,
// is handed to a ReceiptSender, and what it answers is stored on the receipt. The simulator and SUNAT's (or an
// OSE's) billService receive signed UBL documents through a SunatGateway (decisions 170, 171); `local` keeps
// every boleta "pendiente" and says why; `test` records.

/** A boleta as an electronic-invoicing provider receives it (SUNAT's UBL fields, without the XML). */
export interface ElectronicReceipt {
  /** Catalog 01: 03 is a boleta de venta, 01 a factura (for a customer who gives a RUC). */
  documentType: '01' | '03';
  serie: string;
  numero: number;
  issuedAt: Date;
  currency: 'PEN' | 'USD';
  issuer: { ruc: string; name: string; address: string };
  /** documentType is SUNAT's catalog 06 code (1 DNI, 4 carné de extranjería, 6 RUC, 7 pasaporte). */
  customer: { documentType: string; documentNumber: string; name: string };
  lines: {
    description: string;
    quantity: number;
    /**
     * Catalog 07: 10 is "gravado – operación onerosa" (a commission); 30 is "inafecto – operación onerosa"
     * (the spread of a divisas order: docs/rules/receipts.md#divisas).
     */
    igvAffectation: '10' | '30';
    taxableAmount: string;
    igvAmount: string;
    total: string;
  }[];
  taxableAmount: string;
  igvAmount: string;
  total: string;
}

export type ReceiptSendStatus = 'pendiente' | 'enviada' | 'aceptada' | 'observada' | 'rechazada';

export interface ReceiptSendResult {
  status: ReceiptSendStatus;
  /** The provider's ticket or CDR reference, when it gave one. */
  ticket: string | null;
  /** What the provider said, in Spanish, as staff read it on the order. */
  message: string;
}

export interface ReceiptSender {
  /** Stored with each answer: which provider answered it. */
  readonly provider: string;
  send(receipt: ElectronicReceipt): Promise<ReceiptSendResult>;
  /**
   * Present when receipts go to SUNAT as signed UBL: the gateway (simulator or billService) and the
   * certificate they are signed with. The receipts module builds, signs and sends through it.
   */
  readonly sunat?: { gateway: SunatGateway; identity: SigningIdentity };
}

export const RECEIPT_SENDERS = ['local', 'test', 'simulator', 'sunat'] as const;
export type ReceiptSenderName = (typeof RECEIPT_SENDERS)[number];

/** The default: nothing leaves the server, and the receipt says so. */
export const localReceiptSender: ReceiptSender = {
  provider: 'local',
  send: () =>
    Promise.resolve({ status: 'pendiente', ticket: null, message: 'No enviado a SUNAT: proveedor local' }),
};

export interface RecordingReceiptSender extends ReceiptSender {
  /** Every boleta it was given, in order. */
  readonly sent: ElectronicReceipt[];
  /** Runs on each send before answering (tests look at the database from here). */
  onSend?: (receipt: ElectronicReceipt) => Promise<void> | void;
  /** The answer to give; accepted with a ticket unless set. */
  answer?: (receipt: ElectronicReceipt) => ReceiptSendResult;
}

/** The test adapter: records what would be sent to SUNAT and accepts it. */
export function createRecordingReceiptSender(): RecordingReceiptSender {
  const sender: RecordingReceiptSender = {
    provider: 'test',
    sent: [],
    async send(receipt) {
      sender.sent.push(receipt);
      await sender.onSend?.(receipt);
      return (
        sender.answer?.(receipt) ?? {
          status: 'aceptada',
          ticket: `TEST-${receipt.serie}-${receipt.numero}`,
          message: 'Aceptado por el adaptador de prueba (no enviado a SUNAT)',
        }
      );
    },
  };
  return sender;
}

/** Signed UBL through a SUNAT gateway: documents are built by the receipts module, never by `send`. */
export function createSunatReceiptSender(gateway: SunatGateway, identity: SigningIdentity): ReceiptSender {
  return {
    provider: gateway.provider,
    sunat: { gateway, identity },
    send: () =>
      Promise.resolve({
        status: 'pendiente',
        ticket: null,
        message: 'Documento sin firmar: no se envía a SUNAT',
      }),
  };
}

/** The sender the configuration names (`RECEIPT_SENDER`); the gateway when it is `simulator` or `sunat`. */
export function createReceiptSender(
  name: ReceiptSenderName,
  sunat?: { gateway: SunatGateway; identity: SigningIdentity },
): ReceiptSender {
  if ((name === 'simulator' || name === 'sunat') && sunat)
    return createSunatReceiptSender(sunat.gateway, sunat.identity);
  return name === 'test' ? createRecordingReceiptSender() : localReceiptSender;
}
