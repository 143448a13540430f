import type { EndpointSchemas } from '../http/endpoint.ts';
import type { notificationEndpoints } from './endpoints.ts';
import {
  notification,
  notificationList,
  notificationParams,
  notificationsQuery,
  notificationState,
  readAllRequest,
  staffNoticeRequest,
  staffNoticeResult,
} from './schemas.ts';

export const notificationSchemas = {
  list: { query: notificationsQuery, response: notificationList },
  read: { params: notificationParams, response: notification },
  readAll: { body: readAllRequest, response: notificationState },
  unread: { params: notificationParams, response: notification },
  sendStaffNotice: { body: staffNoticeRequest, response: staffNoticeResult },
} satisfies EndpointSchemas<typeof notificationEndpoints>;
