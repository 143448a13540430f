import { endpoint, withCallers } from '../http/endpoint.ts';
import { complianceRegisterCallers } from './register-callers.ts';
import type {
  RegisterCorrectionInput,
  RegisterExportQuery,
  RegisterMonthQuery,
  RegisterPage,
  RegisterRow,
  RegisterRowParams,
} from './register-schemas.ts';

/**
 * Cumplimiento › Registro de operaciones (module cumplimiento). Every read is audited; no endpoint edits or
 * deletes a row: a correction is a new row (docs/rules/compliance.md#the-register).
 */
export const complianceRegisterEndpoints = withCallers(complianceRegisterCallers, {
  list: endpoint<{ query: RegisterMonthQuery; response: RegisterPage }>(
    'GET',
    '/api/admin/compliance/register',
  ),
  /** CSV (UTF-8 with BOM), Excel (.xlsx) or the fixed-width text of the month's rows. */
  export: endpoint<{ query: RegisterExportQuery; response: string }>(
    'GET',
    '/api/admin/compliance/register/export',
  ),
  correct: endpoint<{ params: RegisterRowParams; body: RegisterCorrectionInput; response: RegisterRow }>(
    'POST',
    '/api/admin/compliance/register/:rowId/corrections',
  ),
});
