import type { EndpointSchemas } from '../http/endpoint.ts';
import type { screeningEndpoints } from './screening-endpoints.ts';
import {
  complianceAlert,
  complianceAlertList,
  complianceAlertListQuery,
  complianceAlertParams,
  decideAlertRequest,
  screeningListEntries,
  screeningListVersion,
  screeningListVersions,
  screeningVersionParams,
} from './screening-schemas.ts';

export const screeningSchemas = {
  versions: { response: screeningListVersions },
  entries: { params: screeningVersionParams, response: screeningListEntries },
  import: { response: screeningListVersion },
  alerts: { query: complianceAlertListQuery, response: complianceAlertList },
  confirm: { params: complianceAlertParams, body: decideAlertRequest, response: complianceAlert },
  discard: { params: complianceAlertParams, body: decideAlertRequest, response: complianceAlert },
} satisfies EndpointSchemas<typeof screeningEndpoints>;
