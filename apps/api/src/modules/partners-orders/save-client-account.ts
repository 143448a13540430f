import type { OrderDestination, PartnerOrderInput } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { assertNoProblems, problem, type Problem } from '../../platform/refusal.ts';
import { checkBankAccount, upsertClientAccount } from '../bank-accounts/index.ts';
import type { ClientRow } from '../users/index.ts';

type Destination = PartnerOrderInput['destination'];
/** The currency the client receives in: soles, or dollars when they buy them (docs/rules/partners.md#dollar-orders). */
type Currency = 'PEN' | 'USD';

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
  currency: Currency,
): Promise<void> {
  const { problems } = await checkBankAccount(ctx, {
    ...destination,
    currency,
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
  currency: Currency,
  actorId: number | null,
): Promise<{ accountId: number; snapshot: OrderDestination }> {
  const { bank, type } = await checkBankAccount(ctx, {
    ...destination,
    currency,
    alias: null,
    isProvincia: false,
    holderDeclaration: true,
  });
  if (!bank || !type) throw new AppError('BANK_NOT_FOUND');
  const now = ctx.now();
  const saved = await upsertClientAccount(
    tx,
    {
      userId: client.id,
      bankId: bank.id,
      accountTypeId: type.id,
      accountNumber: destination.accountNumber,
      cci: destination.cci,
      currency,
    },
    now,
  );
  const accountId = saved.id;
  if (saved.added) {
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
        currency,
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
      currency,
      alias: null,
      holderName: [client.nombres, client.apellidoPaterno, client.apellidoMaterno]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' '),
    },
  };
}
