import Box from '@mui/material/Box';
import type { ReceiptKind } from '@cambix/contract';
import { useController, type Control } from 'react-hook-form';
import { ReceiptChoice } from '@/features/orders';
import { partnersEs } from '@/i18n/partners.ts';
import type { NewOrderValues } from './new-order-form.ts';

/**
 * «¿Boleta o factura?» for the client (decision 213): the customer's own choice and fields, held by the form,
 * so the contract's RUC rule and the server's refusals land under them like any other field's.
 */
export function ReceiptFields({ control }: { control: Control<NewOrderValues> }) {
  const receipt = useController({ control, name: 'receipt' });
  const ruc = useController({ control, name: 'facturaRuc' });
  const razonSocial = useController({ control, name: 'facturaRazonSocial' });
  return (
    <Box sx={{ gridColumn: '1 / -1', mt: 3, mb: 2 }}>
      <ReceiptChoice
        receipt={receipt.field.value}
        ruc={ruc.field.value}
        razonSocial={razonSocial.field.value}
        errors={{
          facturaRuc: ruc.fieldState.error?.message,
          facturaRazonSocial: razonSocial.fieldState.error?.message,
        }}
        onChange={(patch: { receipt?: ReceiptKind; facturaRuc?: string; facturaRazonSocial?: string }) => {
          if (patch.receipt !== undefined) receipt.field.onChange(patch.receipt);
          if (patch.facturaRuc !== undefined) ruc.field.onChange(patch.facturaRuc);
          if (patch.facturaRazonSocial !== undefined) razonSocial.field.onChange(patch.facturaRazonSocial);
        }}
        hint={partnersEs.form.facturaHint}
        size="small"
        inputRefs={{ ruc: ruc.field.ref, razonSocial: razonSocial.field.ref }}
      />
    </Box>
  );
}
