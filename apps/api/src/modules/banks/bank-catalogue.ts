import type { Bank } from '@cambix/contract';
import { bankSchemas } from '@cambix/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { bankAccountTypes, banks } from '../../platform/db/schema/index.ts';
import { PreparedAnswer } from '../../platform/http/prepared-answer.ts';

export interface BankCatalogue {
  banks: Bank[];
  /** The answer of `GET /api/banks`, checked and serialized once. */
  answer: PreparedAnswer<Bank[]>;
}

// Read once per database and kept in memory: the catalogue changes only when staff edit it in Ajustes.
const cache = new WeakMap<Db, Promise<BankCatalogue>>();

async function loadCatalogue(db: Db): Promise<BankCatalogue> {
  const bankRows = await db
    .select()
    .from(banks)
    .where(eq(banks.active, true))
    .orderBy(asc(banks.sortOrder), asc(banks.id));
  const typeRows = await db.select().from(bankAccountTypes).orderBy(asc(bankAccountTypes.id));
  const mapped: Bank[] = bankRows.map((bank) => ({
    id: bank.id,
    code: bank.code,
    name: bank.name,
    shortName: bank.shortName,
    color: bank.color,
    logoUrl: bank.logoUrl,
    maxOrderAmount: bank.maxOrderAmount,
    hasCollectionAccount: bank.hasCollectionAccount,
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

/** The active banks with their account types, from memory after the first read. */
export function getBankCatalogue(db: Db): Promise<BankCatalogue> {
  let catalogue = cache.get(db);
  if (!catalogue) {
    catalogue = loadCatalogue(db).catch((error: unknown) => {
      cache.delete(db);
      throw error;
    });
    cache.set(db, catalogue);
  }
  return catalogue;
}

/** Drops the cached catalogue after banks or account types change (Ajustes). */
export function forgetBankCatalogue(db: Db): void {
  cache.delete(db);
}

/** An active bank of the catalogue. */
export async function findCatalogueBank(db: Db, bankId: number): Promise<Bank | undefined> {
  return (await getBankCatalogue(db)).banks.find((bank) => bank.id === bankId);
}
