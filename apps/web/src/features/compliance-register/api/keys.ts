/** Cache keys of the Registro de operaciones (house style 10). */
export const registerKeys = {
  all: ['staff', 'compliance', 'register'] as const,
  month: (month: string) => [...registerKeys.all, month] as const,
};
