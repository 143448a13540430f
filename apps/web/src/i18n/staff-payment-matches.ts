import type { PaymentMatchReason, PaymentMatchRule, PaymentMatchState } from '@cambix/contract';

/** Operación › Pagos por referencia. */
export const staffPaymentMatchesEs = {
  intro:
    'Las líneas de los extractos importados en Balance que nombran la referencia de pago de una orden: las aprobadas por la regla y las que esperan que alguien elija la orden o las descarte.',
  state: 'Líneas',
  status: {
    queued: 'En cola',
    automatic: 'Automáticas',
    approved: 'Aprobadas a mano',
    dismissed: 'Descartadas',
  } satisfies Record<PaymentMatchState, string>,
  empty: {
    queued: 'No hay líneas esperando. Las que no cuadren al importar un extracto aparecerán aquí.',
    automatic: 'Todavía no se aprobó ningún pago por su referencia.',
    approved: 'Nadie aprobó todavía una línea desde la cola.',
    dismissed: 'No hay líneas descartadas.',
  } satisfies Record<PaymentMatchState, string>,
  loadFailed: 'No pudimos cargar las líneas.',
  retry: 'Reintentar',
  count: (count: number) => (count === 1 ? '1 línea.' : `${count} líneas.`),
  line: (day: string, line: number) => `Extracto del ${day}, línea ${line}`,
  operation: (operation: string) => `Operación ${operation}`,
  payer: (account: string) => `Cuenta del pagador: ${account}`,
  noPayer: 'El extracto no muestra la cuenta del pagador.',
  rule: {
    reference_amount_payer: 'Aprobado automáticamente: referencia, monto y cuenta del pagador coinciden.',
    reference_amount:
      'Aprobado automáticamente: referencia y monto coinciden (el extracto no muestra la cuenta del pagador).',
  } satisfies Record<PaymentMatchRule, string>,
  reason: {
    several_orders: 'Nombra la referencia de más de una orden.',
    order_not_pending: 'La orden de la referencia no está pendiente de pago.',
    other_account: 'La orden se paga en otra cuenta.',
    amount_differs: 'El monto no es el que debe el cliente.',
    payer_not_customer: 'La cuenta del pagador no es del cliente.',
  } satisfies Record<PaymentMatchReason, string>,
  /** What a line became, beside it: one line's word, not the filter's plural. */
  badge: {
    automatic: 'Automática',
    approved: 'Aprobada a mano',
    dismissed: 'Descartada',
  } satisfies Record<Exclude<PaymentMatchState, 'queued'>, string>,
  candidates: 'Órdenes candidatas',
  owes: (amount: string) => `Debe ${amount}`,
  paysInto: (account: string) => `Paga en ${account}`,
  reference: (reference: string) => `referencia ${reference}`,
  /** Before the code of the order a line paid, itself a link. */
  paidOrder: 'Orden',
  approve: 'Aprobar esta orden',
  approveTitle: (code: string) => `¿Aprobar el pago de la orden ${code}?`,
  approveBody: (amount: string) =>
    `La línea del extracto (${amount}) queda como evidencia del pago, como una aprobación en Pagos.`,
  approved: 'Pago aprobado con la línea del extracto.',
  decided: (name: string, at: string) => `Por ${name}, el ${at}`,
  imported: (name: string, at: string) => `Importado por ${name}, el ${at}`,
  dismiss: 'Descartar línea',
  dismissTitle: 'Descartar la línea',
  dismissBody: 'La línea no pagará ninguna orden desde aquí. Escribe por qué; queda en la auditoría.',
  dismissed: 'Línea descartada.',
  dismissReason: (reason: string) => `Motivo: ${reason}`,
  reasonLabel: 'Motivo',
  reasonRequired: 'Escribe el motivo.',
  cancel: 'Cancelar',
  readOnly: 'Puedes ver las líneas; aprobar o descartar necesita el permiso de edición de Pagos.',
  failed: 'No se pudo completar. Inténtalo de nuevo.',
};
