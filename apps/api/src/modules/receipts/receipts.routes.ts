import { receiptEndpoints } from '@cambix/contract';
import { receiptSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { creditNoteView } from './credit-note-view.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { receiptNumber } from './issue-receipt.ts';
import { listReceipts } from './list-receipts.ts';
import { boletaFile, creditNoteFile } from './receipt-files.ts';

/** The receipts at SUNAT, a receipt's nota de crédito and their documents (docs/rules/receipts.md). */
export function registerReceiptRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, receiptEndpoints.list, receiptSchemas.list, {
    handler: async ({ query }) => listReceipts(ctx, query.estado),
  });
  defineRoute(app, ctx, receiptEndpoints.issueCreditNote, receiptSchemas.issueCreditNote, {
    handler: async ({ params, body, actor }) => {
      const note = await issueCreditNote(ctx, actor().userId, params.receiptId, body.reasonCode);
      return withMessage(await creditNoteView(ctx, note), `Nota de crédito ${receiptNumber(note)} emitida.`);
    },
  });
  defineDownload(app, ctx, receiptEndpoints.receiptXml, receiptSchemas.receiptXml, {
    handler: async ({ params }) => boletaFile(ctx, params.receiptId, 'xml'),
  });
  defineDownload(app, ctx, receiptEndpoints.receiptCdr, receiptSchemas.receiptCdr, {
    handler: async ({ params }) => boletaFile(ctx, params.receiptId, 'cdr'),
  });
  defineDownload(app, ctx, receiptEndpoints.creditNoteXml, receiptSchemas.creditNoteXml, {
    handler: async ({ params }) => creditNoteFile(ctx, params.creditNoteId, 'xml'),
  });
  defineDownload(app, ctx, receiptEndpoints.creditNoteCdr, receiptSchemas.creditNoteCdr, {
    handler: async ({ params }) => creditNoteFile(ctx, params.creditNoteId, 'cdr'),
  });
}
