// Spanish text of divisas orders on the staff screens (issue 20): lists, detail, board and filters.

export const staffOrderDivisasEs = {
  ratePrefix: 'T.C.',
  sections: { exchange: 'Operación de divisas', compliance: 'Origen de fondos' },
  exchange: {
    direction: 'Operación',
    usd: 'Dólares',
    rate: 'Tipo de cambio',
    sent: 'Envía el cliente',
    received: 'Recibe el cliente',
    spread: 'Diferencial cambiario (ingreso de Cambix)',
    lockedUntil: 'Tipo de cambio bloqueado hasta',
    indicative: 'Referencial: se fija al finalizar (bloqueos vencidos)',
    fixedAtFinalize: 'Sin bloqueo: se fijó al finalizar (bloqueos vencidos)',
  },
  compliance: {
    origin: 'Origen de fondos',
    none: 'No declarado (orden anterior a la declaración)',
    declaration: 'Declaración jurada',
    signed: (name: string, at: string) => `Firmada por ${name} el ${at}`,
    notNeeded: 'No requerida por el monto',
  },
  filters: {
    kind: 'Tipo',
    kinds: { all: 'Todas', saldo: 'Saldo', divisas: 'Divisas' },
    declaration: 'Con declaración jurada',
  },
  currency: 'Moneda',
  currencyNames: { PEN: 'Soles (S/)', USD: 'Dólares (US$)' },
  noPayoutAccount: (currency: 'PEN' | 'USD') =>
    `No hay una cuenta de Cambix activa en ${currency === 'USD' ? 'dólares' : 'soles'} para pagar esta orden. Revísalo en Ajustes.`,
} as const;
