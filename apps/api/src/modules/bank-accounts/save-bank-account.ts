import type { AccountType, Bank, BankAccount, BankAccountInput } from '@cambix/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { bankAccounts, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { assertNoProblems, problem, refuse } from '../../platform/refusal.ts';
import { checkBankAccount, type BankAccountFields } from './check-bank-account.ts';
import { accountToConfirmMail } from './mails/account-to-confirm-mail.ts';
import { findBankAccount, toBankAccount } from './list-bank-accounts.ts';

const duplicate = () => refuse([problem('accountNumber', 'BANK_ACCOUNT_DUPLICATE')]);

/** What the audit log keeps of an account. */
export function auditedAccount(account: BankAccount, bankShortName?: string) {
  return {
    id: account.id,
    bank: account.bank.code,
    // The name as of the change, so the customer's history reads as it was (decision 107).
    ...(bankShortName === undefined ? {} : { bankName: bankShortName }),
    accountType: account.accountType.name,
    currency: account.currency,
    accountNumber: account.accountNumber,
    cci: account.cci,
    alias: account.alias,
    isProvincia: account.isProvincia,
  };
}

/** Checks the catalogue rules and returns the bank and type the account belongs to. */
export async function validateBankAccount(
  ctx: AppContext,
  input: BankAccountFields,
): Promise<{ bank: Bank; type: AccountType }> {
  const { problems, bank, type } = await checkBankAccount(ctx, input);
  assertNoProblems(problems);
  if (!bank || !type) throw new AppError('BANK_NOT_FOUND');
  return { bank, type };
}

async function assertNotDuplicate(
  db: Queryable,
  userId: number,
  input: BankAccountFields,
  exceptId?: number,
) {
  const [same] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, userId),
        eq(bankAccounts.bankId, input.bankId),
        eq(bankAccounts.accountNumber, input.accountNumber),
        isNull(bankAccounts.deletedAt),
        exceptId === undefined ? undefined : ne(bankAccounts.id, exceptId),
      ),
    );
  if (same) throw duplicate();
}

/**
 * Inserts an account already validated, with its audit row, in the caller's transaction. One added
 * through an order link (`linkId`) waits for the customer's confirmation before any payout (decision 072).
 */
export async function insertBankAccount(
  db: Queryable,
  ctx: AppContext,
  userId: number,
  input: BankAccountFields,
  { bank, type }: { bank: Bank; type: AccountType },
  linkId?: number,
): Promise<BankAccount> {
  await assertNotDuplicate(db, userId, input);
  const [row] = await db
    .insert(bankAccounts)
    .values({
      userId,
      bankId: bank.id,
      accountTypeId: type.id,
      currency: input.currency,
      accountNumber: input.accountNumber,
      cci: input.cci,
      alias: input.alias,
      isProvincia: input.isProvincia,
      holderDeclaredAt: ctx.now(),
      pendingConfirmationSince: linkId === undefined ? null : ctx.now(),
    })
    .returning();
  if (!row) throw new Error('insert returned no account');
  const account = toBankAccount(row, bank, type);
  await recordAudit(db, {
    actorId: userId,
    action: 'bank-account.create',
    targetType: 'user',
    targetId: userId,
    after: {
      ...auditedAccount(account, bank.shortName),
      ...(linkId === undefined ? {} : { linkId, confirmed: false }),
    },
  });
  return account;
}

/** Maps the unique index on (user, bank, number) to the refusal the customer understands. */
export function rethrowDuplicate(error: unknown): never {
  if (uniqueViolation(error) === 'bank_accounts_user_number_key') throw duplicate();
  throw error;
}

/**
 * `POST /api/user/createUpdateBank`: a validated customer adds an account, or edits one of their own
 * (`id`). Another customer's account is not found. The first account is given in the KYC wizard. A
 * session bound to an order link only adds, and what it adds waits for the customer's confirmation from
 * their own session, which a mail asks for (decision 072).
 */
export async function saveBankAccount(
  ctx: AppContext,
  principal: Principal,
  input: BankAccountInput,
): Promise<BankAccount> {
  const [owner] = await ctx.db
    .select({ kycStep: users.kycStep, email: users.email, nombres: users.nombres })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!owner) throw new AppError('USER_NOT_FOUND');
  if (owner.kycStep !== 0) throw new AppError('KYC_STEP_NOT_CURRENT');
  const { id, ...fields } = input;
  if (principal.link && id !== undefined) throw new AppError('LINK_SESSION_OUT_OF_SCOPE');
  const checked = await validateBankAccount(ctx, fields);
  const linkId = principal.link?.id;

  try {
    const saved = await ctx.db.transaction(async (tx) => {
      if (id === undefined) {
        const added = await insertBankAccount(tx, ctx, principal.userId, fields, checked, linkId);
        if (linkId !== undefined)
          await ctx.mailer.enqueue(tx, accountToConfirmMail(ctx.config, owner, added));
        return added;
      }

      const [current] = await tx
        .select()
        .from(bankAccounts)
        .where(
          and(
            eq(bankAccounts.id, id),
            eq(bankAccounts.userId, principal.userId),
            isNull(bankAccounts.deletedAt),
          ),
        )
        .for('update');
      if (!current) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
      await assertNotDuplicate(tx, principal.userId, fields, id);
      const before = await findBankAccount(tx, current.id);
      const [row] = await tx
        .update(bankAccounts)
        .set({
          bankId: checked.bank.id,
          accountTypeId: checked.type.id,
          currency: fields.currency,
          accountNumber: fields.accountNumber,
          cci: fields.cci,
          alias: fields.alias,
          isProvincia: fields.isProvincia,
          holderDeclaredAt: ctx.now(),
        })
        .where(eq(bankAccounts.id, id))
        .returning();
      if (!row) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
      const account = toBankAccount(row, checked.bank, checked.type);
      await recordAudit(tx, {
        actorId: principal.userId,
        action: 'bank-account.update',
        targetType: 'user',
        targetId: principal.userId,
        before: before ? auditedAccount(before) : null,
        after: auditedAccount(account, checked.bank.shortName),
      });
      return account;
    });
    return saved;
  } catch (error) {
    return rethrowDuplicate(error);
  }
}
