// Spanish text of what waits for a second person (four-eyes, decision 131): Egreso and the customer file.
import type { ApprovalRequest } from '@cambix/contract';
import { plural } from './plural.ts';

type Kind = ApprovalRequest['kind'];

export const staffApprovalsEs = {
  cancel: 'Cancelar',
  approve: 'Aprobar',
  reject: 'Rechazar',
  reason: {
    label: 'Motivo',
    required: 'Escribe el motivo (al menos 3 caracteres).',
  },
  money: {
    title: (count: number) => `Reversiones y liquidaciones por aprobar (${count})`,
    intro:
      'Salidas de dinero que esperan a una segunda persona con permiso de edición en su módulo: quien las pidió no puede decidirlas.',
  },
  points: {
    title: (count: number) => `Ajustes de puntos por aprobar (${count})`,
    intro:
      'Ajustes que esperan a otra persona con permiso de edición en Usuarios: quien los pidió no puede decidirlos. El saldo no cambia hasta que se aprueben.',
  },
  kind: {
    reversal: 'Reversión',
    settlement: 'Liquidación',
    points: 'Ajuste de puntos',
    'manual-movement': 'Movimiento manual',
  } satisfies Record<Kind, string>,
  pointsAmount: (count: number) =>
    `${count > 0 ? '+' : ''}${count} ${plural(Math.abs(count), 'punto', 'puntos')}`,
  by: (name: string, when: string) => `Pidió ${name} el ${when}`,
  subject: {
    reversal: (amount: string) => `la reversión de ${amount}`,
    settlement: (amount: string) => `la liquidación de ${amount}`,
    points: (amount: string) => `el ajuste de ${amount}`,
    'manual-movement': (amount: string) => `el movimiento de ${amount}`,
  } satisfies Record<Kind, (amount: string) => string>,
  approveTitle: (subject: string) => `¿Aprobar ${subject}?`,
  approveBody: {
    reversal: 'Se registrará ahora en el libro de caja, a tu nombre como aprobador.',
    settlement: 'Se registrará ahora en el libro de caja, a tu nombre como aprobador.',
    points: 'El ajuste se aplicará ahora al saldo del cliente, a tu nombre como aprobador.',
    'manual-movement': 'Se registrará ahora en el libro de caja, a tu nombre como aprobador.',
  } satisfies Record<Kind, string>,
  approveFailed: 'No pudimos aprobar la solicitud.',
  approved: 'Solicitud aprobada y registrada',
  rejectTitle: (subject: string) => `Rechazar ${subject}`,
  rejectBody: {
    reversal: 'No se registrará nada en el libro de caja. Indica el motivo para quien la pidió.',
    settlement: 'No se registrará nada en el libro de caja. Indica el motivo para quien la pidió.',
    points: 'El saldo del cliente no cambiará. Indica el motivo para quien lo pidió.',
    'manual-movement': 'No se registrará nada en el libro de caja. Indica el motivo para quien lo registró.',
  } satisfies Record<Kind, string>,
  rejectFailed: 'No pudimos rechazar la solicitud.',
  rejected: 'Solicitud rechazada',
};
