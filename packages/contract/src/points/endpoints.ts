import { endpoint, withCallers } from '../http/endpoint.ts';
import { pointsAdminCallers, pointsCallers } from './callers.ts';
import type { UserIdParams } from '../users/schemas.ts';
import type {
  CustomerPoints,
  PointsAdjustmentRequest,
  PointsAdjustmentResult,
  PointsSummary,
} from './schemas.ts';

export const pointsEndpoints = withCallers(pointsCallers, {
  mine: endpoint<{ response: PointsSummary }>('GET', '/api/user/points'),
});

/** A customer's points in their staff file (module users: view to read, edit to adjust). */
export const pointsAdminEndpoints = withCallers(pointsAdminCallers, {
  get: endpoint<{ params: UserIdParams; response: CustomerPoints }>('GET', '/api/admin/users/:userId/points'),
  adjust: endpoint<{ params: UserIdParams; body: PointsAdjustmentRequest; response: PointsAdjustmentResult }>(
    'POST',
    '/api/admin/users/:userId/points/adjustments',
  ),
});
