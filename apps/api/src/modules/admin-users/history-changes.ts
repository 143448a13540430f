import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { bankAccounts, banks } from '../../platform/db/schema/index.ts';
import { ubigeoNames } from './ubigeo-names.ts';

export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The names an audit row's codes and ids are read with: banks by code, accounts by id. */
export interface HistoryNames {
  bankByCode: Map<string, string>;
  accountById: Map<number, string>;
}

type Side = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Side =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Null, missing and empty say the same thing: nothing. */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const sameValue = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** Ids and internal marks an audit row keeps for machines; a person reads the account's label instead. */
const HIDDEN_FIELDS = new Set([
  'id',
  'bankName',
  'linkId',
  'partnerId',
  'pendingSince',
  'accountNumber',
  'bank',
]);

const BANK_ACCOUNT_ACTION = /^bank-account\./;

/** "BCP · ****1234": the bank and the last digits that tell a customer's accounts apart. */
export const accountLabel = (bankName: string, accountNumber: string) =>
  `${bankName} · ****${accountNumber.slice(-4)}`;

function bankNameOf(side: Side, names: HistoryNames): string | null {
  if (typeof side.bankName === 'string') return side.bankName;
  if (typeof side.bank === 'string') return names.bankByCode.get(side.bank) ?? side.bank;
  return null;
}

/** One side of a bank-account row as a person reads it: the account's label in place of bank code and number. */
function readableAccount(side: Side, names: HistoryNames): Side {
  const readable: Side = {};
  const bankName = bankNameOf(side, names);
  if (bankName && typeof side.accountNumber === 'string') {
    readable.account = accountLabel(bankName, side.accountNumber);
  } else if (typeof side.id === 'number') {
    readable.account = names.accountById.get(side.id) ?? null;
  }
  for (const [field, value] of Object.entries(side)) {
    if (!HIDDEN_FIELDS.has(field)) readable[field] = value;
  }
  return readable;
}

function readableSide(action: string, side: Side, names: HistoryNames): Side {
  const readable = BANK_ACCOUNT_ACTION.test(action) ? readableAccount(side, names) : { ...side };
  if (typeof readable.bankAccountId === 'number') {
    readable.bankAccountId = names.accountById.get(readable.bankAccountId) ?? null;
  }
  if (typeof readable.ubigeo === 'string') {
    const place = ubigeoNames(readable.ubigeo);
    readable.ubigeo = place?.distrito
      ? `${place.distrito}, ${place.provincia}, ${place.departamento}`
      : readable.ubigeo;
  }
  return readable;
}

/**
 * Field by field, what an audit row's before and after say changed, with codes and ids resolved to the
 * names a person reads (decision 107). A field that stayed the same, or went from nothing to nothing, is
 * not a change.
 */
export function changesOf(
  action: string,
  before: unknown,
  after: unknown,
  names: HistoryNames = { bankByCode: new Map(), accountById: new Map() },
): HistoryChange[] {
  if (before === null && after === null) return [];
  if (!isPlainObject(before) && !isPlainObject(after)) {
    return sameValue(before, after) ? [] : [{ field: '', before, after }];
  }
  const from = isPlainObject(before) ? readableSide(action, before, names) : {};
  const to = isPlainObject(after) ? readableSide(action, after, names) : {};
  // jsonb keeps no key order: the account first, then the fields in alphabetical order, the same on every read.
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort((a, b) =>
    a === 'account' ? -1 : b === 'account' ? 1 : a.localeCompare(b),
  );
  return fields
    .filter((field) => !sameValue(from[field], to[field]))
    .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
}

/** Bank codes and account ids the rows mention, looked up at once. */
export async function loadHistoryNames(db: Queryable, sides: unknown[]): Promise<HistoryNames> {
  const codes = new Set<string>();
  const accountIds = new Set<number>();
  for (const side of sides) {
    if (!isPlainObject(side)) continue;
    if (typeof side.bank === 'string' && typeof side.bankName !== 'string') codes.add(side.bank);
    if (typeof side.bankAccountId === 'number') accountIds.add(side.bankAccountId);
    if (typeof side.id === 'number' && typeof side.accountNumber !== 'string') accountIds.add(side.id);
  }
  const bankByCode = new Map<string, string>();
  if (codes.size > 0) {
    const rows = await db
      .select({ code: banks.code, shortName: banks.shortName })
      .from(banks)
      .where(inArray(banks.code, [...codes]));
    for (const row of rows) bankByCode.set(row.code, row.shortName);
  }
  const accountById = new Map<number, string>();
  if (accountIds.size > 0) {
    // Deleted accounts too: the history still names them.
    const rows = await db
      .select({ id: bankAccounts.id, accountNumber: bankAccounts.accountNumber, bank: banks.shortName })
      .from(bankAccounts)
      .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
      .where(inArray(bankAccounts.id, [...accountIds]));
    for (const row of rows) accountById.set(row.id, accountLabel(row.bank, row.accountNumber));
  }
  return { bankByCode, accountById };
}
