import {
  buildPath,
  ORDER_STATUS,
  STAFF_MODULES,
  type BankAccount,
  type Endpoint,
  type ModulePermission,
  type Order,
  type RoleName,
} from '@cambix/contract';
import {
  CALLER_KINDS,
  ENDPOINT_GROUPS,
  type AccessRule,
  type CallerAnswer,
  type CallerKind,
} from '@cambix/contract/callers';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeRiskNow } from '../src/modules/compliance-risk/index.ts';
import { signFileLink } from '../src/modules/files/file-links.ts';
import {
  approvalRequests,
  complianceAlerts,
  creditNotes,
  dataExports,
  dataRequests,
  orders,
  rateAlerts,
  paymentMatches,
  receipts,
  securityIncidents,
  screeningListVersions,
} from '../src/platform/db/schema/index.ts';
import { openSession } from '../src/platform/security/sessions.ts';
import { limaDay } from '../src/platform/lima-calendar.ts';
import { insertCustomer } from './support/admin-customers.ts';
import { signedInColaborador, signIn } from './support/admin-orders.ts';
import { backdateCambixAccounts } from './support/manual-movements.ts';
import { multipart, photo } from './support/multipart.ts';
import { BCP_MAPPING, bcpStatement, sendStatement } from './support/statements.ts';
import { insertOrder, insertOrderFile, insertReceipt } from './support/order-rows.ts';
import { addAccount, createOrder, operativeCustomer } from './support/orders.ts';
import { createdOrder, orderRequest, partnerIdOf } from './support/partner-orders.ts';
import { createdStaff } from './support/staff-accounts.ts';
import {
  APP_KEY_HEADER,
  body,
  buildTestApp,
  demoAccount,
  type DemoRole,
  type TestApp,
} from './support/test-app.ts';

/**
 * Issues 13 and 31: every endpoint of the contract, called by every kind of caller, answers what its callers
 * (`callers.ts` of each group, the very rule the server checks) mean below. A staff endpoint is tried by a
 * Colaborador holding only view of each of its modules, one holding edit of it, and one holding edit of
 * another module; one holding only view is refused wherever the endpoint changes something, whatever its
 * callers say. A route the contract does not name, an endpoint with no route, or one without a request
 * below fails here.
 */

type Headers = Record<string, string>;

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: { fields: Record<string, string>; file?: { name: string; data: Buffer; type?: string } };
  /** No header at all, as an <img> asks. */
  bare?: boolean;
  /** The request ends the caller's session (logout): they sign in again after it. */
  endsSession?: boolean;
}

interface Fixtures {
  /** The customer who owns every resource the requests name, and their data no one else may read. */
  owner: { id: number; documentNumber: string; email: string; celular: string };
  account: BankAccount;
  /** One the owner may delete without touching the rest. */
  spareAccount: number;
  temporal: Order;
  finished: {
    id: number;
    code: string;
    receipt: { id: number; serie: string; numero: number; bankId: number };
    /** A nota de crédito of its boleta; both with a signed XML and a CDR to download. */
    creditNoteId: number;
  };
  links: { newOrder: string; finalize: string; modification: string };
  /** A notification of the Administrador's only. */
  notice: string;
  /** Accounts staff act on, so no caller's own session is touched. */
  staffTarget: number;
  colaboradorTarget: number;
  customerTarget: number;
  /** The document of an account anyone may sign in to (the demo password). */
  signIn: string;
  cambixAccountId: number;
  fileToken: string;
  /** The demo partner's (the Externo caller's) order, its finalize link, its partner and an API key. */
  partner: {
    id: number;
    orderCode: string;
    link: string;
    apiKeyId: number;
    webhookEndpointId: number;
    removableEndpointId: number;
    webhookDeliveryId: number;
  };
  /** A recorded manual movement with an attachment (Egreso), and its ledger row. */
  movement: { id: number; entryId: number };
  /** A reversal request already decided (four-eyes). */
  approvalId: number;
  /** A saved bank statement reconciliation (Balance). */
  reconciliationId: number;
  /** A statement line already dismissed from Pagos' queue (payments by reference). */
  paymentMatchId: number;
  /** An imported list version and a decided alert (Cumplimiento). */
  screening: { versionId: number; alertId: number };
  /** An open case with a document, and an alert of another customer (Cumplimiento › Casos). */
  cases: { caseId: number; documentId: number; alertId: number };
  /** The owner's ready export and a request of theirs (Mis datos, Datos personales). */
  myData: { exportId: number; requestId: number; incidentId: number };
  /** Two rate alerts of the owner's: one paused and resumed, one they delete. */
  rateAlerts: { kept: number; spare: number };
}

const invalid = { body: {} };

/** One request per endpoint: valid where the answer depends on who owns what it names, harmless otherwise. */
const SAMPLES: Record<string, (f: Fixtures, headers: Headers) => Sample | Promise<Sample>> = {
  'auth.publicKey': () => ({}),
  'auth.login': (f) => ({ body: { dni: f.signIn, password: t.encrypt(DEMO_PASSWORD) } }),
  'auth.me': (_f, headers) => ({ body: { token: headers.authorization?.replace(/^\S+ /, '') } }),
  'auth.register': () => invalid,
  'auth.validateDni': (f) => ({ params: { dni: f.owner.documentNumber } }),
  'auth.requestPasswordReset': () => ({ body: { email: 'nadie@cambix.test' } }),
  'auth.resetPassword': () => ({ body: { token: 'x'.repeat(43), password: t.encrypt('Nueva2026x') } }),
  'auth.logout': () => ({ endsSession: true }),
  'auth.requestSignInLink': () => ({ body: { dni: 'nadie@cambix.test' } }),
  'auth.useSignInLink': () => ({ body: { token: 'x'.repeat(43) } }),
  'users.state': (f) => ({ params: { userId: String(f.owner.id) } }),
  'referrals.validateCode': () => ({ params: { code: 'NOEXISTE' } }),
  'referrals.ownCode': () => ({}),
  'referrals.createOwnCode': () => invalid,
  'health.check': () => ({ bare: true }),
  'health.ready': () => ({ bare: true }),
  'files.open': (f) => ({ params: { token: f.fileToken }, bare: true }),
  'identity.kycStatus': () => ({}),
  'identity.sendImage': () => ({ form: { fields: {} } }),
  'identity.submitStep': (f) => ({ params: { userId: String(f.owner.id) }, body: { step: 2 } }),
  'banks.list': () => ({}),
  'banks.commissions': () => ({}),
  'banks.paymentSteps': () => ({}),
  'banks.logo': () => ({ params: { bankId: '1' }, bare: true }),
  'bankAccounts.save': (f) => ({
    body: {
      id: f.account.id,
      bankId: f.account.bank.id,
      accountTypeId: f.account.accountType.id,
      currency: 'PEN',
      accountNumber: f.account.accountNumber,
      cci: f.account.cci,
      alias: 'Cambiada',
      isProvincia: false,
      holderDeclaration: true,
    },
  }),
  'bankAccounts.list': () => ({}),
  'bankAccounts.remove': (f) => ({ params: { id: String(f.spareAccount) } }),
  'bankAccounts.confirm': (f) => ({ params: { id: String(f.account.id) } }),
  'profile.profile': () => ({}),
  'profile.updateUser': () => ({ body: { old_password: 'x', password: 'y' } }),
  'profile.skipUpdateForm': () => ({}),
  'profile.ubigeo': () => ({}),
  'consents.acceptConsents': () => ({ body: { documentos: [{ documento: 'marketing', version: 1 }] } }),
  'consents.marketingConsent': () => ({}),
  'consents.setMarketingConsent': () => ({ body: { otorgar: false } }),
  'consents.customerConsents': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'sessions.list': () => ({}),
  // A session of the owner's of its own each time: the owner ends it, anyone else is told it does not exist.
  'sessions.end': async (f) => ({
    params: { id: (await openSession(t.ctx.db, f.owner.id, t.clock.now(), null)).sessionId },
  }),
  'surveys.get': () => ({ params: { surveyId: '1' } }),
  'surveys.answer': () => ({ params: { surveyId: '1' }, body: { answers: 'ninguna' } }),
  'adminUsers.myPermissions': () => ({}),
  'adminUsers.listCustomers': () => ({}),
  'adminUsers.exportCustomers': () => ({}),
  'adminUsers.customer': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'adminUsers.updateCustomer': (f) => ({
    params: { userId: String(f.customerTarget) },
    body: { celular: '1' },
  }),
  'adminUsers.customerDocuments': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'adminUsers.customerBankAccounts': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'adminUsers.customerHistory': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'adminUsers.customerOrders': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'adminUsers.customerReferrals': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'adminUsers.approveCustomer': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'adminUsers.rejectCustomer': (f) => ({ params: { userId: String(f.customerTarget) }, body: {} }),
  'adminUsers.blockCustomer': (f) => ({ params: { userId: String(f.customerTarget) }, body: {} }),
  'adminUsers.activateCustomer': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'orders.quote': () => ({ body: { bankId: 1, sendAmount: '500' } }),
  'orders.newOrder': () => invalid,
  'orders.active': () => ({}),
  'orders.get': (f) => ({ params: { code: f.temporal.code } }),
  'orders.list': () => ({}),
  'orders.uploadVoucher': (f) => ({ params: { orderId: String(f.temporal.id) }, form: { fields: {} } }),
  'orders.paymentReference': (f) => ({ params: { id: String(f.finished.id) } }),
  'orders.save': (f) => ({ params: { id: String(f.finished.id) }, body: {} }),
  'orders.requote': (f) => ({ params: { id: String(f.finished.id) } }),
  'orders.cancel': (f) => ({ params: { id: String(f.finished.id) } }),
  'orders.changeDestination': (f) => ({
    params: { code: f.temporal.code },
    body: { destinationAccountId: f.account.id },
  }),
  'orders.usedAmount': (f) => ({ params: { userId: String(f.owner.id) } }),
  'orders.limitAmount': (f) => ({ params: { userId: String(f.owner.id) } }),
  'orders.updateUsedAmount': (f) => ({ body: { id: f.owner.id, amount: '0' } }),
  'orders.invoice': (f) => ({
    query: {
      serie: f.finished.receipt.serie,
      numero_recibo: String(f.finished.receipt.numero),
      bankId: String(f.finished.receipt.bankId),
    },
  }),
  'orders.invoicePdf': (f) => ({
    query: {
      serie: f.finished.receipt.serie,
      numero_recibo: String(f.finished.receipt.numero),
      bankId: String(f.finished.receipt.bankId),
    },
  }),
  'orders.generateUrl': (f) => ({ body: { orderId: f.finished.id, kind: 'voucher' } }),
  'orderLinks.resolve': (f) => ({ params: { codigo: f.links.newOrder } }),
  'orderLinks.resolveModification': (f) => ({ params: { codigo: f.links.modification } }),
  // A link of a customer of its own each time: sends are limited per link and per customer.
  'orderLinks.sendCode': async () => ({ params: { code: await freshLink() } }),
  'orderLinks.verify': (f) => ({ params: { code: f.links.newOrder }, body: { verificationCode: '000000' } }),
  'orderLinks.uploadVoucher': (f) => ({ params: { code: f.links.finalize }, form: { fields: {} } }),
  'orderLinks.finalize': (f) => ({ params: { code: f.links.finalize }, body: {} }),
  'orderLinks.ownModification': (f) => ({ params: { code: f.temporal.code } }),
  'orderLinks.create': () => invalid,
  'orderLinks.list': () => ({}),
  'promotions.check': () => ({ body: { code: 'CAMBIX10', sendAmount: '1000.00' } }),
  'promotionAdmin.list': () => ({}),
  'promotionAdmin.export': () => ({}),
  // Coupon 1 is the seeded demo coupon (CAMBIX10); the changes are refused by their body, after the access check.
  'promotionAdmin.get': () => ({ params: { promoId: '1' } }),
  'promotionAdmin.uses': () => ({ params: { promoId: '1' } }),
  'promotionAdmin.create': () => invalid,
  'promotionAdmin.update': () => ({ params: { promoId: '1' }, body: {} }),
  'promotionAdmin.setActive': () => ({ params: { promoId: '1' }, body: {} }),
  'points.mine': () => ({}),
  'pointsAdmin.get': (f) => ({ params: { userId: String(f.customerTarget) } }),
  'pointsAdmin.adjust': (f) => ({ params: { userId: String(f.customerTarget) }, body: {} }),
  'referralAdmin.list': () => ({}),
  'referralAdmin.export': () => ({}),
  'referralAdmin.get': () => ({ params: { code: 'ANA2026' } }),
  'referralAdmin.create': () => invalid,
  'referralAdmin.update': () => ({ params: { code: 'ANA2026' }, body: {} }),
  'adminOrders.dashboard': () => ({}),
  'adminOrders.paymentsQueue': () => ({}),
  'adminOrders.payoutsQueue': () => ({}),
  'adminOrders.list': () => ({}),
  'adminOrders.export': () => ({}),
  'adminOrders.board': () => ({}),
  'adminOrders.get': (f) => ({ params: { orderId: String(f.finished.id) } }),
  // A finished order: every transition is refused by its status, after the access check.
  'adminOrders.approve': (f) => ({
    params: { orderId: String(f.finished.id) },
    body: { operationNumber: '1' },
  }),
  'adminOrders.reject': (f) => ({ params: { orderId: String(f.finished.id) }, body: { reason: 'Prueba' } }),
  'adminOrders.payout': (f) => ({ params: { orderId: String(f.finished.id) }, form: { fields: {} } }),
  'adminOrders.observe': (f) => ({ params: { orderId: String(f.finished.id) }, body: { note: 'Prueba' } }),
  'adminOrders.cancel': (f) => ({ params: { orderId: String(f.finished.id) }, body: { reason: 'Prueba' } }),
  'adminOrders.linkCustomers': () => ({ query: { q: 'cliente' } }),
  'notifications.list': () => ({}),
  'notifications.read': (f) => ({ params: { uuid: f.notice } }),
  'notifications.readAll': () => ({}),
  'notifications.unread': (f) => ({ params: { uuid: f.notice } }),
  'notifications.sendStaffNotice': () => invalid,
  'staffAccounts.list': () => ({}),
  'staffAccounts.partners': () => ({}),
  'staffAccounts.create': () => invalid,
  'staffAccounts.update': (f) => ({ params: { userId: String(f.staffTarget) }, body: {} }),
  'staffAccounts.resetPassword': (f) => ({ params: { userId: String(f.staffTarget) } }),
  'staffAccounts.deactivate': (f) => ({ params: { userId: String(f.staffTarget) } }),
  'staffAccounts.reactivate': (f) => ({ params: { userId: String(f.staffTarget) } }),
  'staffAccounts.permissions': (f) => ({ params: { userId: String(f.colaboradorTarget) } }),
  'staffAccounts.setPermission': (f) => ({
    params: { userId: String(f.colaboradorTarget), module: 'promociones' },
    body: { canView: true, canEdit: false },
  }),
  'exchange.rates': () => ({}),
  'exchange.trend': () => ({}),
  'exchange.quote': () => ({ body: { direction: 'compra', sendAmount: '100.00' } }),
  'exchange.rateLock': () => ({}),
  'exchange.publish': () => invalid,
  'exchange.history': () => ({ query: { day: '2026-11-21' } }),
  'rateAlerts.pushKey': () => ({}),
  'rateAlerts.list': () => ({}),
  'rateAlerts.create': () => invalid,
  'rateAlerts.setState': (f) => ({
    params: { alertId: String(f.rateAlerts.kept) },
    body: { state: 'paused' },
  }),
  'rateAlerts.remove': (f) => ({ params: { alertId: String(f.rateAlerts.spare) } }),
  'rateAlerts.subscribe': () => invalid,
  // A visitor's link that names no alert: refused by its token, after the access check.
  'rateAlerts.visitorCreate': () => invalid,
  'rateAlerts.visitorOpen': () => ({ body: { token: 'x'.repeat(43) } }),
  'rateAlerts.visitorSetState': () => ({ body: { token: 'x'.repeat(43), state: 'paused' } }),
  'rateAlerts.visitorRemove': () => ({ body: { token: 'x'.repeat(43) } }),
  'rateAlerts.visitorSubscribe': () => invalid,
  'settings.sections': () => ({}),
  'settings.saveFees': () => invalid,
  'settings.saveLimits': () => invalid,
  'settings.savePoints': () => invalid,
  'settings.saveReferrals': () => invalid,
  'settings.saveFinance': () => invalid,
  'settings.saveCompany': () => invalid,
  'settings.saveContact': () => invalid,
  'settings.saveDivisas': () => invalid,
  'settings.saveService': () => invalid,
  // An empty body is the defaults: the Administrador saves them unchanged.
  'settings.saveSecurity': () => ({ body: {} }),
  'settings.compliance': () => ({}),
  'settings.saveCompliance': () => ({ body: {} }),
  'settings.publicContact': () => ({}),
  'serviceHours.publicHours': () => ({}),
  'complianceRegister.list': () => ({ query: { month: '2026-11' } }),
  'complianceRegister.export': () => ({ query: { month: '2026-11', format: 'csv' } }),
  // Refused by its body (or its missing row), after the access check.
  'complianceRegister.correct': () => ({ params: { rowId: '1' }, body: {} }),
  'settings.banks': () => ({}),
  'settings.createBank': () => invalid,
  'settings.updateBank': () => ({ params: { bankId: '1' }, body: {} }),
  'settings.saveAccountTypes': () => ({ params: { bankId: '1' }, body: {} }),
  'settings.savePaymentSteps': () => ({ params: { bankId: '1' }, body: {} }),
  'settings.uploadBankLogo': () => ({ params: { bankId: '1' }, form: { fields: {} } }),
  'settings.cambixAccounts': () => ({}),
  'settings.createCambixAccount': () => invalid,
  'settings.updateCambixAccount': (f) => ({ params: { accountId: String(f.cambixAccountId) }, body: {} }),
  'settings.recordOpeningBalance': (f) => ({ params: { accountId: String(f.cambixAccountId) }, body: {} }),
  'settings.receiptSeries': () => ({}),
  'settings.saveReceiptSeries': () => ({ params: { bankId: '1' }, body: {} }),
  'partners.choices': () => ({}),
  'partners.orders': () => ({}),
  'partners.quote': () => invalid,
  'partners.rateLock': () => ({}),
  'partners.create': () => invalid,
  'partners.renewLink': (f) => ({ params: { code: f.partner.orderCode } }),
  'partners.workspace': () => ({}),
  'partners.createApiKey': () => invalid,
  'partners.revokeApiKey': (f) => ({ params: { keyId: String(f.partner.apiKeyId) } }),
  'partnerLinks.view': (f) => ({ params: { codigo: f.partner.link } }),
  'partnerLinks.uploadVoucher': (f) => ({ params: { codigo: f.partner.link }, form: { fields: {} } }),
  'partnerLinks.finalize': (f) => ({ params: { codigo: f.partner.link }, body: {} }),
  'partnerLinks.receiptPdf': (f) => ({ params: { codigo: f.partner.link } }),
  'externalOrders.list': () => ({}),
  'externalOrders.export': () => ({}),
  'externalOrders.partners': () => ({}),
  'externalOrders.createPartner': () => invalid,
  'externalOrders.updatePartner': (f) => ({ params: { partnerId: String(f.partner.id) }, body: {} }),
  'externalOrders.shares': (f) => ({ params: { partnerId: String(f.partner.id) } }),
  'externalOrders.settlements': (f) => ({ params: { partnerId: String(f.partner.id) } }),
  'externalOrders.settlementAccounts': () => ({}),
  'externalOrders.settle': (f) => ({ params: { partnerId: String(f.partner.id) }, body: {} }),
  'partnerWebhooks.list': () => ({}),
  'partnerWebhooks.create': () => invalid,
  'partnerWebhooks.update': (f) => ({
    params: { endpointId: String(f.partner.webhookEndpointId) },
    body: {},
  }),
  'partnerWebhooks.remove': (f) => ({ params: { endpointId: String(f.partner.removableEndpointId) } }),
  'partnerWebhooks.rotateSecret': (f) => ({ params: { endpointId: String(f.partner.webhookEndpointId) } }),
  'partnerWebhooks.ping': (f) => ({ params: { endpointId: String(f.partner.webhookEndpointId) } }),
  'partnerWebhooks.deliveries': (f) => ({ params: { endpointId: String(f.partner.webhookEndpointId) } }),
  'partnerWebhooks.redeliver': (f) => ({
    params: {
      endpointId: String(f.partner.webhookEndpointId),
      deliveryId: String(f.partner.webhookDeliveryId),
    },
  }),
  'partnerApi.list': () => ({}),
  'partnerApi.create': () => invalid,
  'partnerApi.get': (f) => ({ params: { code: f.partner.orderCode } }),
  'partnerApi.quote': () => invalid,
  'partnerApi.cancel': (f) => ({ params: { code: f.partner.orderCode } }),
  'partnerApi.simulate': (f) => ({ params: { code: f.partner.orderCode }, body: { action: 'pay' } }),
  'partnerApi.banks': () => ({}),
  'partnerApi.webhookEndpoints': () => ({}),
  'partnerApi.webhookDeliveries': (f) => ({ params: { endpointId: String(f.partner.webhookEndpointId) } }),
  'partnerApi.redeliverWebhook': (f) => ({
    params: {
      endpointId: String(f.partner.webhookEndpointId),
      deliveryId: String(f.partner.webhookDeliveryId),
    },
  }),
  'partnerApi.pingWebhook': (f) => ({ params: { endpointId: String(f.partner.webhookEndpointId) } }),
  'partnerApi.openapi': () => ({ bare: true }),
  'partnerApi.guide': () => ({ bare: true }),
  'manualMovements.options': () => ({}),
  'manualMovements.list': () => ({}),
  'manualMovements.create': () => ({ form: { fields: {} } }),
  // A recorded movement: approving or rejecting it is refused by its state, after the access check.
  'manualMovements.approve': (f) => ({ params: { movementId: String(f.movement.id) } }),
  'secondFactor.status': () => ({}),
  // Enrolment with no session and no pending token is refused before anything is read.
  'secondFactor.startTotp': () => ({ body: {} }),
  'secondFactor.confirmTotp': () => ({ body: { enrolmentToken: 'x'.repeat(40), code: '123456' } }),
  'secondFactor.passkeyRegistrationOptions': () => ({ body: {} }),
  'secondFactor.registerPasskey': () => ({ body: { ceremonyToken: 'x'.repeat(40), response: {} } }),
  'secondFactor.remove': () => ({ params: { factorId: 'x' } }),
  // Nobody of the matrix holds a factor: renewing is refused after the access check, and nothing changes.
  'secondFactor.renewRecoveryCodes': () => ({}),
  'secondFactor.stepUpOptions': () => ({}),
  'secondFactor.stepUp': () => ({ body: { method: 'totp', code: '123456' } }),
  'secondFactor.signInOptions': () => ({ body: { pendingToken: 'x'.repeat(40) } }),
  'secondFactor.signIn': () => ({
    body: { pendingToken: 'x'.repeat(40), proof: { method: 'totp', code: '123456' } },
  }),
  'secondFactor.passkeyOptions': () => ({}),
  'secondFactor.passkeySignIn': () => ({ body: { ceremonyToken: 'x'.repeat(40), response: {} } }),
  'secondFactor.reset': (f) => ({ params: { userId: String(f.colaboradorTarget) } }),
  'manualMovements.reject': (f) => ({
    params: { movementId: String(f.movement.id) },
    body: { reason: 'Prueba' },
  }),
  'manualMovements.attachment': (f) => ({ params: { movementId: String(f.movement.id) } }),
  'manualMovements.reverse': (f) => ({ params: { entryId: String(f.movement.entryId) }, body: {} }),
  'approvals.pending': () => ({}),
  // A decided request: approving or rejecting it is refused by its state, after the access checks.
  'approvals.approve': (f) => ({ params: { requestId: String(f.approvalId) } }),
  'approvals.reject': (f) => ({ params: { requestId: String(f.approvalId) }, body: { reason: 'Prueba' } }),
  'balance.overview': () => ({}),
  // No statement: the upload is refused after the access check, and nothing is saved.
  'balance.previewStatement': (f) => ({ form: { fields: { accountId: String(f.cambixAccountId) } } }),
  'balance.reconcile': (f) => ({ form: { fields: { accountId: String(f.cambixAccountId) } } }),
  'balance.reconciliations': () => ({}),
  'balance.reconciliation': (f) => ({ params: { reconciliationId: String(f.reconciliationId) } }),
  'paymentMatches.list': () => ({ query: { state: 'dismissed' } }),
  'paymentMatches.approve': (f) => ({
    params: { matchId: String(f.paymentMatchId) },
    body: { orderId: f.finished.id },
  }),
  'paymentMatches.dismiss': (f) => ({
    params: { matchId: String(f.paymentMatchId) },
    body: { reason: 'Prueba de la matriz' },
  }),
  'movements.list': () => ({}),
  'movements.export': () => ({ query: { format: 'xlsx' } }),
  'summary.get': () => ({ query: { from: '2026-10', to: '2026-11' } }),
  'summary.pdf': () => ({ query: { from: '2026-10', to: '2026-11' } }),
  'activeCustomers.list': () => ({ query: { from: '2026-10', to: '2026-11' } }),
  'activeCustomers.export': () => ({ query: { from: '2026-10', to: '2026-11' } }),
  'screening.versions': () => ({}),
  'screening.entries': (f) => ({ params: { versionId: String(f.screening.versionId) } }),
  // No file: the import is refused after the access check, and nothing is stored.
  'screening.import': () => ({ form: { fields: { list: 'pep' } } }),
  'screening.alerts': () => ({}),
  // A decided alert: deciding it again is refused by its state, after the access checks.
  'screening.confirm': (f) => ({
    params: { alertId: String(f.screening.alertId) },
    body: { reason: 'Prueba' },
  }),
  'screening.discard': (f) => ({
    params: { alertId: String(f.screening.alertId) },
    body: { reason: 'Prueba' },
  }),
  'risk.list': () => ({ query: { level: 'all' } }),
  // The owner's level is low: reviewing it is refused by its level, after the access checks.
  'risk.review': (f) => ({ params: { userId: String(f.owner.id) }, body: { note: 'Prueba' } }),
  'cases.list': () => ({ query: { status: 'all' } }),
  'cases.detail': (f) => ({ params: { caseId: String(f.cases.caseId) } }),
  'cases.document': (f) => ({
    params: { caseId: String(f.cases.caseId), itemId: String(f.cases.documentId) },
  }),
  'cases.ros': (f) => ({ params: { caseId: String(f.cases.caseId) } }),
  // A discarded alert: refused by its state, after the access check; nothing is opened.
  'cases.open': (f) => ({ body: { alertId: f.screening.alertId, title: 'Matriz' } }),
  // Another customer's alert: refused by the case's subject, after the access check.
  'cases.addAlert': (f) => ({
    params: { caseId: String(f.cases.caseId) },
    body: { alertId: f.cases.alertId },
  }),
  'cases.addOrder': (f) => ({ params: { caseId: String(f.cases.caseId) }, body: { code: f.finished.code } }),
  // Appended each time it is let through: notes are append-only.
  'cases.addNote': (f) => ({
    params: { caseId: String(f.cases.caseId) },
    body: { text: 'Nota de la matriz' },
  }),
  // No file: refused after the access check, and nothing is stored.
  'cases.addDocument': (f) => ({ params: { caseId: String(f.cases.caseId) }, form: { fields: {} } }),
  'cases.narrative': (f) => ({ params: { caseId: String(f.cases.caseId) }, body: { narrative: 'Matriz' } }),
  // Refused by its body (no reason, no day), after the access check: the case stays open for the others.
  'cases.archive': (f) => ({ params: { caseId: String(f.cases.caseId) }, body: {} }),
  'cases.rosSent': (f) => ({ params: { caseId: String(f.cases.caseId) }, body: {} }),
  'myData.myData': () => ({}),
  'myData.requestExport': () => ({}),
  'myData.downloadExport': (f) => ({ params: { exportId: String(f.myData.exportId) } }),
  'myData.fileRequest': () => invalid,
  'dataRequests.list': () => ({ query: { status: 'todas' } }),
  'dataRequests.detail': (f) => ({ params: { requestId: String(f.myData.requestId) } }),
  'dataRequests.start': (f) => ({ params: { requestId: String(f.myData.requestId) } }),
  'dataRequests.answer': (f) => ({ params: { requestId: String(f.myData.requestId) }, body: {} }),
  'receipts.list': () => ({ query: { estado: 'todos' } }),
  // No reason: refused by its body after the access check, and nothing is issued.
  'receipts.issueCreditNote': (f) => ({ params: { receiptId: String(f.finished.receipt.id) }, body: {} }),
  'receipts.receiptXml': (f) => ({ params: { receiptId: String(f.finished.receipt.id) } }),
  'receipts.receiptCdr': (f) => ({ params: { receiptId: String(f.finished.receipt.id) } }),
  'receipts.creditNoteXml': (f) => ({ params: { creditNoteId: String(f.finished.creditNoteId) } }),
  'receipts.creditNoteCdr': (f) => ({ params: { creditNoteId: String(f.finished.creditNoteId) } }),
  'securityIncidents.list': () => ({ query: { status: 'todos' } }),
  'securityIncidents.detail': (f) => ({ params: { incidentId: String(f.myData.incidentId) } }),
  'securityIncidents.create': () => invalid,
  'securityIncidents.addEntry': (f) => ({ params: { incidentId: String(f.myData.incidentId) }, body: {} }),
};

/** What a use case answers the very request above past the access check. */
interface Decided {
  /** By case (`colaboradorEdit:users`). */
  answers: Record<string, CallerAnswer>;
  /** Colaboradors holding several grants the request is tried by too, and what they get. */
  also: { label: string; grants: ModulePermission[]; answer: CallerAnswer }[];
}

// The waiting request is egreso's: edit of another module passes the route, and then deciding it asks for
// edit of egreso itself (decision 131); view of egreso is not enough, whatever else is held.
const egresoRequest: Decided = {
  answers: { 'colaboradorEdit:external-orders': 403, 'colaboradorEdit:users': 403 },
  also: [
    {
      label: 'colaborador:egreso view, users edit',
      grants: [
        { module: 'egreso', canView: true, canEdit: false },
        { module: 'users', canView: true, canEdit: true },
      ],
      answer: 403,
    },
  ],
};

const DECIDED: Record<string, Decided> = {
  'approvals.approve': egresoRequest,
  'approvals.reject': egresoRequest,
};

let t: TestApp;
let fixtures: Fixtures;
/** A ready export of the owner's, and a request of theirs staff may take. */
async function myDataOf(userId: number): Promise<Fixtures['myData']> {
  const now = t.clock.now();
  const storageKey = await t.ctx.storage.put(Buffer.from('PK'), 'zip');
  const [ready] = await t.ctx.db
    .insert(dataExports)
    .values({
      userId,
      status: 'lista',
      progress: 100,
      storageKey,
      requestedAt: now,
      readyAt: now,
      expiresAt: new Date(now.getTime() + 72 * 3_600_000),
    })
    .returning({ id: dataExports.id });
  const [request] = await t.ctx.db
    .insert(dataRequests)
    .values({ userId, kind: 'oposicion', text: 'No quiero publicidad.', filedAt: now, dueOn: limaDay(now) })
    .returning({ id: dataRequests.id });
  const [incident] = await t.ctx.db
    .insert(securityIncidents)
    .values({
      title: 'Incidente de prueba',
      description: 'Un incidente para la matriz.',
      occurredAt: now,
      detectedAt: now,
      dataKinds: 'Nombres',
      affected: 'Nadie',
      affectedCount: 0,
      measures: 'Ninguna',
      registeredBy: userId,
      registeredAt: now,
    })
    .returning({ id: securityIncidents.id });
  return { exportId: ready!.id, requestId: request!.id, incidentId: incident!.id };
}

/** Two alerts of the owner's, written as the use case would. */
async function rateAlertsOf(userId: number): Promise<Fixtures['rateAlerts']> {
  const now = t.clock.now();
  const alert = {
    userId,
    condition: 'atOrBelow' as const,
    rate: '3.5000',
    amountUsd: '100.00',
    confirmedAt: now,
    createdAt: now,
  };
  const rows = await t.ctx.db.insert(rateAlerts).values([alert, alert]).returning({ id: rateAlerts.id });
  return { kept: rows[0]!.id, spare: rows[1]!.id };
}

/** A new-order link for a new customer, made by the Administrador. */
async function freshLink(): Promise<string> {
  const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/order-links',
    headers: sessions.get('administrador')!.headers,
    payload: { userId: customer.id },
  });
  return body<{ code: string }>(response).data.code;
}

/** Each caller's session and the document it signs in with again after a logout, by session key. */
const sessions = new Map<string, { headers: Headers; document: string }>();

/** One try of an endpoint: a kind of caller, and for a Colaborador of a staff endpoint the grants held. */
interface Case {
  /** How the answers name it: `colaboradorView:egreso`. */
  label: string;
  caller: CallerKind;
  grants?: ModulePermission[];
}

const modulesOf = (rule: AccessRule) => ('modules' in rule ? rule.modules : []);

/** Every kind of caller; a staff endpoint's Colaboradors once per module it names. */
function casesOf(rule: AccessRule): Case[] {
  const plain = (caller: CallerKind): Case => ({ label: caller, caller });
  const modules = modulesOf(rule);
  const held = (caller: CallerKind, module: (typeof STAFF_MODULES)[number], canEdit: boolean): Case => ({
    label: `${caller}:${module}`,
    caller,
    grants: [{ module, canView: true, canEdit }],
  });
  const other = STAFF_MODULES.find((module) => !modules.includes(module))!;
  // Refused callers first: what an allowed caller changes must not decide another caller's answer.
  return [
    plain('anonymous'),
    plain('otherCustomer'),
    plain('colaboradorNone'),
    ...(modules.length > 0 ? [held('colaboradorOther', other, true)] : []),
    plain('externo'),
    plain('usuario'),
    ...modules.map((module) => held('colaboradorView', module, false)),
    ...modules.map((module) => held('colaboradorEdit', module, true)),
    plain('administrador'),
    plain('customer'),
  ];
}

/** The session of a case: a Colaborador with grants is signed in once per set of grants. */
async function headersOf(test: Case): Promise<Headers> {
  if (test.caller === 'anonymous') return { ...APP_KEY_HEADER };
  const key = sessionKeyOf(test);
  if (!sessions.has(key) && test.grants) {
    const staff = await signedInColaborador(t, test.grants);
    sessions.set(key, { headers: staff.headers, document: staff.user.documentNumber });
  }
  return sessions.get(key)!.headers;
}

const sessionKeyOf = ({ caller, grants }: Case) =>
  grants
    ? `colaborador:${grants.map((grant) => `${grant.module}:${grant.canEdit ? 'edit' : 'view'}`).join(',')}`
    : caller;

/** After a logout, the caller signs in again. */
async function signInAgain(test: Case): Promise<void> {
  const session = sessions.get(sessionKeyOf(test))!;
  session.headers = await signIn(t, session.document);
}

// Each kind of caller from its own address, so per-address limits never answer for the matrix.
const addressOf = (caller: CallerKind) => `10.13.0.${CALLER_KINDS.indexOf(caller) + 1}`;

async function call(endpoint: Endpoint, sample: Sample, headers: Headers, caller: CallerKind) {
  const url = buildPath(endpoint.path, sample.params);
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  const base = { method: endpoint.method, url: `${url}${query}`, remoteAddress: addressOf(caller) };
  if (sample.form) {
    const form = multipart(sample.form.fields, sample.form.file);
    return t.app.inject({ ...base, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  const sent = sample.bare ? {} : headers;
  return sample.body === undefined
    ? t.app.inject({ ...base, headers: sent })
    : t.app.inject({ ...base, headers: sent, payload: sample.body as object });
}

/** A line of that statement, dismissed already: deciding it again is refused past the access check. */
async function dismissedPaymentMatch(cambixAccountId: number, reconciliationId: number, orderId: number) {
  const adminId = (await t.sessionOf('admin')).user.id;
  const [match] = await t.ctx.db
    .insert(paymentMatches)
    .values({
      cambixAccountId,
      lineKey: 'matriz',
      reconciliationId,
      lineNumber: 2,
      lineDate: '2025-01-02',
      description: 'PRUEBA',
      amount: '10.00',
      state: 'dismissed',
      reason: 'amount_differs',
      candidateOrderIds: [orderId],
      dismissReason: 'Matriz',
      decidedBy: adminId,
      decidedAt: t.clock.now(),
      createdBy: adminId,
    })
    .returning({ id: paymentMatches.id });
  return match!.id;
}

/** What the caller got, in the terms of the contract's declaration. */
function answerOf(response: LightMyRequestResponse): CallerAnswer | 'other' {
  if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode === 404) {
    return response.statusCode;
  }
  return response.statusCode < 500 && response.statusCode !== 429 ? 'ok' : 'other';
}

/** Callers who may never read the owner's data, whatever they are let through to. */
const STRANGERS: readonly CallerKind[] = [
  'anonymous',
  'otherCustomer',
  'colaboradorNone',
  'colaboradorOther',
  'externo',
  'usuario',
];

function leaks(response: LightMyRequestResponse): string[] {
  const text = response.body;
  const { owner, account } = fixtures;
  const secrets = [owner.documentNumber, owner.email, owner.celular, account.accountNumber, account.cci];
  return secrets.filter((secret): secret is string => Boolean(secret) && text.includes(secret!));
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.authAs('admin');
  // Before any Colaborador of the matrix exists: only the demo staff receive it.
  const notice = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notices',
    headers: admin,
    payload: { kind: 'notification', title: 'Aviso', body: 'Solo para el equipo de hoy.' },
  });
  expect(notice.statusCode, notice.body).toBe(200);
  const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: admin });
  const noticeUuid = body<{ items: { uuid: string }[] }>(list).data.items[0]!.uuid;

  const owner = await operativeCustomer(t, { celular: '987650013' });
  const other = await operativeCustomer(t);
  const account = await addAccount(t, owner.headers, '002');
  const spareAccount = (await addAccount(t, owner.headers, '003')).id;
  const temporal = await createOrder(t, owner.headers);
  const finished = await insertOrder(t.ctx, owner.user.id, {
    status: ORDER_STATUS.TERMINADA,
    destinationAccountId: account.id,
  });
  const file = await insertOrderFile(t.ctx, finished.id);
  const receipt = await insertReceipt(t.ctx, finished.id, 1, 7000 + finished.id);
  const signedFiles = { signedXml: '<Invoice/>', cdrXml: '<ApplicationResponse/>' };
  await t.ctx.db.update(receipts).set(signedFiles).where(eq(receipts.id, receipt.id));
  const [creditNote] = await t.ctx.db
    .insert(creditNotes)
    .values({
      serie: 'BC01',
      numero: 7000 + finished.id,
      receiptId: receipt.id,
      reasonCode: '01',
      reason: 'Anulación de la operación',
      amount: receipt.amount,
      taxableAmount: receipt.taxableAmount,
      igvAmount: receipt.igvAmount,
      currency: 'PEN',
      issuedAt: t.clock.now(),
      issuedBy: owner.user.id,
      ...signedFiles,
    })
    .returning({ id: creditNotes.id });
  const observed = await insertOrder(t.ctx, owner.user.id, { status: ORDER_STATUS.OBSERVADA });
  const linkFor = async (payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order-links',
      headers: admin,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<{ code: string }>(response).data.code;
  };
  const extra = await createOrder(t, owner.headers, '600');
  await recomputeRiskNow(t.ctx, owner.user.id, { cause: 'registration' });

  const staffTarget = (await createdStaff(t, admin, { role: 'Externo' })).account.id;
  const colaboradorTarget = (await createdStaff(t, admin, { role: 'Colaborador' })).account.id;
  const customerTarget = (await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR' })).id;
  const signInDocument = (await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' })).documentNumber;
  const accounts = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings/cambix-accounts',
    headers: admin,
  });
  const cambixAccountId = body<{ id: number }[]>(accounts).data[0]!.id;
  const logo = multipart({}, { name: 'logo.png', data: await photo('#1d4ed8', 'png'), type: 'image/png' });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/admin/settings/banks/1/logo',
    headers: { ...admin, ...logo.headers },
    payload: logo.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);

  const colaborador = await signedInColaborador(t, []);
  const demo = async (role: DemoRole) => ({
    headers: await signIn(t, demoAccount(role).dni),
    document: demoAccount(role).dni,
  });
  sessions.set('customer', { headers: owner.headers, document: owner.user.documentNumber });
  sessions.set('otherCustomer', { headers: other.headers, document: other.user.documentNumber });
  sessions.set('colaboradorNone', {
    headers: colaborador.headers,
    document: colaborador.user.documentNumber,
  });
  sessions.set('externo', await demo('externo'));
  const externo = sessions.get('externo')!.headers;
  const partnerOrder = await createdOrder(t, externo, await orderRequest(t));
  // Its boleta, so the link's download answers the file to whoever may ask.
  const [partnerRow] = await t.ctx.db.select().from(orders).where(eq(orders.code, partnerOrder.code));
  await insertReceipt(t.ctx, partnerRow!.id, 1, 9000 + partnerRow!.id);
  const apiKey = await t.app.inject({
    method: 'POST',
    url: '/api/partner/api-keys',
    headers: externo,
    payload: { name: 'Matriz' },
  });
  expect(apiKey.statusCode, apiKey.body).toBe(200);
  const webhookEndpoint = await t.app.inject({
    method: 'POST',
    url: '/api/partner/webhook-endpoints',
    headers: externo,
    payload: { url: 'http://127.0.0.1:9/matriz', events: ['order.paid'] },
  });
  expect(webhookEndpoint.statusCode, webhookEndpoint.body).toBe(200);
  const endpointPath = `/api/partner/webhook-endpoints/${body<{ id: number }>(webhookEndpoint).data.id}`;
  const ping = await t.app.inject({ method: 'POST', url: `${endpointPath}/test`, headers: externo });
  expect(ping.statusCode, ping.body).toBe(200);
  const removable = await t.app.inject({
    method: 'POST',
    url: '/api/partner/webhook-endpoints',
    headers: externo,
    payload: { url: 'http://127.0.0.1:9/otro', events: ['order.paid'] },
  });
  sessions.set('usuario', await demo('usuario'));
  sessions.set('administrador', await demo('admin'));
  await backdateCambixAccounts(t);
  const movementForm = multipart(
    {
      type: 'ingreso',
      accountId: String(cambixAccountId),
      concept: 'Aporte de capital',
      amount: '100.00',
      operatedOn: limaDay(t.clock.now()),
    },
    { name: 'adjunto.jpg', data: await photo('#b45309'), field: 'attachment' },
  );
  const movement = await t.app.inject({
    method: 'POST',
    url: '/api/admin/finance/manual-movements',
    headers: { ...admin, ...movementForm.headers },
    payload: movementForm.payload,
  });
  expect(movement.statusCode, movement.body).toBe(200);
  const recorded = body<{ id: number; entryIds: number[] }>(movement).data;
  // A decided reversal request: approving or rejecting it is refused by its state, after the access checks.
  const [approval] = await t.ctx.db
    .insert(approvalRequests)
    .values({
      kind: 'reversal',
      state: 'rejected',
      module: 'egreso',
      summary: 'Reversión: Aporte de capital',
      amount: '100.00',
      currency: 'PEN',
      cambixAccountId,
      entryId: recorded.entryIds[0]!,
      payload: { entryId: recorded.entryIds[0]!, reason: 'Matriz' },
      createdBy: (await t.sessionOf('admin')).user.id,
      rejectionReason: 'Matriz',
    })
    .returning({ id: approvalRequests.id });
  const reconciliation = await sendStatement(t, admin, {
    accountId: cambixAccountId,
    file: bcpStatement([{ date: '2025-01-02', description: 'PRUEBA', operation: '1', amount: '10.00' }]),
    mapping: BCP_MAPPING,
  });
  expect(reconciliation.statusCode, reconciliation.body).toBe(200);
  const [listVersion] = await t.ctx.db
    .insert(screeningListVersions)
    .values({
      list: 'pep',
      fileName: 'pep.csv',
      importedBy: (await t.sessionOf('admin')).user.id,
      importedAt: t.clock.now(),
      entryCount: 0,
      individualCount: 0,
    })
    .returning({ id: screeningListVersions.id });
  const [alert] = await t.ctx.db
    .insert(complianceAlerts)
    .values({
      kind: 'screening',
      userId: other.user.id,
      subject: 'matriz',
      status: 'discarded',
      holds: true,
      facts: { list: 'pep' },
      createdAt: t.clock.now(),
    })
    .returning({ id: complianceAlerts.id });
  const [caseAlert, strangerAlert] = await t.ctx.db
    .insert(complianceAlerts)
    .values(
      [owner.user.id, other.user.id].map((userId) => ({
        kind: 'structuring' as const,
        userId,
        subject: 'matriz-caso',
        holds: false,
        facts: {},
        createdAt: t.clock.now(),
      })),
    )
    .returning({ id: complianceAlerts.id });
  const openedCase = await t.app.inject({
    method: 'POST',
    url: '/api/admin/compliance/cases',
    headers: admin,
    payload: { alertId: caseAlert!.id, title: 'Caso de la matriz' },
  });
  expect(openedCase.statusCode, openedCase.body).toBe(200);
  const caseId = body<{ id: number }>(openedCase).data.id;
  const caseDocument = multipart({}, { name: 'anexo.jpg', data: await photo('#0f766e'), field: 'file' });
  const withDocument = await t.app.inject({
    method: 'POST',
    url: `/api/admin/compliance/cases/${caseId}/documents`,
    headers: { ...admin, ...caseDocument.headers },
    payload: caseDocument.payload,
  });
  expect(withDocument.statusCode, withDocument.body).toBe(200);
  const documentId = body<{ items: { id: number; kind: string }[] }>(withDocument).data.items.find(
    (item) => item.kind === 'document',
  )!.id;

  fixtures = {
    owner: {
      id: owner.user.id,
      documentNumber: owner.user.documentNumber,
      email: owner.user.email,
      celular: owner.user.celular ?? '',
    },
    account,
    spareAccount,
    temporal,
    finished: { id: finished.id, code: finished.code, receipt, creditNoteId: creditNote!.id },
    links: {
      newOrder: await linkFor({ userId: owner.user.id }),
      finalize: await linkFor({ userId: owner.user.id, kind: 'finalize', orderId: extra.id }),
      modification: await linkFor({ userId: owner.user.id, kind: 'modification', orderId: observed.id }),
    },
    notice: noticeUuid,
    staffTarget,
    colaboradorTarget,
    customerTarget,
    signIn: signInDocument,
    cambixAccountId,
    partner: {
      id: await partnerIdOf(t, 'externo'),
      orderCode: partnerOrder.code,
      link: partnerOrder.link.code,
      apiKeyId: body<{ id: number }>(apiKey).data.id,
      webhookEndpointId: body<{ id: number }>(webhookEndpoint).data.id,
      removableEndpointId: body<{ id: number }>(removable).data.id,
      webhookDeliveryId: body<{ id: number }>(ping).data.id,
    },
    movement: { id: recorded.id, entryId: recorded.entryIds[0]! },
    approvalId: approval!.id,
    reconciliationId: body<{ id: number }>(reconciliation).data.id,
    paymentMatchId: await dismissedPaymentMatch(
      cambixAccountId,
      body<{ id: number }>(reconciliation).data.id,
      finished.id,
    ),
    screening: { versionId: listVersion!.id, alertId: alert!.id },
    cases: { caseId, documentId, alertId: strangerAlert!.id },
    myData: await myDataOf(owner.user.id),
    rateAlerts: await rateAlertsOf(owner.user.id),
    fileToken: (await signFileLink(t.ctx, { kind: 'order_file', id: file.id }, owner.user.id))
      .split('/')
      .pop()!,
  };
});

afterAll(() => t?.close());

const endpoints = Object.entries(ENDPOINT_GROUPS).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(([key, endpoint]) => ({ name: `${group}.${key}`, endpoint })),
);

/** Endpoints that take a write method yet change nothing: a view of their module is enough. */
const READS_BY_POST = new Set(['orders.generateUrl']);

/** Whether a Colaborador holding only view is refused: the endpoint asks for edit, or changes something. */
const needsEdit = (name: string, endpoint: Endpoint, action: 'view' | 'edit') =>
  action === 'edit' || (endpoint.method !== 'GET' && !READS_BY_POST.has(name));

const ROLE_OF: Record<Exclude<CallerKind, 'anonymous'>, RoleName> = {
  customer: 'Cliente',
  otherCustomer: 'Cliente',
  colaboradorNone: 'Colaborador',
  colaboradorView: 'Colaborador',
  colaboradorEdit: 'Colaborador',
  colaboradorOther: 'Colaborador',
  externo: 'Externo',
  usuario: 'Usuario',
  administrador: 'Administrador',
};

/** What the endpoint's access rule answers a caller, before what its use case decides past it. */
function accessAnswer(name: string, endpoint: Endpoint, caller: CallerKind): CallerAnswer {
  const rule = endpoint.callers.access;
  if (rule.kind === 'open' || rule.kind === 'anyClient') return 'ok';
  if (rule.kind === 'apiKey' || caller === 'anonymous') return 401;
  if (rule.kind === 'roles') return rule.roles.includes(ROLE_OF[caller]) ? 'ok' : 403;
  if (caller === 'administrador' || caller === 'colaboradorEdit') return 'ok';
  if (caller === 'colaboradorView') return needsEdit(name, endpoint, rule.action) ? 403 : 'ok';
  if (rule.kind === 'customerOrStaff' && ROLE_OF[caller] === 'Cliente') return 'ok';
  if (rule.kind === 'partnerOrStaff' && caller === 'externo') return 'ok';
  return 403;
}

const expectedAnswer = (name: string, endpoint: Endpoint, caller: CallerKind): CallerAnswer =>
  endpoint.callers.except[caller] ?? accessAnswer(name, endpoint, caller);

/** Where the second factor is asked again: decision 132's actions, and renewing one's recovery codes. */
const STEP_UP = [
  'adminOrders.payout',
  'approvals.approve',
  'exchange.publish',
  'externalOrders.settle',
  'manualMovements.approve',
  'partners.createApiKey',
  'secondFactor.remove',
  'secondFactor.renewRecoveryCodes',
  'settings.saveFees',
  'settings.saveSecurity',
  'staffAccounts.setPermission',
];

describe('the contract and the server name the same endpoints', () => {
  it('every /api route is a contract endpoint, and every endpoint has a route and a request', () => {
    const declared = new Set(endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
    const registered = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    expect([...registered].filter((route) => !declared.has(route))).toEqual([]);
    expect([...declared].filter((route) => !registered.has(route))).toEqual([]);
    expect(endpoints.filter(({ name }) => !SAMPLES[name]).map(({ name }) => name)).toEqual([]);
    expect(Object.keys(SAMPLES).filter((name) => !endpoints.some((entry) => entry.name === name))).toEqual(
      [],
    );
  });

  it('asks for the second factor again exactly where the sensitive actions are', () => {
    expect(endpoints.filter(({ endpoint }) => endpoint.callers.stepUp).map(({ name }) => name)).toEqual(
      expect.arrayContaining(STEP_UP),
    );
    expect(endpoints.filter(({ endpoint }) => endpoint.callers.stepUp)).toHaveLength(STEP_UP.length);
  });
});

describe('every endpoint × every kind of caller answers as its contract declares', () => {
  for (const { name, endpoint } of endpoints) {
    it(`${name}: ${endpoint.method} ${endpoint.path}`, async () => {
      if (!SAMPLES[name]) throw new Error(`${name} has no request`);
      const got: Record<string, CallerAnswer | 'other'> = {};
      const expected: Record<string, CallerAnswer> = {};
      const leaked: string[] = [];
      const { answers: decided = {}, also = [] } = DECIDED[name] ?? {};
      const cases = [
        ...casesOf(endpoint.callers.access),
        ...also.map(({ label, grants }): Case => ({ label, caller: 'colaboradorView', grants })),
      ];
      for (const test of cases) {
        const headers = await headersOf(test);
        const sample = await SAMPLES[name]!(fixtures, headers);
        const response = await call(endpoint, sample, headers, test.caller);
        if (sample.endsSession && response.statusCode < 300) await signInAgain(test);
        expected[test.label] =
          also.find(({ label }) => label === test.label)?.answer ??
          decided[test.label] ??
          expectedAnswer(name, endpoint, test.caller);
        got[test.label] = answerOf(response);
        if (got[test.label] === 'other')
          leaked.push(`${test.label}: ${response.statusCode} ${response.body}`);
        if (STRANGERS.includes(test.caller)) {
          for (const secret of leaks(response)) leaked.push(`${test.label} read "${secret}"`);
        }
      }
      expect(got).toEqual(expected);
      expect(leaked).toEqual([]);
    });
  }
});
