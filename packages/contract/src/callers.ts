// Who may call each endpoint (issue 13): read by the authorization matrix test, never by the web app.
import { adminOrderCallers } from './admin-orders/callers.ts';
import { adminOrderEndpoints } from './admin-orders/endpoints.ts';
import { adminUserCallers } from './admin-users/callers.ts';
import { adminUserEndpoints } from './admin-users/endpoints.ts';
import { authCallers } from './auth/callers.ts';
import { authEndpoints } from './auth/endpoints.ts';
import { bankAccountCallers } from './bank-accounts/callers.ts';
import { bankAccountEndpoints } from './bank-accounts/endpoints.ts';
import { bankCallers } from './banks/callers.ts';
import { bankEndpoints } from './banks/endpoints.ts';
import { fileCallers } from './files/callers.ts';
import {
  activeCustomerCallers,
  approvalCallers,
  balanceCallers,
  manualMovementCallers,
  movementCallers,
  summaryCallers,
} from './finance/callers.ts';
import {
  activeCustomerEndpoints,
  approvalEndpoints,
  balanceEndpoints,
  manualMovementEndpoints,
  movementEndpoints,
  summaryEndpoints,
} from './finance/endpoints.ts';
import { fileEndpoints } from './files/endpoints.ts';
import { healthCallers } from './health/callers.ts';
import { healthEndpoints } from './health/endpoints.ts';
import type { CallerRule } from './http/callers.ts';
import type { Endpoint } from './http/endpoint.ts';
import { identityCallers } from './identity/callers.ts';
import { identityEndpoints } from './identity/endpoints.ts';
import { notificationCallers } from './notifications/callers.ts';
import { notificationEndpoints } from './notifications/endpoints.ts';
import { orderLinkCallers } from './order-links/callers.ts';
import { orderLinkEndpoints } from './order-links/endpoints.ts';
import { exchangeCallers } from './exchange/callers.ts';
import { exchangeEndpoints } from './exchange/endpoints.ts';
import { orderCallers } from './orders/callers.ts';
import { orderEndpoints } from './orders/endpoints.ts';
import {
  externalOrderCallers,
  partnerApiCallers,
  partnerCallers,
  partnerLinkCallers,
} from './partners/callers.ts';
import {
  externalOrderEndpoints,
  partnerApiEndpoints,
  partnerEndpoints,
  partnerLinkEndpoints,
} from './partners/endpoints.ts';
import { pointsAdminCallers, pointsCallers } from './points/callers.ts';
import { pointsAdminEndpoints, pointsEndpoints } from './points/endpoints.ts';
import { profileCallers } from './profile/callers.ts';
import { profileEndpoints } from './profile/endpoints.ts';
import { promotionAdminCallers, promotionCallers } from './promotions/callers.ts';
import { promotionAdminEndpoints, promotionEndpoints } from './promotions/endpoints.ts';
import { referralAdminCallers, referralCallers } from './referrals/callers.ts';
import { referralAdminEndpoints, referralEndpoints } from './referrals/endpoints.ts';
import { sessionCallers } from './sessions/callers.ts';
import { sessionEndpoints } from './sessions/endpoints.ts';
import { settingsCallers } from './settings/callers.ts';
import { settingsEndpoints } from './settings/endpoints.ts';
import { staffAccountCallers } from './staff-accounts/callers.ts';
import { staffAccountEndpoints } from './staff-accounts/endpoints.ts';
import { secondFactorCallers } from './second-factor/callers.ts';
import { secondFactorEndpoints } from './second-factor/endpoints.ts';
import { surveyCallers } from './surveys/callers.ts';
import { surveyEndpoints } from './surveys/endpoints.ts';
import { userCallers } from './users/callers.ts';
import { userEndpoints } from './users/endpoints.ts';

export * from './http/callers.ts';

interface EndpointGroup {
  endpoints: Record<string, Endpoint>;
  callers: Record<string, CallerRule>;
}

/** Every endpoint group of the contract with its callers, by name: an endpoint of `name.key`. */
export const ENDPOINT_GROUPS: Readonly<Record<string, EndpointGroup>> = {
  auth: { endpoints: authEndpoints, callers: authCallers },
  users: { endpoints: userEndpoints, callers: userCallers },
  referrals: { endpoints: referralEndpoints, callers: referralCallers },
  health: { endpoints: healthEndpoints, callers: healthCallers },
  files: { endpoints: fileEndpoints, callers: fileCallers },
  identity: { endpoints: identityEndpoints, callers: identityCallers },
  banks: { endpoints: bankEndpoints, callers: bankCallers },
  bankAccounts: { endpoints: bankAccountEndpoints, callers: bankAccountCallers },
  profile: { endpoints: profileEndpoints, callers: profileCallers },
  surveys: { endpoints: surveyEndpoints, callers: surveyCallers },
  adminUsers: { endpoints: adminUserEndpoints, callers: adminUserCallers },
  orders: { endpoints: orderEndpoints, callers: orderCallers },
  exchange: { endpoints: exchangeEndpoints, callers: exchangeCallers },
  orderLinks: { endpoints: orderLinkEndpoints, callers: orderLinkCallers },
  promotions: { endpoints: promotionEndpoints, callers: promotionCallers },
  points: { endpoints: pointsEndpoints, callers: pointsCallers },
  pointsAdmin: { endpoints: pointsAdminEndpoints, callers: pointsAdminCallers },
  promotionAdmin: { endpoints: promotionAdminEndpoints, callers: promotionAdminCallers },
  referralAdmin: { endpoints: referralAdminEndpoints, callers: referralAdminCallers },
  adminOrders: { endpoints: adminOrderEndpoints, callers: adminOrderCallers },
  notifications: { endpoints: notificationEndpoints, callers: notificationCallers },
  staffAccounts: { endpoints: staffAccountEndpoints, callers: staffAccountCallers },
  settings: { endpoints: settingsEndpoints, callers: settingsCallers },
  partners: { endpoints: partnerEndpoints, callers: partnerCallers },
  partnerLinks: { endpoints: partnerLinkEndpoints, callers: partnerLinkCallers },
  externalOrders: { endpoints: externalOrderEndpoints, callers: externalOrderCallers },
  partnerApi: { endpoints: partnerApiEndpoints, callers: partnerApiCallers },
  balance: { endpoints: balanceEndpoints, callers: balanceCallers },
  manualMovements: { endpoints: manualMovementEndpoints, callers: manualMovementCallers },
  movements: { endpoints: movementEndpoints, callers: movementCallers },
  summary: { endpoints: summaryEndpoints, callers: summaryCallers },
  activeCustomers: { endpoints: activeCustomerEndpoints, callers: activeCustomerCallers },
  approvals: { endpoints: approvalEndpoints, callers: approvalCallers },
  secondFactor: { endpoints: secondFactorEndpoints, callers: secondFactorCallers },
  sessions: { endpoints: sessionEndpoints, callers: sessionCallers },
};
