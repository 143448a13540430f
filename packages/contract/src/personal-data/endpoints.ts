import { endpoint, withCallers } from '../http/endpoint.ts';
import { dataRequestCallers, incidentCallers, myDataCallers } from './callers.ts';
import type {
  AddIncidentEntry,
  CreateIncident,
  IncidentDetail,
  IncidentList,
  IncidentListQuery,
  IncidentParams,
} from './incident-schemas.ts';
import type {
  AnswerDataRequest,
  DataExport,
  DataExportParams,
  DataRequest,
  DataRequestDetail,
  DataRequestList,
  DataRequestListQuery,
  DataRequestParams,
  FileDataRequest,
  MyData,
} from './schemas.ts';

const MY_DATA = '/api/user/my-data';

/** Perfil › Mis datos (docs/rules/personal-data.md#mis-datos). */
export const myDataEndpoints = withCallers(myDataCallers, {
  myData: endpoint<{ response: MyData }>('GET', MY_DATA),
  /** Queues the export of everything Cambix holds on the customer; one at a time. */
  requestExport: endpoint<{ response: DataExport }>('POST', `${MY_DATA}/exports`),
  /** The ZIP, to its owner only, until it expires. */
  downloadExport: endpoint<{ params: DataExportParams; response: string }>(
    'GET',
    `${MY_DATA}/exports/:exportId/download`,
  ),
  /** A rectificación, cancelación or oposición. */
  fileRequest: endpoint<{ body: FileDataRequest; response: DataRequest }>('POST', `${MY_DATA}/requests`),
});

const REQUESTS = '/api/admin/data-requests';

/** Datos personales › Solicitudes (docs/rules/personal-data.md#solicitudes-arco). */
export const dataRequestEndpoints = withCallers(dataRequestCallers, {
  list: endpoint<{ query: DataRequestListQuery; response: DataRequestList }>('GET', REQUESTS),
  detail: endpoint<{ params: DataRequestParams; response: DataRequestDetail }>(
    'GET',
    `${REQUESTS}/:requestId`,
  ),
  /** Takes a pending request: en curso. */
  start: endpoint<{ params: DataRequestParams; response: DataRequestDetail }>(
    'POST',
    `${REQUESTS}/:requestId/start`,
  ),
  /** Answers it: atendida (a cancellation is carried out then) or denegada, with the answer. */
  answer: endpoint<{ params: DataRequestParams; body: AnswerDataRequest; response: DataRequestDetail }>(
    'POST',
    `${REQUESTS}/:requestId/answer`,
  ),
});

const INCIDENTS = '/api/admin/security-incidents';

/** Datos personales › Incidentes: the security-incident register (docs/rules/personal-data.md#incidentes-de-seguridad). */
export const incidentEndpoints = withCallers(incidentCallers, {
  list: endpoint<{ query: IncidentListQuery; response: IncidentList }>('GET', INCIDENTS),
  detail: endpoint<{ params: IncidentParams; response: IncidentDetail }>('GET', `${INCIDENTS}/:incidentId`),
  /** Registers an incident; it is never deleted. */
  create: endpoint<{ body: CreateIncident; response: IncidentDetail }>('POST', INCIDENTS),
  /** A new entry of its timeline: a note and any change it brings. */
  addEntry: endpoint<{ params: IncidentParams; body: AddIncidentEntry; response: IncidentDetail }>(
    'POST',
    `${INCIDENTS}/:incidentId/entries`,
  ),
});
