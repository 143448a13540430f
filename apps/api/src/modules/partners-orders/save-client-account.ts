import type { OrderDestination, PartnerOrderInput } from '@cambix/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { bankAccounts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertNoProblems, problem, type Problem } from '../../platform/refusal.ts';
import { checkBankAccount } from '../bank-accounts/index.ts';
import type { ClientRow } from './save-partner-client.ts';

type Destination = PartnerOrderInput['destination'];

const inDestination = (problems: Problem[]): Problem[] =>
  problems.map((item) => ({ ...item, field: `destination.${item.field}` }));

/**
 * The client's destination account checked as a customer's own (docs/rules/partners.md#partner-clients):
 * bank and type from the catalogue, the number's length, the CCI's prefix and check digits, the CCI when the
 * money goes to another bank than the one the client pays from. Before any transaction, so every field at
 * fault is named at once.
 */
export async function checkClientAccount(
  ctx: AppContext,
  destination: Destination,
  paymentBankId: number,
): Promise<void> {
  const { problems } = await checkBankAccount(ctx, {
    ...destination,
    currency: 'PEN',
    alias: null,
    isProvincia: false,
    holderDeclaration: true,
  });
  if (destination.bankId !== paymentBankId && destination.cci === null && problems.length === 0)
    problems.push(problem('cci', 'DESTINATION_CCI_REQUIRED'));
  assertNoProblems(inDestination(problems));
}

/**
 * The client's account, found by bank and number or added (an upsert, so two orders at once add it once);
 * returns its id and the snapshot the order keeps, with the client as holder.
 */
export async function saveClientAccount(
  ctx: AppContext,
  tx: Tx,
  client: ClientRow,
  destination: Destination,
  actorId: number | null,
): Promise<{ accountId: number; snapshot: OrderDestination }> {
  const { bank, type } = await checkBankAccount(ctx, {
    ...destination,
    currency: 'PEN',
    alias: null,
    isProvincia: false,
    holderDeclaration: true,
  });
  if (!bank || !type) throw new AppError('BANK_NOT_FOUND');
  const now = ctx.now();
  const [added] = await tx
    .insert(bankAccounts)
    .values({
      userId: client.id,
      bankId: bank.id,
      accountTypeId: type.id,
      currency: 'PEN',
      accountNumber: destination.accountNumber,
      cci: destination.cci,
      holderDeclaredAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [bankAccounts.userId, bankAccounts.bankId, bankAccounts.accountNumber],
      where: sql`${bankAccounts.deletedAt} is null`,
    })
    .returning({ id: bankAccounts.id });
  let accountId = added?.id;
  if (accountId === undefined) {
    const [current] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.userId, client.id),
          eq(bankAccounts.bankId, bank.id),
          eq(bankAccounts.accountNumber, destination.accountNumber),
          isNull(bankAccounts.deletedAt),
        ),
      );
    if (!current) throw new Error('client account neither added nor found');
    accountId = current.id;
    // The partner typed the account again: its type and CCI as given now are the ones to pay to.
    await tx
      .update(bankAccounts)
      .set({ accountTypeId: type.id, cci: destination.cci })
      .where(eq(bankAccounts.id, accountId));
  } else {
    await recordAudit(tx, {
      actorId,
      action: 'bank-account.create',
      targetType: 'user',
      targetId: client.id,
      after: {
        id: accountId,
        bank: bank.code,
        bankName: bank.shortName,
        accountType: type.name,
        accountNumber: destination.accountNumber,
        cci: destination.cci,
        partnerId: client.partnerId,
      },
    });
  }
  return {
    accountId,
    snapshot: {
      bankId: bank.id,
      bankCode: bank.code,
      bankName: bank.name,
      accountType: type.name,
      accountNumber: destination.accountNumber,
      cci: destination.cci,
      currency: 'PEN',
      alias: null,
      holderName: [client.nombres, client.apellidoPaterno, client.apellidoMaterno]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' '),
    },
  };
}
