// Referral codes as the server answers them, for the Referidos tests.
import {
  STAFF_MODULES,
  type MyPermissions,
  type ReferralCodeDetail,
  type ReferralCodeSummary,
} from '@cambix/contract';

export function referralCode(code: string, patch: Partial<ReferralCodeSummary> = {}): ReferralCodeSummary {
  return {
    code,
    owner: { id: 42, name: 'Ana Quispe Rojas', documentNumber: '41234567', accountStatus: 'ACTIVO' },
    percentDiscount: '20.00',
    active: true,
    referred: 3,
    finished: 1,
    rewardPoints: 50,
    createdAt: '2026-11-02T15:30:00.000Z',
    ...patch,
  };
}

export const ANA_DETAIL: ReferralCodeDetail = {
  code: referralCode('ANA2026'),
  referred: [
    {
      id: 51,
      name: 'Luis Torres Vega',
      documentNumber: '45678912',
      accountStatus: 'ACTIVO',
      registeredAt: '2026-11-05T14:00:00.000Z',
      firstOrder: {
        id: 901,
        code: 'ORD00901',
        createdAt: '2026-11-06T01:15:00.000Z',
        sendAmount: '1500.00',
        status: 5,
      },
      reward: { points: 50, at: '2026-11-06T03:20:00.000Z' },
      blockedReason: null,
    },
    {
      id: 52,
      name: 'Rosa Quispe Rojas',
      documentNumber: '41234568',
      accountStatus: 'POR_VALIDAR',
      registeredAt: '2026-11-07T16:00:00.000Z',
      firstOrder: null,
      reward: null,
      blockedReason: 'Comparte el celular con el dueño del código.',
    },
  ],
};

/** A Colaborador's grants on module referidos. */
export function referidosGrants(canEdit: boolean): MyPermissions {
  return {
    role: 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: module === 'referidos',
      canEdit: module === 'referidos' && canEdit,
    })),
  };
}
