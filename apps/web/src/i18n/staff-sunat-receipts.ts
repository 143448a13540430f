import type { ReceiptListFilter } from '@cambix/contract';

/** Finanzas › Comprobantes. */
export const staffSunatReceiptsEs = {
  intro:
    'Cada boleta y factura emitida y cómo está en SUNAT: lo último que respondió (o el error del envío) y cuándo se vuelve a intentar.',
  state: 'Estado en SUNAT',
  status: {
    todos: 'Todos',
    pendiente: 'Pendientes',
    enviada: 'Enviadas',
    aceptada: 'Aceptadas',
    observada: 'Observadas',
    rechazada: 'Rechazadas',
  } satisfies Record<ReceiptListFilter, string>,
  empty: 'No hay comprobantes en este estado.',
  loadFailed: 'No pudimos cargar los comprobantes.',
  retry: 'Reintentar',
  shown: (shown: number, total: number) =>
    shown < total
      ? `Los ${shown} más recientes de ${total}.`
      : total === 1
        ? '1 comprobante.'
        : `${total} comprobantes.`,
  kind: { boleta: 'Boleta', factura: 'Factura' },
  order: (code: string) => `Orden ${code}`,
  issued: (at: string) => `Emitida el ${at}`,
  nextTry: (at: string) => `Próximo intento: a más tardar ${at}`,
  noMessage: 'Sin respuesta de SUNAT todavía.',
};
