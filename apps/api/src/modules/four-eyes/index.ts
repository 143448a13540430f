// Public entry of four-eyes (decisions 131, 148): the one rule every path taking money out of a Cambix account
// asks, keeping a request for a second person, and deciding it (who may, once). Other modules import only this file.
export { requestApproval, type NewApprovalRequest } from './request-approval.ts';
export { pointsWaitForSecondPerson, waitsForSecondPerson, type MoneyOut } from './waits-for-second-person.ts';
export { decideRequest, type ApprovalRequestRow, type Decision, type Refusals } from './decide-request.ts';
