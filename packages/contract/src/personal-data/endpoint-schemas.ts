import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { dataRequestEndpoints, myDataEndpoints } from './endpoints.ts';
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
