// Public entry of the points feature: the customer's balance, movements and rules.
export { fetchPoints, pointsKey, pointsQueryOptions, usePoints } from './api/get-points.ts';
export { PointsScreen } from './components/points-screen.tsx';
export { PointsBalanceCard } from './components/points-balance-card.tsx';
