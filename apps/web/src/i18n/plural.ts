/** One word or another by count: `1 orden`, `3 órdenes`. */
export const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);
