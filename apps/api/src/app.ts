import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { registerAdminOrderRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { relayOrderChanges } from './modules/admin-orders/relay-order-changes.ts';
import { registerAdminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { registerBankAccountRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { registerBankRoutes } from './modules/banks/banks.routes.ts';
import { registerExchangeRoutes } from './modules/exchange/exchange.routes.ts';
import { registerServiceHoursRoutes } from './modules/service-hours/service-hours.routes.ts';
import { relayRates } from './modules/exchange/relay-rates.ts';
import { registerIdentityRoutes } from './modules/identity/identity.routes.ts';
import { handleNotificationReads } from './modules/notifications/notification-sockets.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { relayNotifications } from './modules/notifications/relay-notifications.ts';
import { registerOrderLinkRoutes } from './modules/order-links/order-links.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerOrderDocumentRoutes } from './modules/orders/order-documents.routes.ts';
import { registerOrderPipelineRoutes } from './modules/order-pipeline/order-pipeline.routes.ts';
import { relayCustomerStatus } from './modules/order-pipeline/relay-customer-status.ts';
import { registerPartnerOrderRoutes } from './modules/partners-orders/partners-orders.routes.ts';
import { registerPartnerAdminRoutes } from './modules/partners-admin/partners-admin.routes.ts';
import { handleFacturaJobs, registerReceiptRoutes } from './modules/receipts/index.ts';
import { handleRescreenJobs, registerScreeningRoutes } from './modules/compliance-screening/index.ts';
import { registerComplianceAlertRoutes } from './modules/compliance-alerts/index.ts';
import { handleRiskJobs, registerComplianceRiskRoutes } from './modules/compliance-risk/index.ts';
import { registerComplianceCaseRoutes } from './modules/compliance-cases/index.ts';
import { handleExportJobs, registerPersonalDataRoutes } from './modules/personal-data/index.ts';
import { registerPartnerApiRoutes } from './modules/partners-api/partners-api.routes.ts';
import { handleWebhookJobs } from './modules/partners-webhooks/index.ts';
import { registerPartnerWebhookRoutes } from './modules/partners-webhooks/partners-webhooks.routes.ts';
import { registerPointsRoutes } from './modules/points/points.routes.ts';
import { registerManualMovementRoutes } from './modules/finance-ledger/manual-movements.routes.ts';
import { registerApprovalRoutes } from './modules/approvals/approvals.routes.ts';
import { registerMovementRoutes } from './modules/finance-ledger/movements.routes.ts';
import { registerReconciliationRoutes } from './modules/finance-reconciliation/reconciliation.routes.ts';
import { registerPaymentMatchingRoutes } from './modules/payment-matching/payment-matching.routes.ts';
import { registerComplianceRegisterRoutes } from './modules/compliance-register/compliance-register.routes.ts';
import { registerReportRoutes } from './modules/finance-reports/reports.routes.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { registerConsentRoutes } from './modules/consents/consents.routes.ts';
import { registerPromotionRoutes } from './modules/promotions/promotions.routes.ts';
import { handleRateAlertJobs, registerRateAlertRoutes } from './modules/rate-alerts/index.ts';
import { registerSurveyRoutes } from './modules/surveys/surveys.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerReferralRoutes } from './modules/referrals/referrals.routes.ts';
import { registerSessionRoutes } from './modules/sessions/sessions.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerStaffAccountRoutes } from './modules/staff-accounts/staff-accounts.routes.ts';
import { registerSecondFactorRoutes } from './modules/second-factor/second-factor.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import type { AppContext } from './platform/context.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerErrorHandling } from './platform/http/envelope.ts';
import { sharedOrLocalStore } from './platform/http/rate-limit-store.ts';
import { RequestLog } from './platform/http/request-log.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerServerDate } from './platform/http/server-date.ts';
import { servedEndpoint } from './platform/http/served-endpoint.ts';
import { MAX_UPLOAD_BYTES } from './platform/http/uploads.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { attachRealtime } from './platform/realtime/realtime-server.ts';

/** A route under /api, as registered. */
export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route of the app (the authorization matrix test holds them against the contract). */
    apiRoutes: readonly ApiRoute[];
  }
}

export interface BuildOptions {
  redis?: Redis | undefined;
}

/** Builds the whole application; never listens (server.ts does, tests inject). */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    logController: new RequestLog(ctx.config.slowRequestMs),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    // Signed file links carry a token in the path (about 250 characters).
    routerOptions: { maxParamLength: 512 },
  });

  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api')) return;
    servedEndpoint(route, url);
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url });
  });

  app.addHook('onClose', () => ctx.cache.close());

  // Sockets ride on the same HTTP server; open ones are ended first, or closing would wait on them.
  const realtime = attachRealtime(app.server, ctx, { redis: options.redis });
  app.decorate('realtime', realtime);
  const stopOrderRelay = relayOrderChanges(ctx, realtime);
  const stopCustomerStatusRelay = relayCustomerStatus(ctx, realtime);
  const stopNotificationRelay = relayNotifications(ctx, realtime);
  const stopRatesRelay = relayRates(ctx, realtime);
  await handleWebhookJobs(ctx);
  await handleRescreenJobs(ctx);
  await handleRiskJobs(ctx);
  await handleExportJobs(ctx);
  await handleFacturaJobs(ctx);
  await handleRateAlertJobs(ctx);
  handleNotificationReads(ctx, realtime);
  app.addHook('preClose', async () => realtime.disconnectAll());
  app.addHook('onClose', async () => {
    stopOrderRelay();
    stopCustomerStatusRelay();
    stopNotificationRelay();
    stopRatesRelay();
    await realtime.close();
  });
  registerErrorHandling(app);
  registerServerDate(app, ctx.now);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (ctx.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: ctx.config.corsOrigins, credentials: false });
  }
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: sharedOrLocalStore(options.redis, ctx.log) } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'RATE_LIMITED' }),
  });

  await app.register(async (api) => {
    // Only here: the web build's files are compressed ahead of time (web-app.ts), sockets are not routes.
    await registerCompression(api);
    registerHealthRoutes(api, ctx, options.redis);
    registerAuthRoutes(api, ctx);
    registerUserRoutes(api, ctx);
    registerReferralRoutes(api, ctx);
    registerFileRoutes(api, ctx);
    registerBankRoutes(api, ctx);
    registerBankAccountRoutes(api, ctx);
    registerIdentityRoutes(api, ctx);
    registerProfileRoutes(api, ctx);
    registerConsentRoutes(api, ctx);
    registerSessionRoutes(api, ctx);
    registerSurveyRoutes(api, ctx);
    registerAdminUserRoutes(api, ctx);
    registerOrderRoutes(api, ctx);
    registerOrderDocumentRoutes(api, ctx);
    registerOrderLinkRoutes(api, ctx);
    registerAdminOrderRoutes(api, ctx);
    registerOrderPipelineRoutes(api, ctx);
    registerPromotionRoutes(api, ctx);
    registerPointsRoutes(api, ctx);
    registerNotificationRoutes(api, ctx);
    registerStaffAccountRoutes(api, ctx);
    registerSecondFactorRoutes(api, ctx);
    registerSettingsRoutes(api, ctx);
    registerExchangeRoutes(api, ctx);
    registerServiceHoursRoutes(api, ctx);
    registerRateAlertRoutes(api, ctx);
    registerPartnerAdminRoutes(api, ctx);
    registerPartnerApiRoutes(api, ctx);
    registerPartnerWebhookRoutes(api, ctx);
    registerPartnerOrderRoutes(api, ctx);
    registerManualMovementRoutes(api, ctx);
    registerApprovalRoutes(api, ctx);
    registerMovementRoutes(api, ctx);
    registerReconciliationRoutes(api, ctx);
    registerPaymentMatchingRoutes(api, ctx);
    registerReportRoutes(api, ctx);
    registerComplianceRegisterRoutes(api, ctx);
    registerScreeningRoutes(api, ctx);
    registerComplianceAlertRoutes(api, ctx);
    registerComplianceRiskRoutes(api, ctx);
    registerComplianceCaseRoutes(api, ctx);
    registerPersonalDataRoutes(api, ctx);
    registerReceiptRoutes(api, ctx);
  });

  await registerWebApp(app, ctx.config.webDist);
  return app;
}
