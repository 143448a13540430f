// Spanish text of Egreso (module egreso, issue 17), loaded only with its screen (decision 011).
import type { ManualMovementState, ManualMovementType } from '@cambix/contract';
import { CAMBIX_ACCOUNT_PURPOSE as PURPOSE, CURRENCY_NAME } from './cambix-accounts.ts';
import { plural } from './plural.ts';

const TYPE: Record<ManualMovementType, string> = {
  egreso: 'Egreso',
  ingreso: 'Ingreso',
  transfer: 'Transferencia entre cuentas',
};

const STATE: Record<ManualMovementState, string> = {
  recorded: 'Registrado',
  pending: 'Pendiente',
  rejected: 'Rechazado',
};

export const staffCashOutEs = {
  reversed: 'Revertido',
  common: {
    retry: 'Reintentar',
    loadFailed: 'No pudimos cargar los movimientos manuales.',
    loading: 'Cargando…',
    cancel: 'Cancelar',
    close: 'Cerrar',
    none: '—',
  },
  type: TYPE,
  state: STATE,
  purpose: PURPOSE,
  screen: {
    intro: 'Ingresos, egresos y transferencias que no vienen de una orden, con su sustento.',
    balance: 'Balance',
    movements: 'Movimientos',
    readOnly: 'Solo lectura: tu perfil puede ver los movimientos manuales, pero no registrarlos.',
  },
  form: {
    title: 'Registrar movimiento',
    type: 'Tipo de movimiento',
    account: 'Cuenta',
    origin: 'Cuenta de origen',
    destination: 'Cuenta de destino',
    destinationHint: 'Solo cuentas de la misma moneda.',
    destinationRequired: 'Elige la cuenta de destino.',
    noDestination: 'No hay otra cuenta activa de esta moneda.',
    concept: 'Concepto',
    conceptHint: 'La lista se edita en Ajustes › Finanzas.',
    conceptRequired: 'Elige el concepto.',
    amount: 'Monto',
    date: 'Fecha',
    dateHint: 'El día en que se movió el dinero.',
    dateInFuture: 'La fecha no puede ser posterior a hoy.',
    operationNumber: 'Número de operación',
    note: 'Nota',
    attachment: 'Sustento (imagen o PDF, opcional)',
    attach: 'Adjuntar archivo',
    change: 'Cambiar archivo',
    removeAttachment: (name: string) => `Quitar ${name}`,
    fileType: 'Adjunta una imagen (JPG, PNG o WebP) o un PDF.',
    fileTooLarge: 'El archivo pesa más de 10 MB.',
    submit: 'Registrar',
    failed: 'No pudimos registrar el movimiento. Inténtalo de nuevo.',
    fourEyesHint: (limit: string) =>
      `Supera ${limit}: quedará pendiente hasta que otra persona con permiso lo apruebe.`,
    recorded: 'Movimiento registrado',
    pending: (limit: string) =>
      `Queda pendiente de aprobación: otra persona debe aprobarlo (monto mayor que ${limit}).`,
    noAccounts: 'No hay cuentas Cambix activas. Agrégalas en Ajustes › Cuentas Cambix.',
  },
  account: {
    label: (bank: string, currency: string, lastDigits: string, purpose: string) =>
      `${bank} · ${currency} · ****${lastDigits} · ${purpose}`,
    currency: CURRENCY_NAME,
  },
  pending: {
    title: (count: number) => `Pendientes de aprobación (${count})`,
    intro:
      'Egresos y transferencias que esperan a una segunda persona: quien los registró no puede decidirlos.',
    more: (count: number) => `Y ${count} ${plural(count, 'pendiente más', 'pendientes más')}.`,
    by: (name: string, when: string) => `Registró ${name} el ${when}`,
    approve: 'Aprobar',
    reject: 'Rechazar',
    approveTitle: (amount: string) => `¿Aprobar el movimiento de ${amount}?`,
    approveBody: 'Se registrará en el libro de caja con la fecha indicada.',
    approveFailed: 'No pudimos aprobar el movimiento.',
    approved: 'Movimiento aprobado',
    rejectTitle: (amount: string) => `Rechazar el movimiento de ${amount}`,
    rejectBody: 'No se registrará nada en el libro de caja. Indica el motivo para quien lo registró.',
    rejectFailed: 'No pudimos rechazar el movimiento.',
    rejected: 'Movimiento rechazado',
  },
  list: {
    title: 'Últimos movimientos manuales',
    tableLabel: 'Movimientos manuales',
    empty: 'Aún no hay movimientos manuales.',
    columns: {
      date: 'Fecha',
      type: 'Tipo',
      accounts: 'Cuenta',
      concept: 'Concepto',
      amount: 'Monto',
      state: 'Estado',
      by: 'Registró',
      attachment: 'Sustento',
      actions: 'Acciones',
    },
    rejectedBecause: (reason: string) => `Motivo: ${reason}`,
    reverse: 'Revertir',
    reverseTitle: (amount: string) => `Revertir el movimiento de ${amount}`,
    reverseBody:
      'Se registra un movimiento opuesto por el mismo monto; el original no se borra. Una transferencia se revierte en sus dos cuentas.',
    reverseFailed: 'No pudimos revertir el movimiento.',
    reversed: 'Movimiento revertido',
    reverseWaits: 'Reversión enviada a aprobación: otra persona debe aprobarla.',
  },
  attachment: {
    open: 'Ver sustento',
    failed: 'No pudimos abrir el sustento.',
    viewer: {
      zoomIn: 'Acercar',
      zoomOut: 'Alejar',
      rotate: 'Girar',
      reset: 'Tamaño original',
      zoom: (percent: number) => `${percent} %`,
      close: 'Cerrar',
    },
    title: (id: number) => `Sustento del movimiento ${id}`,
  },
} as const;
