const figure = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });

/** A percent from the wire with only the decimals it needs: `20.00` → `20`, `12.50` → `12.5`. */
export const percentFigure = (value: string): string => figure.format(Number(value));
