import { settingsEndpoints } from '@cambix/contract';
import { settingsSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { queueRiskRecompute } from '../compliance-risk/index.ts';
import { announceRates } from '../exchange/index.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { listBankSettings } from './bank-settings.ts';
import { listCambixAccounts } from './cambix-account-settings.ts';
import { getSettings } from './get-settings.ts';
import { getSettingsSections } from './get-settings-sections.ts';
import { recordOpeningBalance } from './record-opening-balance.ts';
import { listReceiptSeries } from './receipt-series-settings.ts';
import { saveAccountTypes } from './save-account-types.ts';
import { createBank, updateBank } from './save-bank.ts';
import { createCambixAccount, updateCambixAccount } from './save-cambix-account.ts';
import { savePaymentSteps } from './save-payment-steps.ts';
import { saveReceiptSeries } from './save-receipt-series.ts';
import { saveSettingsSection } from './save-settings-section.ts';
import { uploadBankLogo } from './upload-bank-logo.ts';

const SAVED = 'Cambios guardados.';

/** /dashboard/ajustes (module ajustes): view to read, edit to save; every save is audited. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = settingsEndpoints;
  const s = settingsSchemas;

  defineRoute(app, ctx, e.sections, s.sections, {
    handler: async () => getSettingsSections(ctx),
  });
  defineRoute(app, ctx, e.saveFees, s.saveFees, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'fees', body), SAVED),
  });
  defineRoute(app, ctx, e.saveLimits, s.saveLimits, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'limits', body), SAVED),
  });
  defineRoute(app, ctx, e.savePoints, s.savePoints, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'points', body), SAVED),
  });
  defineRoute(app, ctx, e.saveReferrals, s.saveReferrals, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'referrals', body), SAVED),
  });
  defineRoute(app, ctx, e.saveFinance, s.saveFinance, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'finance', body), SAVED),
  });
  defineRoute(app, ctx, e.saveCompany, s.saveCompany, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'company', body), SAVED),
  });
  defineRoute(app, ctx, e.saveContact, s.saveContact, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'contact', body), SAVED),
  });
  // Open calculators follow the switch, the hours and the lock time at once.
  defineRoute(app, ctx, e.saveDivisas, s.saveDivisas, {
    handler: async ({ body, actor }) => {
      const saved = await saveSettingsSection(ctx, actor().userId, 'divisas', body);
      await announceRates(ctx);
      return withMessage(saved, SAVED);
    },
  });
  defineRoute(app, ctx, e.saveService, s.saveService, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'service', body), SAVED),
  });
  defineRoute(app, ctx, e.saveSecurity, s.saveSecurity, {
    handler: async ({ body, actor }) =>
      withMessage(await saveSettingsSection(ctx, actor().userId, 'security', body), SAVED),
  });
  // Ajustes › Cumplimiento: module cumplimiento, not ajustes (decision 151).
  defineRoute(app, ctx, e.compliance, s.compliance, {
    handler: async () => getSettings(ctx, 'compliance'),
  });
  // Every customer's risk level is computed again with the new values, in the background (decision 161).
  defineRoute(app, ctx, e.saveCompliance, s.saveCompliance, {
    handler: async ({ body, actor }) => {
      const saved = await saveSettingsSection(ctx, actor().userId, 'compliance', body);
      await queueRiskRecompute(ctx, ctx.db, actor().userId);
      return withMessage(saved, SAVED);
    },
  });
  // The legal pages and the help item read it before sign-in too.
  defineRoute(app, ctx, e.publicContact, s.publicContact, {
    handler: async () => ({
      company: await getSettings(ctx, 'company'),
      contact: await getSettings(ctx, 'contact'),
    }),
  });

  defineRoute(app, ctx, e.banks, s.banks, {
    handler: async () => listBankSettings(ctx.db),
  });
  defineRoute(app, ctx, e.createBank, s.createBank, {
    handler: async ({ body, actor }) => withMessage(await createBank(ctx, actor().userId, body), SAVED),
  });
  defineRoute(app, ctx, e.updateBank, s.updateBank, {
    handler: async ({ params, body, actor }) =>
      withMessage(await updateBank(ctx, actor().userId, Number(params.bankId), body), SAVED),
  });
  defineRoute(app, ctx, e.saveAccountTypes, s.saveAccountTypes, {
    handler: async ({ params, body, actor }) =>
      withMessage(await saveAccountTypes(ctx, actor().userId, Number(params.bankId), body.types), SAVED),
  });
  defineRoute(app, ctx, e.savePaymentSteps, s.savePaymentSteps, {
    handler: async ({ params, body, actor }) =>
      withMessage(await savePaymentSteps(ctx, actor().userId, Number(params.bankId), body.steps), SAVED),
  });
  defineRoute(app, ctx, e.uploadBankLogo, s.uploadBankLogo, {
    handler: async ({ params, request, actor }) => {
      const { file } = await readMultipart(request);
      return withMessage(
        await uploadBankLogo(ctx, actor().userId, Number(params.bankId), file?.data ?? null),
        SAVED,
      );
    },
  });

  defineRoute(app, ctx, e.cambixAccounts, s.cambixAccounts, {
    handler: async () => listCambixAccounts(ctx.db),
  });
  defineRoute(app, ctx, e.createCambixAccount, s.createCambixAccount, {
    handler: async ({ body, actor }) =>
      withMessage(await createCambixAccount(ctx, actor().userId, body), SAVED),
  });
  defineRoute(app, ctx, e.updateCambixAccount, s.updateCambixAccount, {
    handler: async ({ params, body, actor }) =>
      withMessage(await updateCambixAccount(ctx, actor().userId, Number(params.accountId), body), SAVED),
  });
  defineRoute(app, ctx, e.recordOpeningBalance, s.recordOpeningBalance, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await recordOpeningBalance(ctx, actor().userId, Number(params.accountId), body),
        'Saldo inicial registrado.',
      ),
  });

  defineRoute(app, ctx, e.receiptSeries, s.receiptSeries, {
    handler: async () => listReceiptSeries(ctx.db),
  });
  defineRoute(app, ctx, e.saveReceiptSeries, s.saveReceiptSeries, {
    handler: async ({ params, body, actor }) =>
      withMessage(await saveReceiptSeries(ctx, actor().userId, Number(params.bankId), body), SAVED),
  });
}
