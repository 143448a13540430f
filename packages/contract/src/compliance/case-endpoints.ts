import { endpoint, withCallers } from '../http/endpoint.ts';
import { caseCallers } from './case-callers.ts';
import type {
  AddCaseAlertRequest,
  AddCaseNoteRequest,
  AddCaseOrderRequest,
  ArchiveCaseRequest,
  CaseNarrativeRequest,
  ComplianceCase,
  ComplianceCaseItemParams,
  ComplianceCaseList,
  ComplianceCaseListQuery,
  ComplianceCaseParams,
  OpenCaseRequest,
  RosSentRequest,
} from './case-schemas.ts';

const CASES = '/api/admin/compliance/cases';

/**
 * Cumplimiento › Casos (docs/rules/compliance.md#cases) and the ROS (#ros). Every read (list, detail, a
 * document, the ROS) is audited; nothing is ever edited or removed from a case, and a reported case is closed.
 */
export const caseEndpoints = withCallers(caseCallers, {
  list: endpoint<{ query: ComplianceCaseListQuery; response: ComplianceCaseList }>('GET', CASES),
  detail: endpoint<{ params: ComplianceCaseParams; response: ComplianceCase }>('GET', `${CASES}/:caseId`),
  /** A document's file as uploaded (sandboxed); `?download=1` saves it. */
  document: endpoint<{ params: ComplianceCaseItemParams; response: string }>(
    'GET',
    `${CASES}/:caseId/documents/:itemId`,
  ),
  /** The ROS as a PDF to download. */
  ros: endpoint<{ params: ComplianceCaseParams; response: string }>('GET', `${CASES}/:caseId/ros`),
  /** Opens a case from an alert (deciding it as confirmed if still open). */
  open: endpoint<{ body: OpenCaseRequest; response: ComplianceCase }>('POST', CASES),
  addAlert: endpoint<{ params: ComplianceCaseParams; body: AddCaseAlertRequest; response: ComplianceCase }>(
    'POST',
    `${CASES}/:caseId/alerts`,
  ),
  addOrder: endpoint<{ params: ComplianceCaseParams; body: AddCaseOrderRequest; response: ComplianceCase }>(
    'POST',
    `${CASES}/:caseId/orders`,
  ),
  addNote: endpoint<{ params: ComplianceCaseParams; body: AddCaseNoteRequest; response: ComplianceCase }>(
    'POST',
    `${CASES}/:caseId/notes`,
  ),
  /** Multipart: `description` and the file (PDF, JPEG, PNG or WebP) as `file`. */
  addDocument: endpoint<{ params: ComplianceCaseParams; response: ComplianceCase }>(
    'POST',
    `${CASES}/:caseId/documents`,
    { multipart: true },
  ),
  narrative: endpoint<{ params: ComplianceCaseParams; body: CaseNarrativeRequest; response: ComplianceCase }>(
    'PUT',
    `${CASES}/:caseId/narrative`,
  ),
  archive: endpoint<{ params: ComplianceCaseParams; body: ArchiveCaseRequest; response: ComplianceCase }>(
    'POST',
    `${CASES}/:caseId/archive`,
  ),
  rosSent: endpoint<{ params: ComplianceCaseParams; body: RosSentRequest; response: ComplianceCase }>(
    'POST',
    `${CASES}/:caseId/ros-sent`,
  ),
});
