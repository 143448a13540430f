import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { dataRequestEndpoints, incidentEndpoints, myDataEndpoints } from './endpoints.ts';
import {
  addIncidentEntry,
  createIncident,
  incidentDetail,
  incidentList,
  incidentListQuery,
  incidentParams,
} from './incident-schemas.ts';
import {
  answerDataRequest,
  dataExport,
  dataExportParams,
  dataRequest,
  dataRequestDetail,
  dataRequestList,
  dataRequestListQuery,
  dataRequestParams,
  fileDataRequest,
  myData,
} from './schemas.ts';

export const myDataSchemas = {
  myData: { response: myData },
  requestExport: { response: dataExport },
  downloadExport: { params: dataExportParams, response: z.string() },
  fileRequest: { body: fileDataRequest, response: dataRequest },
} satisfies EndpointSchemas<typeof myDataEndpoints>;

export const dataRequestSchemas = {
  list: { query: dataRequestListQuery, response: dataRequestList },
  detail: { params: dataRequestParams, response: dataRequestDetail },
  start: { params: dataRequestParams, response: dataRequestDetail },
  answer: { params: dataRequestParams, body: answerDataRequest, response: dataRequestDetail },
} satisfies EndpointSchemas<typeof dataRequestEndpoints>;

export const incidentSchemas = {
  list: { query: incidentListQuery, response: incidentList },
  detail: { params: incidentParams, response: incidentDetail },
  create: { body: createIncident, response: incidentDetail },
  addEntry: { params: incidentParams, body: addIncidentEntry, response: incidentDetail },
} satisfies EndpointSchemas<typeof incidentEndpoints>;
