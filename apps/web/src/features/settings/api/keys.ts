/** Cache keys of Ajustes (house style 10): one line invalidates a section. */
export const settingsKeys = {
  all: ['staff', 'settings'] as const,
  sections: () => [...settingsKeys.all, 'sections'] as const,
  banks: () => [...settingsKeys.all, 'banks'] as const,
  cambixAccounts: () => [...settingsKeys.all, 'cambix-accounts'] as const,
  receiptSeries: () => [...settingsKeys.all, 'receipt-series'] as const,
  compliance: () => [...settingsKeys.all, 'compliance'] as const,
};
