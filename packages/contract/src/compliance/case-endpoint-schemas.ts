import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { caseEndpoints } from './case-endpoints.ts';
import {
  addCaseAlertRequest,
  addCaseNoteRequest,
  addCaseOrderRequest,
  archiveCaseRequest,
  caseNarrativeRequest,
  complianceCase,
  complianceCaseItemParams,
  complianceCaseList,
  complianceCaseListQuery,
  complianceCaseParams,
  openCaseRequest,
  rosSentRequest,
} from './case-schemas.ts';

export const caseSchemas = {
  list: { query: complianceCaseListQuery, response: complianceCaseList },
  detail: { params: complianceCaseParams, response: complianceCase },
  document: { params: complianceCaseItemParams, response: z.string() },
  ros: { params: complianceCaseParams, response: z.string() },
  open: { body: openCaseRequest, response: complianceCase },
  addAlert: { params: complianceCaseParams, body: addCaseAlertRequest, response: complianceCase },
  addOrder: { params: complianceCaseParams, body: addCaseOrderRequest, response: complianceCase },
  addNote: { params: complianceCaseParams, body: addCaseNoteRequest, response: complianceCase },
  addDocument: { params: complianceCaseParams, response: complianceCase },
  narrative: { params: complianceCaseParams, body: caseNarrativeRequest, response: complianceCase },
  archive: { params: complianceCaseParams, body: archiveCaseRequest, response: complianceCase },
  rosSent: { params: complianceCaseParams, body: rosSentRequest, response: complianceCase },
} satisfies EndpointSchemas<typeof caseEndpoints>;
