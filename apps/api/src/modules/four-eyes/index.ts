// Public entry of four-eyes (decision 131): the one rule every path taking money out of a Cambix account
// asks, who may decide what waits, and keeping a request for a second person. Other modules import only this file.
export { assertSecondPerson } from './assert-second-person.ts';
export { requestApproval, type NewApprovalRequest } from './request-approval.ts';
export { pointsWaitForSecondPerson, waitsForSecondPerson, type MoneyOut } from './waits-for-second-person.ts';
export { decideRequest, type ApprovalRequestRow, type Decision } from './decide-request.ts';
