// Cumplimiento › Alertas: what the alert rules' facts say (docs/rules/compliance.md#rules).
export const staffComplianceRulesEs = {
  kind: {
    screening: 'Listas',
    structuring: 'Estructuración',
    'sudden-change': 'Cambio repentino',
    'new-accounts': 'Cuentas nuevas',
    'rejected-identity': 'Identidad rechazada',
    'shared-partner-client': 'Cliente de varios socios',
    'third-party-payer': 'Pago de un tercero',
  } as Record<string, string>,
  why: 'Por qué',
  confirmBody:
    'La alerta queda confirmada como fundada, para abrir un caso. El cliente sigue operando: las reglas no lo retienen.',
  discardBody: 'La alerta se cierra como infundada. Escribe por qué.',
  confirmed: 'Alerta confirmada.',
  discarded: 'Alerta cerrada como infundada.',
  structuring: (count: number, total: string, days: number, threshold: string, since: string) =>
    `${count} órdenes, cada una bajo el umbral de la declaración jurada, suman ${total} en ${days} días (umbral ${threshold}; ventana desde ${since}).`,
  linked: 'Clientes vinculados',
  via: { 'cuenta-destino': 'misma cuenta de destino', celular: 'mismo celular' } as Record<string, string>,
  customerNumber: (id: number) => `Cliente #${id}`,
  otherCustomer: 'otro cliente',
  orders: 'Órdenes',
  compra: 'compra',
  venta: 'venta',
  saldo: 'cambio de saldo',
  suddenChange: (code: string, amount: string, factor: number, average: string, limit: string) =>
    `Orden ${code} de ${amount}: más de ${factor} veces su promedio mensual de ${average} (límite ${limit}).`,
  history: (months: number, from: string, to: string, total: string) =>
    `Promedio de ${months} ${months === 1 ? 'mes' : 'meses'} (${from} a ${to}): ${total} en total.`,
  newAccounts: (count: number, days: number, threshold: number, since: string) =>
    `${count} cuentas de destino nuevas en ${days} días (umbral ${threshold}; ventana desde ${since}).`,
  accounts: 'Cuentas',
  deleted: 'eliminada',
  rejected: (code: string, amount: string, when: string) =>
    `Orden ${code} de ${amount} de un cliente cuya validación de identidad fue rechazada el ${when}.`,
  rejectionReason: 'Motivo del rechazo',
  thirdPartyPayer: (code: string, amount: string, payer: string) =>
    `Orden ${code} de ${amount}: el comprobante muestra que pagó ${payer}, no el cliente.`,
  payment: 'Pago recibido',
  payerDocument: (document: string) => `Documento de quien pagó: ${document}`,
  incomingOperation: (operation: string) => `N.° de operación recibida: ${operation}`,
  shared: (document: string, count: number, code: string) =>
    `El documento ${document} es cliente de ${count} socios (orden ${code}).`,
  partners: 'Socios',
  partnerClient: (partner: string, clientId: number) => `${partner} · cliente #${clientId}`,
};
