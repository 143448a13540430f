import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { receiptEndpoints } from './endpoints.ts';
import {
  creditNote,
  creditNoteParams,
  issueCreditNoteRequest,
  receiptList,
  receiptListQuery,
  receiptParams,
} from './schemas.ts';

export const receiptSchemas = {
  list: { query: receiptListQuery, response: receiptList },
  issueCreditNote: { params: receiptParams, body: issueCreditNoteRequest, response: creditNote },
  receiptXml: { params: receiptParams, response: z.string() },
  receiptCdr: { params: receiptParams, response: z.string() },
  creditNoteXml: { params: creditNoteParams, response: z.string() },
  creditNoteCdr: { params: creditNoteParams, response: z.string() },
} satisfies EndpointSchemas<typeof receiptEndpoints>;
