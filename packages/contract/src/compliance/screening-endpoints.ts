import { endpoint, withCallers } from '../http/endpoint.ts';
import { screeningCallers } from './screening-callers.ts';
import type {
  ComplianceAlert,
  ComplianceAlertList,
  ComplianceAlertListQuery,
  ComplianceAlertParams,
  DecideAlertRequest,
  ScreeningListEntries,
  ScreeningListVersion,
  ScreeningListVersions,
  ScreeningVersionParams,
} from './screening-schemas.ts';

/** Cumplimiento › Listas and Alertas (docs/rules/compliance.md#screening). */
export const screeningEndpoints = withCallers(screeningCallers, {
  versions: endpoint<{ response: ScreeningListVersions }>('GET', '/api/admin/compliance/lists'),
  /** A version's entries: the previous versions stay readable. */
  entries: endpoint<{ params: ScreeningVersionParams; response: ScreeningListEntries }>(
    'GET',
    '/api/admin/compliance/lists/:versionId',
  ),
  /** Multipart: `list` and the file, in its published format, as `file`. All or nothing. */
  import: endpoint<{ response: ScreeningListVersion }>('POST', '/api/admin/compliance/lists', {
    multipart: true,
  }),
  /** Each read is audited. */
  alerts: endpoint<{ query: ComplianceAlertListQuery; response: ComplianceAlertList }>(
    'GET',
    '/api/admin/compliance/alerts',
  ),
  confirm: endpoint<{ params: ComplianceAlertParams; body: DecideAlertRequest; response: ComplianceAlert }>(
    'POST',
    '/api/admin/compliance/alerts/:alertId/confirm',
  ),
  discard: endpoint<{ params: ComplianceAlertParams; body: DecideAlertRequest; response: ComplianceAlert }>(
    'POST',
    '/api/admin/compliance/alerts/:alertId/discard',
  ),
});
