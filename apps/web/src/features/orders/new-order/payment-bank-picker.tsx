import type { Bank } from '@cambix/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { BankLogo } from '@/features/banks';
import { customerEs } from '@/i18n/customer.ts';

const t = customerEs.newOrder;

export interface PaymentBankPickerProps {
  banks: readonly Bank[];
  value: number | null;
  onChange: (bankId: number) => void;
}

/** The banks where Cambix collects, as badges to pick one (a radio group). */
export const PaymentBankPicker = memo(function PaymentBankPicker({
  banks,
  value,
  onChange,
}: PaymentBankPickerProps) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {t.paymentBank}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.paymentBankHint}
      </Typography>
      {banks.length === 0 ? (
        <Typography color="text.secondary">{t.noPaymentBanks}</Typography>
      ) : (
        <Box
          role="radiogroup"
          aria-labelledby={labelId}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
        >
          {banks.map((bank) => {
            const checked = bank.id === value;
            return (
              <ButtonBase
                key={bank.id}
                role="radio"
                aria-checked={checked}
                onClick={() => onChange(bank.id)}
                sx={{
                  justifyContent: 'flex-start',
                  gap: 1.25,
                  p: 1.25,
                  borderRadius: 2,
                  border: 2,
                  borderColor: checked ? 'primary.main' : 'divider',
                  bgcolor: checked ? 'action.selected' : 'background.paper',
                  textAlign: 'left',
                }}
              >
                <BankLogo bank={bank} size={36} />
                <Typography variant="body2" sx={{ fontWeight: checked ? 700 : 500, lineHeight: 1.2 }}>
                  {bank.name}
                </Typography>
              </ButtonBase>
            );
          })}
        </Box>
      )}
    </Box>
  );
});
