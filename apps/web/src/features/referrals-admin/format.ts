import { percentFigure } from '@/lib/percent.ts';

/** `20.00` → `20 %`, `12.50` → `12.5 %`. */
export const formatDiscount = (value: string): string => `${percentFigure(value)} %`;
