import { ORDER_STATUS, type CancellationRecord } from '@cambix/contract';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { dataExports, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { endSessions } from '../../platform/security/sessions.ts';
import { anonymiseBankAccounts } from '../bank-accounts/index.ts';
import { removePersonAlerts } from '../rate-alerts/index.ts';
import { removeIdentityDocuments } from '../identity/index.ts';
import { switchOffReferralCode } from '../referrals/index.ts';
import { removeSecondFactors } from '../second-factor/index.ts';
import { anonymisePerson } from '../users/index.ts';

/**
 * What a cancellation keeps, each with the obligation that keeps it (decision 169). These rows are never
 * touched by it: the register is never edited at all.
 */
export const KEPT_BY_LAW: CancellationRecord['kept'] = [
  {
    what: 'Tipo y número de documento',
    reason:
      'Identifican a quien hizo cada operación: la normativa de prevención del lavado de activos (Ley 27693 y Resolución SBS 789-2018) obliga a conservarlos 10 años.',
  },
  {
    what: 'Registro de operaciones',
    reason: 'Registro de Operaciones de la Ley 27693: se conserva 10 años y nunca se edita.',
  },
  {
    what: 'Boletas emitidas',
    reason:
      'Comprobantes de pago: el Código Tributario obliga a conservarlos mientras la obligación tributaria no prescriba.',
  },
  {
    what: 'Órdenes, su historial y sus comprobantes de pago',
    reason:
      'Sustentan las operaciones de cambio y la contabilidad: se conservan con el registro y las boletas.',
  },
  {
    what: 'Libro de movimientos y puntos',
    reason: 'Asientos contables de las operaciones: se conservan con la contabilidad.',
  },
];

/** What the caller does after its commit: files to delete from storage. */
export interface CarriedOut {
  record: CancellationRecord;
  storageKeys: string[];
}

/**
 * Carries out an attended cancellation in the answer's transaction, refused while an order of the customer is
 * neither finished nor failed: the person anonymised and blocked, their
 * photos and stored exports removed, their bank accounts masked, their second factors and recovery codes
 * deleted, their referral code switched off (orders that carried it keep it), every session ended.
 */
export async function carryOutCancellation(
  tx: Tx,
  input: { userId: number; requestCode: string; staffId: number; now: Date },
): Promise<CarriedOut> {
  // Money may still move on an order in progress: its customer must stay reachable until it ends.
  const [inProgress] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, input.userId),
        notInArray(orders.status, [ORDER_STATUS.FALLIDA, ORDER_STATUS.TERMINADA]),
      ),
    )
    .limit(1);
  if (inProgress) throw new AppError('DATA_REQUEST_ORDERS_OPEN');
  const anonymised = await anonymisePerson(tx, {
    userId: input.userId,
    reason: `Datos cancelados a pedido del titular (${input.requestCode}).`,
    staffId: input.staffId,
    now: input.now,
  });
  if (!anonymised) throw new AppError('USER_NOT_FOUND');
  const photoKeys = await removeIdentityDocuments(tx, input.userId);
  const accounts = await anonymiseBankAccounts(tx, input.userId, input.now);
  const exports = await tx
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, input.userId), isNotNull(dataExports.storageKey)));
  await tx
    .update(dataExports)
    .set({ status: 'vencida', storageKey: null })
    .where(and(eq(dataExports.userId, input.userId), isNotNull(dataExports.storageKey)));
  // A closed account keeps no way in: passkeys and code apps are credentials, not records.
  const factors = await removeSecondFactors(tx, input.userId);
  const hadReferralCode = await switchOffReferralCode(tx, input.userId);
  await removePersonAlerts(tx, input.userId);
  await endSessions(tx, input.userId, input.now);
  return {
    record: {
      removed: [
        'Nombres y apellidos',
        'Correo electrónico y celular',
        'Fecha de nacimiento, género, dirección, ubigeo, ocupación y detalle PEP',
        `Fotos del documento y selfie (${photoKeys.length})`,
        `Cuentas bancarias: número y CCI (${accounts}; quedan solo los 4 últimos dígitos)`,
        'Contraseña y sesiones abiertas',
        `Llaves de acceso, apps de códigos y códigos de recuperación (${factors.length})`,
        ...(hadReferralCode
          ? ['Código de referido (desactivado; las órdenes que lo usaron lo conservan)']
          : []),
        `Descargas de Mis datos (${exports.length})`,
      ],
      kept: KEPT_BY_LAW,
    },
    storageKeys: [...photoKeys, ...exports.flatMap((row) => (row.storageKey ? [row.storageKey] : []))],
  };
}
