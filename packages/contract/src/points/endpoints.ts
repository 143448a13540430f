import { endpoint } from '../http/endpoint.ts';
import type { PointsSummary } from './schemas.ts';

export const pointsEndpoints = {
  mine: endpoint<{ response: PointsSummary }>('GET', '/api/user/points'),
};
