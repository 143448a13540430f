import { cciCheckDigits, PERU, ROLE_IDS, TERMS_VERSION } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import { bankAccounts, bankAccountTypes, banks, consents, users } from '../platform/db/schema/index.ts';
import { limaDayStart, shiftDay } from '../platform/lima-calendar.ts';
import { MINUTE_MS } from './demo-history-business-hours.ts';
import { ANA_HISTORY, HISTORY_CUSTOMERS, HISTORY_DAYS } from './demo-history-customers.ts';
import { generator, SEED } from './demo-history-random.ts';

const ACCOUNT_LENGTH: Record<string, number> = {
  '002': 14,
  '003': 13,
  '011': 18,
  '009': 10,
  '038': 12,
  '035': 12,
  '018': 11,
  '054': 14,
  '049': 14,
};

export interface Customer {
  id: number;
  dni: string;
  /** How they sign a declaración jurada: their names as registered. */
  fullName: string;
  weight: number;
  typicalAmount: number;
  registeredOn: string;
  /** Their PEN accounts: bank code, account id. */
  accounts: { bankCode: string; id: number }[];
  /** Their dollar account, for divisas: bank code, account id; null when they only send soles. */
  usdAccount: { bankCode: string; id: number } | null;
}

function cciOf(bankCode: string, accountNumber: string): string {
  const first18 = `${bankCode}${'100'}${accountNumber.slice(-12).padStart(12, '0')}`;
  return `${first18}${cciCheckDigits(first18)}`;
}

/** Limits and commission as staff left them; the history's heavy customers are premium (a higher limit). */
const PREMIUM_DNIS = new Set(['70348215', '72836410']);

export async function insertCustomers(tx: Tx, lastDay: string, adminId: number): Promise<Customer[]> {
  const types = await tx
    .select({ typeId: bankAccountTypes.id, bankId: banks.id, code: banks.code })
    .from(bankAccountTypes)
    .innerJoin(banks, eq(banks.id, bankAccountTypes.bankId))
    .where(eq(bankAccountTypes.code, 'AHORROS'));
  const typeOf = (code: string) => {
    const type = types.find((candidate) => candidate.code === code);
    if (!type) throw new Error(`demo history bank ${code} missing`);
    return type;
  };
  const random = generator(SEED);
  // Dollar accounts draw from their own sequence, so the soles accounts are the ones they always were.
  const usdRandom = generator(SEED + 2);
  const passwordHash = (
    await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.documentNumber, ANA_HISTORY.dni))
  )[0]?.passwordHash;
  const customers: Customer[] = [];
  for (const person of HISTORY_CUSTOMERS) {
    const registeredOn = shiftDay(lastDay, -person.registeredDaysAgo);
    const registeredAt = new Date(
      limaDayStart(registeredOn).getTime() + (10 * 60 + random.int(0, 480)) * MINUTE_MS,
    );
    const reviewedAt = new Date(registeredAt.getTime() + random.int(20, 90) * MINUTE_MS);
    const [user] = await tx
      .insert(users)
      .values({
        roleId: ROLE_IDS.Cliente,
        documentType: 'DNI',
        nationality: PERU,
        documentNumber: person.dni,
        nombres: person.nombres,
        apellidoPaterno: person.apellidoPaterno,
        apellidoMaterno: person.apellidoMaterno,
        email: person.email,
        celular: person.celular,
        passwordHash: passwordHash ?? null,
        kycStep: 0,
        accountStatus: 'ACTIVO',
        isPremium: PREMIUM_DNIS.has(person.dni),
        referredByCode: person.referredByAna ? 'ANA2026' : null,
        ...person.kyc,
        profileUpdatedAt: registeredAt,
        surveyAnsweredAt: registeredAt,
        termsAcceptedAt: registeredAt,
        termsVersion: TERMS_VERSION,
        dataConsentAt: registeredAt,
        reviewedAt,
        reviewedBy: adminId,
        createdAt: registeredAt,
        updatedAt: reviewedAt,
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`demo history customer ${person.dni} not inserted`);
    // Signed up under the first texts, as the backfill of decision 167 left them: asked for the new privacy
    // policy at their next sign-in.
    await tx.insert(consents).values(
      (['terminos', 'privacidad', 'datos-sensibles'] as const).map((document) => ({
        userId: user.id,
        document,
        version: 1,
        accepted: true,
        at: registeredAt,
      })),
    );
    const accounts: Customer['accounts'] = [];
    for (const code of person.banks) {
      const type = typeOf(code);
      const accountNumber = random.digits(ACCOUNT_LENGTH[code] ?? 14);
      const [account] = await tx
        .insert(bankAccounts)
        .values({
          userId: user.id,
          bankId: type.bankId,
          accountTypeId: type.typeId,
          currency: 'PEN',
          accountNumber,
          cci: cciOf(code, accountNumber),
          holderDeclaredAt: registeredAt,
          createdAt: registeredAt,
        })
        .returning({ id: bankAccounts.id });
      accounts.push({ bankCode: code, id: account!.id });
    }
    let usdAccount: Customer['usdAccount'] = null;
    if (person.usdBank) {
      const type = typeOf(person.usdBank);
      const accountNumber = usdRandom.digits(ACCOUNT_LENGTH[person.usdBank] ?? 14);
      const [account] = await tx
        .insert(bankAccounts)
        .values({
          userId: user.id,
          bankId: type.bankId,
          accountTypeId: type.typeId,
          currency: 'USD',
          accountNumber,
          cci: cciOf(person.usdBank, accountNumber),
          alias: 'Dólares',
          holderDeclaredAt: registeredAt,
          createdAt: registeredAt,
        })
        .returning({ id: bankAccounts.id });
      usdAccount = { bankCode: person.usdBank, id: account!.id };
    }
    customers.push({
      id: user.id,
      dni: person.dni,
      fullName: [person.nombres, person.apellidoPaterno, person.apellidoMaterno].join(' '),
      weight: person.weight,
      typicalAmount: person.typicalAmount,
      registeredOn,
      accounts,
      usdAccount,
    });
  }
  return customers;
}

/** Ana's accounts (her BCP one from the seed and one more), so her Historial shows her own orders. */
export async function anaAsCustomer(tx: Tx, lastDay: string): Promise<Customer> {
  const [ana] = await tx
    .select({
      id: users.id,
      createdAt: users.createdAt,
      nombres: users.nombres,
      apellidoPaterno: users.apellidoPaterno,
      apellidoMaterno: users.apellidoMaterno,
    })
    .from(users)
    .where(eq(users.documentNumber, ANA_HISTORY.dni));
  if (!ana) throw new Error('demo customer Ana missing');
  const [type] = await tx
    .select({ typeId: bankAccountTypes.id, bankId: banks.id })
    .from(bankAccountTypes)
    .innerJoin(banks, eq(banks.id, bankAccountTypes.bankId))
    .where(and(eq(banks.code, ANA_HISTORY.extraBank), eq(bankAccountTypes.code, 'AHORROS')));
  const accountNumber = '2003118765432';
  await tx.insert(bankAccounts).values({
    userId: ana.id,
    bankId: type!.bankId,
    accountTypeId: type!.typeId,
    currency: 'PEN',
    accountNumber,
    cci: cciOf(ANA_HISTORY.extraBank, accountNumber),
    alias: 'Sueldo Interbank',
    holderDeclaredAt: ana.createdAt,
  });
  // She signed up before the history began.
  const since = limaDayStart(shiftDay(lastDay, -HISTORY_DAYS - 10));
  await tx.update(users).set({ createdAt: since }).where(eq(users.id, ana.id));
  const accounts = await tx
    .select({ id: bankAccounts.id, bankCode: banks.code })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .where(eq(bankAccounts.userId, ana.id))
    .orderBy(bankAccounts.id);
  return {
    id: ana.id,
    dni: ANA_HISTORY.dni,
    fullName: [ana.nombres, ana.apellidoPaterno, ana.apellidoMaterno].join(' '),
    weight: ANA_HISTORY.weight,
    typicalAmount: ANA_HISTORY.typicalAmount,
    registeredOn: shiftDay(lastDay, -HISTORY_DAYS - 10),
    accounts,
    usdAccount: null,
  };
}
