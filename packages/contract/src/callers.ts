// Every endpoint of the contract by group, with who may call it: read by the API (every route is one of them)
// and the authorization matrix, never by the web app, which imports only the groups it calls.
import { adminOrderEndpoints } from './admin-orders/endpoints.ts';
import { adminUserEndpoints } from './admin-users/endpoints.ts';
import { complianceRegisterEndpoints } from './compliance/register-endpoints.ts';
import { authEndpoints } from './auth/endpoints.ts';
import { bankAccountEndpoints } from './bank-accounts/endpoints.ts';
import { bankEndpoints } from './banks/endpoints.ts';
import { consentEndpoints } from './consents/endpoints.ts';
import {
  activeCustomerEndpoints,
  approvalEndpoints,
  balanceEndpoints,
  manualMovementEndpoints,
  movementEndpoints,
  paymentMatchEndpoints,
  summaryEndpoints,
} from './finance/endpoints.ts';
import { fileEndpoints } from './files/endpoints.ts';
import { healthEndpoints } from './health/endpoints.ts';
import type { Endpoint } from './http/endpoint.ts';
import { identityEndpoints } from './identity/endpoints.ts';
import { notificationEndpoints } from './notifications/endpoints.ts';
import { orderLinkEndpoints } from './order-links/endpoints.ts';
import { exchangeEndpoints } from './exchange/endpoints.ts';
import { orderEndpoints } from './orders/endpoints.ts';
import { rateAlertEndpoints } from './rate-alerts/endpoints.ts';
import {
  externalOrderEndpoints,
  partnerApiEndpoints,
  partnerEndpoints,
  partnerLinkEndpoints,
  partnerWebhookEndpoints,
} from './partners/endpoints.ts';
import { pointsAdminEndpoints, pointsEndpoints } from './points/endpoints.ts';
import { profileEndpoints } from './profile/endpoints.ts';
import { promotionAdminEndpoints, promotionEndpoints } from './promotions/endpoints.ts';
import { referralAdminEndpoints, referralEndpoints } from './referrals/endpoints.ts';
import { sessionEndpoints } from './sessions/endpoints.ts';
import { settingsEndpoints } from './settings/endpoints.ts';
import { serviceHoursEndpoints } from './service-hours/endpoints.ts';
import { staffAccountEndpoints } from './staff-accounts/endpoints.ts';
import { screeningEndpoints } from './compliance/screening-endpoints.ts';
import { riskEndpoints } from './compliance/risk-endpoints.ts';
import { caseEndpoints } from './compliance/case-endpoints.ts';
import { dataRequestEndpoints, incidentEndpoints, myDataEndpoints } from './personal-data/endpoints.ts';
import { receiptEndpoints } from './receipts/endpoints.ts';
import { secondFactorEndpoints } from './second-factor/endpoints.ts';
import { surveyEndpoints } from './surveys/endpoints.ts';
import { userEndpoints } from './users/endpoints.ts';

export * from './http/callers.ts';

/** Every endpoint group of the contract, by name: an endpoint of `name.key`. */
export const ENDPOINT_GROUPS: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  auth: authEndpoints,
  users: userEndpoints,
  referrals: referralEndpoints,
  health: healthEndpoints,
  files: fileEndpoints,
  identity: identityEndpoints,
  banks: bankEndpoints,
  bankAccounts: bankAccountEndpoints,
  profile: profileEndpoints,
  consents: consentEndpoints,
  surveys: surveyEndpoints,
  adminUsers: adminUserEndpoints,
  orders: orderEndpoints,
  exchange: exchangeEndpoints,
  rateAlerts: rateAlertEndpoints,
  orderLinks: orderLinkEndpoints,
  promotions: promotionEndpoints,
  points: pointsEndpoints,
  pointsAdmin: pointsAdminEndpoints,
  promotionAdmin: promotionAdminEndpoints,
  referralAdmin: referralAdminEndpoints,
  adminOrders: adminOrderEndpoints,
  notifications: notificationEndpoints,
  staffAccounts: staffAccountEndpoints,
  settings: settingsEndpoints,
  serviceHours: serviceHoursEndpoints,
  partners: partnerEndpoints,
  partnerLinks: partnerLinkEndpoints,
  externalOrders: externalOrderEndpoints,
  partnerApi: partnerApiEndpoints,
  partnerWebhooks: partnerWebhookEndpoints,
  balance: balanceEndpoints,
  manualMovements: manualMovementEndpoints,
  movements: movementEndpoints,
  summary: summaryEndpoints,
  activeCustomers: activeCustomerEndpoints,
  approvals: approvalEndpoints,
  paymentMatches: paymentMatchEndpoints,
  secondFactor: secondFactorEndpoints,
  sessions: sessionEndpoints,
  complianceRegister: complianceRegisterEndpoints,
  screening: screeningEndpoints,
  risk: riskEndpoints,
  cases: caseEndpoints,
  myData: myDataEndpoints,
  dataRequests: dataRequestEndpoints,
  receipts: receiptEndpoints,
  securityIncidents: incidentEndpoints,
};
