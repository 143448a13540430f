import { cciCheckDigits, ORDER_STATUS, PARTNER_CLIENT_ROLE_ID, PERU, ROLE_IDS } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.ts';
import {
  bankAccounts,
  bankAccountTypes,
  banks,
  cambixAccounts,
  orderHistory,
  orders,
  partnerLinks,
  partners,
  users,
} from '../platform/db/schema/index.ts';

const HOUR_MS = 3_600_000;

/** The demo partner businesses and the Externo demo account of each (docs/rules/partners.md). */
export const DEMO_PARTNERS = [
  {
    name: 'Agente Rápido S.A.C.',
    ruc: '20100047218',
    contactName: 'Rosa Chávez Flores',
    contactEmail: 'contacto@agenterapido.test',
    contactPhone: '900000004',
    sharePercent: '30.00',
    commissionPercent: null,
    payoutBankCode: '002',
    payoutAccountNumber: '19155500011022',
    payoutOffice: '191',
    linkHours: 48,
    externoDni: '10000004',
  },
  {
    name: 'Bodega Los Andes E.I.R.L.',
    ruc: '20131312955',
    contactName: 'Julio César Ramos Cusi',
    contactEmail: 'contacto@bodegalosandes.test',
    contactPhone: '900000006',
    sharePercent: '25.00',
    commissionPercent: '4.00',
    payoutBankCode: '003',
    payoutAccountNumber: '2003004445556',
    payoutOffice: '200',
    linkHours: 24,
    externoDni: '10000006',
  },
] as const;

/** Two clients of the first partner with an order waiting for payment, so the screens are not empty. */
const DEMO_PARTNER_ORDERS = [
  {
    code: 'AGRP2345',
    linkCode: 'AGRPDEMQ2345WXYZ',
    idempotencyKey: 'demo-partner-order-1',
    client: {
      dni: '45678912',
      nombres: 'Pedro Pablo',
      apellidoPaterno: 'Gonzales',
      apellidoMaterno: 'Ruiz',
      email: 'pedro.gonzales@cliente.test',
      celular: '955111222',
    },
    accountNumber: '19198765432011',
    office: '191',
    // The default commission (4.5 %) from S/ 1,000.
    amounts: { send: '1500.00', isFlat: false, fee: '67.50', receive: '1432.50' },
  },
  {
    code: 'AGRP6789',
    linkCode: 'AGRPDEMQ6789WXYZ',
    idempotencyKey: 'demo-partner-order-2',
    client: {
      dni: '46781234',
      nombres: 'Lucía',
      apellidoPaterno: 'Vargas',
      apellidoMaterno: 'Soto',
      email: '',
      celular: '955333444',
    },
    accountNumber: '19176543210922',
    office: '191',
    // Below S/ 1,000 the fee is flat.
    amounts: { send: '600.00', isFlat: true, fee: '10.00', receive: '590.00' },
  },
] as const;

const cciOf = (bankCode: string, office: string, accountNumber: string) => {
  const first18 = `${bankCode}${office}${accountNumber.slice(-12).padStart(12, '0')}`;
  return `${first18}${cciCheckDigits(first18)}`;
};

async function bankOf(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: banks.id, code: banks.code, name: banks.name, typeId: bankAccountTypes.id })
    .from(banks)
    .innerJoin(bankAccountTypes, eq(bankAccountTypes.bankId, banks.id))
    .where(and(eq(banks.code, code), eq(bankAccountTypes.code, 'AHORROS')));
  if (!row) throw new Error(`demo bank ${code} missing`);
  return row;
}

/**
 * The demo partners, each with its Externo account attached (an account not there is skipped), into a
 * database without partners; with `orders`, two orders of the first partner waiting for its clients' payment.
 */
export async function seedDemoPartners(tx: Tx, options: { orders: boolean }): Promise<void> {
  const now = new Date();
  const ids: number[] = [];
  for (const demo of DEMO_PARTNERS) {
    const bank = await bankOf(tx, demo.payoutBankCode);
    const [partner] = await tx
      .insert(partners)
      .values({
        name: demo.name,
        ruc: demo.ruc,
        contactName: demo.contactName,
        contactEmail: demo.contactEmail,
        contactPhone: demo.contactPhone,
        sharePercent: demo.sharePercent,
        commissionPercent: demo.commissionPercent,
        payoutBankId: bank.id,
        payoutAccountNumber: demo.payoutAccountNumber,
        payoutCci: cciOf(demo.payoutBankCode, demo.payoutOffice, demo.payoutAccountNumber),
        linkHours: demo.linkHours,
      })
      .returning({ id: partners.id });
    if (!partner) throw new Error(`demo partner ${demo.ruc} not inserted`);
    ids.push(partner.id);
    await tx
      .update(users)
      .set({ partnerId: partner.id })
      .where(and(eq(users.documentNumber, demo.externoDni), eq(users.roleId, ROLE_IDS.Externo)));
  }
  const [first] = ids;
  if (options.orders && first !== undefined) await seedDemoPartnerOrders(tx, first, now);
}

async function seedDemoPartnerOrders(tx: Tx, partnerId: number, now: Date): Promise<void> {
  const bank = await bankOf(tx, '002');
  const [collection] = await tx
    .select({ id: cambixAccounts.id })
    .from(cambixAccounts)
    .where(
      and(
        eq(cambixAccounts.bankId, bank.id),
        eq(cambixAccounts.purpose, 'collection'),
        eq(cambixAccounts.currency, 'PEN'),
      ),
    );
  const [externo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), eq(users.roleId, ROLE_IDS.Externo)));
  if (!collection) throw new Error('demo collection account at BCP missing');
  for (const demo of DEMO_PARTNER_ORDERS) {
    const [client] = await tx
      .insert(users)
      .values({
        roleId: PARTNER_CLIENT_ROLE_ID,
        partnerId,
        documentType: 'DNI',
        nationality: PERU,
        documentNumber: demo.client.dni,
        nombres: demo.client.nombres,
        apellidoPaterno: demo.client.apellidoPaterno,
        apellidoMaterno: demo.client.apellidoMaterno,
        email: demo.client.email,
        celular: demo.client.celular,
        kycStep: 0,
        accountStatus: 'ACTIVO',
      })
      .returning({ id: users.id });
    if (!client) throw new Error('demo partner client not inserted');
    const cci = cciOf(bank.code, demo.office, demo.accountNumber);
    const [account] = await tx
      .insert(bankAccounts)
      .values({
        userId: client.id,
        bankId: bank.id,
        accountTypeId: bank.typeId,
        currency: 'PEN',
        accountNumber: demo.accountNumber,
        cci,
        holderDeclaredAt: now,
      })
      .returning({ id: bankAccounts.id });
    if (!account) throw new Error('demo partner client account not inserted');
    const expiresAt = new Date(now.getTime() + 24 * HOUR_MS);
    const [order] = await tx
      .insert(orders)
      .values({
        code: demo.code,
        userId: client.id,
        partnerId,
        channel: 'partner',
        status: ORDER_STATUS.TEMPORAL,
        sendAmount: demo.amounts.send,
        penEquivalent: demo.amounts.send,
        fundsOrigin: 'ahorros',
        commissionPercent: '4.50',
        isFlatFee: demo.amounts.isFlat,
        fee: demo.amounts.fee,
        discount: '0.00',
        interbankFee: '0.00',
        pointsRedeemed: 0,
        pointsDiscount: '0.00',
        finalFee: demo.amounts.fee,
        receiveAmount: demo.amounts.receive,
        paymentBankId: bank.id,
        collectionAccountId: collection.id,
        destinationAccountId: account.id,
        destination: {
          bankId: bank.id,
          bankCode: bank.code,
          bankName: bank.name,
          accountType: 'Ahorros',
          accountNumber: demo.accountNumber,
          cci,
          currency: 'PEN',
          alias: null,
          holderName: [demo.client.nombres, demo.client.apellidoPaterno, demo.client.apellidoMaterno].join(
            ' ',
          ),
        },
        idempotencyKey: demo.idempotencyKey,
        expiresAt,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('demo partner order not inserted');
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: ORDER_STATUS.TEMPORAL,
      actorId: externo?.id ?? null,
      createdAt: now,
    });
    await tx.insert(partnerLinks).values({
      code: demo.linkCode,
      partnerId,
      orderId: order.id,
      expiresAt,
      createdBy: externo?.id ?? null,
      createdAt: now,
    });
  }
}
