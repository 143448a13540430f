import type { EndpointSchemas } from '../http/endpoint.ts';
import { userIdParams } from '../users/schemas.ts';
import type { pointsAdminEndpoints, pointsEndpoints } from './endpoints.ts';
import { customerPoints, pointsAdjustmentRequest, pointsAdjustmentResult, pointsSummary } from './schemas.ts';

export const pointsSchemas = {
  mine: { response: pointsSummary },
} satisfies EndpointSchemas<typeof pointsEndpoints>;

export const pointsAdminSchemas = {
  get: { params: userIdParams, response: customerPoints },
  adjust: { params: userIdParams, body: pointsAdjustmentRequest, response: pointsAdjustmentResult },
} satisfies EndpointSchemas<typeof pointsAdminEndpoints>;
