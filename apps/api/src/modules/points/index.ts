// Public entry of the points module: a customer's points balance.
// Other modules import only this file (decision 089).
export { pointsBalance, pointsBalanceQuery } from './points-balance.ts';
export { carryOutPointsAdjustment, type PointsPayload } from './adjust-points.ts';
export { awardOrderPoints } from './award-points.ts';
export { refundNote, refundRedeemedPoints } from './refund-redeemed-points.ts';
