import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import { partnerChoice } from '../partners/schemas.ts';
import { userIdParams } from '../users/schemas.ts';
import type { staffAccountEndpoints } from './endpoints.ts';
import {
  modulePermissionUpdate,
  staffAccount,
  staffAccountInput,
  staffAccountList,
  staffAccountListQuery,
  staffModuleParams,
  staffPermissions,
} from './schemas.ts';

export const staffAccountSchemas = {
  list: { query: staffAccountListQuery, response: staffAccountList },
  partners: { response: z.array(partnerChoice) },
  create: { body: staffAccountInput, response: staffAccount },
  update: { params: userIdParams, body: staffAccountInput, response: staffAccount },
  resetPassword: { params: userIdParams, response: staffAccount },
  deactivate: { params: userIdParams, response: staffAccount },
  reactivate: { params: userIdParams, response: staffAccount },
  permissions: { params: userIdParams, response: staffPermissions },
  setPermission: { params: staffModuleParams, body: modulePermissionUpdate, response: staffPermissions },
} satisfies EndpointSchemas<typeof staffAccountEndpoints>;
