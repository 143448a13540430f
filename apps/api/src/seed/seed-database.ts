import { cciCheckDigits, PERU, ROLE_IDS, TERMS_VERSION } from '@cambix/contract';
import { recordConsents, registrationConsents } from '../modules/consents/index.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client.ts';
import { DEFAULT_SETTINGS } from '@cambix/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  bankAccounts,
  bankAccountTypes,
  banks,
  cambixAccounts,
  consents,
  exchangeRates,
  partners,
  paymentBankSteps,
  promoCodes,
  receiptSeries,
  referralCodes,
  settings,
  staffPermissions,
  surveyQuestions,
  surveyResponses,
  surveys,
  users,
} from '../platform/db/schema/index.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import { BANK_CATALOGUE } from './bank-catalogue.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMER_EXTRAS,
  DEMO_CUSTOMER_USD_ACCOUNT,
  DEMO_PASSWORD,
} from './demo-accounts.ts';
import { seedDemoCompany, seedDemoFinance } from './demo-finance.ts';
import { seedDemoPartners } from './demo-partners.ts';
import { seedDemoScreeningLists } from './demo-screening-lists.ts';
import {
  CAMBIX_ACCOUNTS,
  CAMBIX_HOLDER,
  CAMBIX_USD_ACCOUNTS,
  DEMO_CAMPAIGNS,
  DEMO_COUPON,
  FIRST_BOARD,
  PAYMENT_STEPS,
  RECEIPT_SERIES,
  SURVEY_ONE,
} from './reference-data.ts';

// Any fixed number: instances starting together on one database seed once.
const SEED_LOCK = 7_240_312;

async function seedCatalogue(tx: Tx): Promise<void> {
  for (const [index, bank] of BANK_CATALOGUE.entries()) {
    const [row] = await tx
      .insert(banks)
      .values({
        code: bank.code,
        name: bank.name,
        shortName: bank.shortName,
        color: bank.color,
        hasCollectionAccount: bank.hasCollectionAccount,
        maxOrderAmount: bank.maxOrderAmount,
        sortOrder: index,
      })
      .returning({ id: banks.id });
    if (!row) throw new Error(`bank ${bank.code} not inserted`);
    await tx.insert(bankAccountTypes).values(bank.accountTypes.map((type) => ({ bankId: row.id, ...type })));
  }
}

async function seedPaymentSteps(tx: Tx): Promise<void> {
  for (const [code, steps] of Object.entries(PAYMENT_STEPS)) {
    const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.code, code));
    if (!bank) continue;
    await tx
      .insert(paymentBankSteps)
      .values(steps.map((text, index) => ({ bankId: bank.id, stepNumber: index + 1, text })));
  }
}

async function bankIdOf(tx: Tx, code: string): Promise<number> {
  const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.code, code));
  if (!bank) throw new Error(`bank ${code} missing from the catalogue`);
  return bank.id;
}

async function seedCambixAccounts(
  tx: Tx,
  accounts: typeof CAMBIX_ACCOUNTS,
  currency: 'PEN' | 'USD',
): Promise<void> {
  for (const account of accounts) {
    const bankId = await bankIdOf(tx, account.bankCode);
    const rows = (['collection', 'payout'] as const).map((purpose) => {
      const accountNumber = account[purpose];
      const first18 = `${account.bankCode}${account.office}${accountNumber.slice(-12).padStart(12, '0')}`;
      return {
        bankId,
        currency,
        purpose,
        accountNumber,
        cci: `${first18}${cciCheckDigits(first18)}`,
        holderName: CAMBIX_HOLDER,
      };
    });
    await tx.insert(cambixAccounts).values(rows);
  }
}

async function seedReceiptSeries(tx: Tx): Promise<void> {
  for (const [code, serie] of Object.entries(RECEIPT_SERIES)) {
    await tx.insert(receiptSeries).values({ bankId: await bankIdOf(tx, code), serie });
  }
}

async function seedSettings(tx: Tx): Promise<void> {
  await tx.insert(settings).values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })));
}

async function seedSurvey(tx: Tx): Promise<void> {
  await tx.insert(surveys).values({ id: SURVEY_ONE.id, title: SURVEY_ONE.title });
  await tx
    .insert(surveyQuestions)
    .values(SURVEY_ONE.questions.map((question) => ({ surveyId: SURVEY_ONE.id, ...question })));
}

async function seedDemo(tx: Tx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  for (const account of DEMO_ACCOUNTS) {
    const isCustomer = account.role === 'Cliente';
    const [user] = await tx
      .insert(users)
      .values({
        roleId: ROLE_IDS[account.role],
        documentType: 'DNI',
        nationality: PERU,
        documentNumber: account.dni,
        nombres: account.nombres,
        apellidoPaterno: account.apellidoPaterno,
        apellidoMaterno: account.apellidoMaterno,
        email: account.email,
        celular: account.celular,
        passwordHash,
        kycStep: account.kycStep,
        accountStatus: account.accountStatus,
        ...(isCustomer ? { termsAcceptedAt: now, termsVersion: TERMS_VERSION, dataConsentAt: now } : {}),
        ...(account.kyc ? { ...account.kyc, profileUpdatedAt: now } : {}),
        ...(account.surveyAnswer ? { surveyAnsweredAt: now } : {}),
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`demo user ${account.dni} not inserted`);
    // Demo customers signed up under the texts in force, marketing left unticked; one under the first texts.
    if (isCustomer && account.firstTexts) {
      await tx.insert(consents).values(
        (['terminos', 'privacidad', 'datos-sensibles'] as const).map((document) => ({
          userId: user.id,
          document,
          version: 1,
          accepted: true,
          at: now,
        })),
      );
    } else if (isCustomer) {
      await recordConsents(tx, user.id, registrationConsents(false), now, null);
    }
    if (account.surveyAnswer) {
      const [question] = await tx
        .select({ id: surveyQuestions.id })
        .from(surveyQuestions)
        .where(eq(surveyQuestions.surveyId, SURVEY_ONE.id));
      if (question) {
        await tx.insert(surveyResponses).values({
          surveyId: SURVEY_ONE.id,
          userId: user.id,
          answers: [{ questionId: question.id, optionIds: [account.surveyAnswer], text: null }],
        });
      }
    }
    if (account.modules) {
      await tx.insert(staffPermissions).values(
        account.modules.map((grant) => ({
          userId: user.id,
          module: grant.module,
          canView: true,
          canEdit: grant.canEdit,
        })),
      );
    }
  }

  const extras = DEMO_CUSTOMER_EXTRAS;
  const customerId = await addDemoCustomerAccount(tx, {
    currency: 'PEN',
    accountType: extras.accountType,
    accountNumber: extras.accountNumber,
    alias: extras.alias,
    holderDeclaredAt: now,
  });
  await tx
    .insert(referralCodes)
    .values({ code: extras.referralCode, ownerUserId: customerId, percentDiscount: extras.referralPercent });
}

/** One of the validated customer's BCP accounts, with a CCI whose check digits hold; answers the customer's id. */
async function addDemoCustomerAccount(
  tx: Tx,
  account: {
    currency: 'PEN' | 'USD';
    accountType: string;
    accountNumber: string;
    alias: string;
    holderDeclaredAt: Date;
  },
): Promise<number> {
  const extras = DEMO_CUSTOMER_EXTRAS;
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.documentNumber, extras.dni));
  const [type] = await tx
    .select({ id: bankAccountTypes.id, bankId: banks.id })
    .from(bankAccountTypes)
    .innerJoin(banks, eq(banks.id, bankAccountTypes.bankId))
    .where(and(eq(banks.code, extras.bankCode), eq(bankAccountTypes.code, account.accountType)));
  if (!customer || !type) throw new Error('demo customer or BCP savings type missing');
  const first18 = `${extras.bankCode}${extras.cciOffice}${account.accountNumber.slice(-12)}`;
  await tx.insert(bankAccounts).values({
    userId: customer.id,
    bankId: type.bankId,
    accountTypeId: type.id,
    currency: account.currency,
    accountNumber: account.accountNumber,
    cci: `${first18}${cciCheckDigits(first18)}`,
    alias: account.alias,
    holderDeclaredAt: account.holderDeclaredAt,
  });
  return customer.id;
}

/** The validated customer's dollar account, for divisas (tests start without it, as without the demo finance). */
async function seedDemoDollarAccount(tx: Tx): Promise<void> {
  await addDemoCustomerAccount(tx, {
    currency: 'USD',
    ...DEMO_CUSTOMER_USD_ACCOUNT,
    holderDeclaredAt: new Date(),
  });
}

/** The demo Administrador, who records the demo's movements. */
function adminDni(): string {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Administrador');
  if (!admin) throw new Error('no demo Administrador');
  return admin.dni;
}

/** The welcome coupon first (id 1, which tests name), then the demo campaigns. */
async function seedCoupons(tx: Tx): Promise<void> {
  await tx.insert(promoCodes).values(DEMO_COUPON);
  for (const { bankCode, ...campaign } of DEMO_CAMPAIGNS)
    await tx
      .insert(promoCodes)
      .values({ ...campaign, bankId: bankCode ? await bankIdOf(tx, bankCode) : null });
}

async function hasUsdAccounts(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ value: count() })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.currency, 'USD'));
  return (row?.value ?? 0) > 0;
}

async function isEmpty(tx: Tx, table: PgTable): Promise<boolean> {
  const [row] = await tx.select({ value: count() }).from(table);
  return row?.value === 0;
}

/**
 * Fills each empty reference table (banks, payment steps, settings, survey, Cambix's accounts, receipt
 * series), so a database migrated from an earlier version gets what it lacks; the demo accounts (and
 * the demo coupon) only go into a database without users.
 * Returns whether the demo accounts were created now.
 */
export async function seedDatabase(
  db: Db,
  options: {
    demo: boolean;
    /** The demo partners' orders waiting for payment (tests start without them). */
    demoPartnerOrders?: boolean;
    /**
     * The demo's company, opening balances, manual movements and the customer's dollar account (tests
     * start without them).
     */
    demoFinance?: boolean;
    /**
     * The demo's 90 days of orders follow, seeded by `seedDemoHistory` once the app's context exists
     * (decision 111): the accounts open before them and the manual movements are left to it. Off for tests.
     */
    demoHistory?: boolean;
  },
): Promise<{ demoCreated: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isEmpty(tx, banks)) await seedCatalogue(tx);
    if (await isEmpty(tx, paymentBankSteps)) await seedPaymentSteps(tx);
    if (await isEmpty(tx, settings)) await seedSettings(tx);
    if (await isEmpty(tx, surveys)) await seedSurvey(tx);
    if (await isEmpty(tx, cambixAccounts)) await seedCambixAccounts(tx, CAMBIX_ACCOUNTS, 'PEN');
    // A database from before divisas has its soles accounts and gets the dollar ones.
    if (!(await hasUsdAccounts(tx))) await seedCambixAccounts(tx, CAMBIX_USD_ACCOUNTS, 'USD');
    if (await isEmpty(tx, exchangeRates))
      await tx.insert(exchangeRates).values({ source: 'manual', ...FIRST_BOARD, publishedBy: null });
    if (await isEmpty(tx, receiptSeries)) await seedReceiptSeries(tx);
    if (!options.demo) return { demoCreated: false };
    const demoCreated = await isEmpty(tx, users);
    if (demoCreated) {
      if (await isEmpty(tx, promoCodes)) await seedCoupons(tx);
      await seedDemo(tx);
      if (options.demoFinance ?? true) {
        await seedDemoCompany(tx);
        await seedDemoDollarAccount(tx);
        await seedDemoFinance(tx, new Date(), adminDni(), { history: options.demoHistory ?? false });
        await seedDemoScreeningLists(tx, adminDni(), new Date());
      }
    }
    // A demo database from before the partners gets them too, attached to its Externo accounts.
    if (await isEmpty(tx, partners))
      await seedDemoPartners(tx, { orders: options.demoPartnerOrders ?? true });
    return { demoCreated };
  });
}
