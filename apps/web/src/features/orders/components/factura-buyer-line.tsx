import type { FacturaBuyer } from '@cambix/contract';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { exchangeEs } from '@/i18n/exchange.ts';

const t = exchangeEs.receipt;

export interface FacturaBuyerLineProps extends Omit<TypographyProps, 'children'> {
  factura: FacturaBuyer;
  /** Says it is a factura first, where nothing around names the receipt. */
  withKind?: boolean;
}

/** Who an order's factura is made out to (decision 180): "A nombre de … (RUC …)". */
export function FacturaBuyerLine({ factura, withKind = false, ...props }: FacturaBuyerLineProps) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} {...props}>
      {(withKind ? t.facturaFor : t.facturaTo)(factura.razonSocial, factura.ruc)}
    </Typography>
  );
}
