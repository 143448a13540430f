import type { Bank } from '@cambix/contract';
import { bankSchemas } from '@cambix/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import type { CacheReader } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { bankAccountTypes, banks } from '../../platform/db/schema/index.ts';
import { PreparedAnswer } from '../../platform/http/prepared-answer.ts';

export interface BankCatalogue {
  banks: Bank[];
  /** The answer of `GET /api/banks`, checked and serialized once. */
  answer: PreparedAnswer<Bank[]>;
}

const CATALOGUE = 'banks:catalogue';

/** A bank row as the catalogue shows it, without its account types; Ajustes adds its own fields on top. */
export function bankFieldsOf(bank: typeof banks.$inferSelect): Omit<Bank, 'accountTypes'> {
  return {
    id: bank.id,
    code: bank.code,
    name: bank.name,
    shortName: bank.shortName,
    color: bank.color,
    logoUrl: bank.logoUrl,
    maxOrderAmount: bank.maxOrderAmount,
    hasCollectionAccount: bank.hasCollectionAccount,
  };
}

async function loadCatalogue(db: Queryable): Promise<BankCatalogue> {
  const bankRows = await db
    .select()
    .from(banks)
    .where(eq(banks.active, true))
    .orderBy(asc(banks.sortOrder), asc(banks.id));
  const typeRows = await db.select().from(bankAccountTypes).orderBy(asc(bankAccountTypes.id));
  const mapped: Bank[] = bankRows.map((bank) => ({
    ...bankFieldsOf(bank),
    accountTypes: typeRows
      .filter((type) => type.bankId === bank.id)
      .map((type) => ({
        id: type.id,
        code: type.code,
        name: type.name,
        minLength: type.minLength,
        maxLength: type.maxLength,
      })),
  }));
  const answer = new PreparedAnswer(bankSchemas.list.response, mapped);
  return { banks: answer.data, answer };
}

/** The active banks with their account types: read once per instance, kept until Ajustes changes them. */
export function getBankCatalogue(ctx: CacheReader): Promise<BankCatalogue> {
  return ctx.cache.get(CATALOGUE, () => loadCatalogue(ctx.db));
}

/** After banks, account types or Cambix's collection accounts change (and commit): every instance reads again. */
export function forgetBankCatalogue(ctx: Pick<CacheReader, 'cache'>): Promise<void> {
  return ctx.cache.forget(CATALOGUE);
}

/** An active bank of the catalogue. */
export async function findCatalogueBank(ctx: CacheReader, bankId: number): Promise<Bank | undefined> {
  return (await getBankCatalogue(ctx)).banks.find((bank) => bank.id === bankId);
}
