import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { complianceRegisterEndpoints } from './register-endpoints.ts';
import {
  registerCorrectionInput,
  registerExportQuery,
  registerMonthQuery,
  registerPage,
  registerRow,
  registerRowParams,
} from './register-schemas.ts';

export const complianceRegisterSchemas = {
  list: { query: registerMonthQuery, response: registerPage },
  export: { query: registerExportQuery, response: z.string() },
  correct: { params: registerRowParams, body: registerCorrectionInput, response: registerRow },
} satisfies EndpointSchemas<typeof complianceRegisterEndpoints>;
