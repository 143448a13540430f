// Spanish text of Movimientos (/dashboard/flujo, module flujo, issue 17), loaded only with its screen.
import type { LedgerDirection, LedgerKind } from '@cambix/contract';
import { plural } from './plural.ts';

const KIND: Record<LedgerKind, string> = {
  payment: 'Pago de cliente',
  payout: 'Devolución',
  manual: 'Manual',
  transfer: 'Transferencia',
  opening: 'Saldo inicial',
  reversal: 'Reversión',
};

const DIRECTION: Record<LedgerDirection, string> = {
  ingreso: 'Ingreso',
  egreso: 'Egreso',
};

export const staffMovementsEs = {
  common: {
    retry: 'Reintentar',
    loading: 'Cargando…',
    loadFailed: 'No pudimos cargar los movimientos.',
    all: 'Todas',
    allKinds: 'Todos',
    none: '—',
    cancel: 'Cancelar',
  },
  kind: KIND,
  direction: DIRECTION,
  intro:
    'Cada ingreso y egreso de las cuentas de Cambix, del más reciente al más antiguo, con el saldo de la cuenta tras cada uno.',
  shown: (count: number, page: number) =>
    `${count} ${plural(count, 'movimiento', 'movimientos')} en la página ${page}`,
  register: 'Registrar movimiento',
  exportCsv: 'Exportar CSV',
  exportXlsx: 'Exportar Excel',
  exportFailed: 'No pudimos exportar los movimientos.',
  empty: 'No hay movimientos con estos filtros.',
  emptyAll: 'Aún no hay movimientos.',
  tableLabel: 'Movimientos',
  filters: {
    label: 'Filtros de movimientos',
    search: 'Buscar',
    searchPlaceholder: 'Concepto, nota, N.º de operación u orden',
    account: 'Cuenta',
    accountFallback: (id: string) => `Cuenta #${id}`,
    direction: 'Tipo',
    kind: 'Origen',
    concept: 'Concepto',
    from: 'Desde',
    to: 'Hasta',
    datesOutOfOrder: 'La fecha final es anterior a la inicial.',
    minAmount: 'Monto mínimo',
    maxAmount: 'Monto máximo',
    invalidAmount: 'Escribe un monto válido.',
    amountsOutOfOrder: 'El monto mínimo es mayor que el máximo.',
    show: 'Más filtros',
    hide: 'Menos filtros',
    clear: 'Limpiar filtros',
  },
  columns: {
    date: 'Fecha',
    account: 'Cuenta',
    concept: 'Concepto',
    operation: 'N.º operación',
    order: 'Orden',
    ingreso: 'Ingreso',
    egreso: 'Egreso',
    balance: 'Saldo',
    actions: 'Acciones',
  },
  recordedAt: (time: string) => `Registrado ${time}`,
  balanceAfter: (amount: string) => `Saldo ${amount}`,
  by: (name: string) => `por ${name}`,
  reversed: 'Revertido',
  reversalOf: (id: number) => `Reversión de #${id}`,
  attachment: 'Ver adjunto',
  attachmentFailed: 'No pudimos abrir el adjunto.',
  reverse: 'Revertir',
  pager: {
    label: 'Páginas de movimientos',
    previous: 'Anterior',
    next: 'Siguiente',
    pageSize: 'Filas por página',
    page: (page: number) => `Página ${page}`,
  },
  reverseDialog: {
    title: (id: number) => `Revertir el movimiento #${id}`,
    body: (concept: string, amount: string) =>
      `Se registrará un movimiento nuevo, opuesto a «${concept}» por ${amount}. El original no se edita.`,
    transferNote: 'Es una transferencia: se revierten sus dos movimientos.',
    reason: 'Motivo',
    reasonHint: 'Queda como nota de la reversión.',
    reasonRequired: 'Escribe el motivo (al menos 3 caracteres).',
    confirm: 'Revertir',
    failed: 'No pudimos revertir el movimiento.',
    done: 'Movimiento revertido.',
    waits: 'Reversión enviada a aprobación: otra persona debe aprobarla en Egreso.',
  },
} as const;
