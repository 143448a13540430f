/** Cache keys of the staff's divisas screens (house style 10). */
export const exchangeRateKeys = {
  all: ['staff', 'exchange'] as const,
  board: () => [...exchangeRateKeys.all, 'board'] as const,
  history: (day: string) => [...exchangeRateKeys.all, 'history', day] as const,
};
