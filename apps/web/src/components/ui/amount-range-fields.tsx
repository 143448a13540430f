import { amountsInOrder } from '@cambix/contract';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { parseAmountInput } from '@/lib/money.ts';
import { DebouncedTextFilter } from './debounced-text-filter.tsx';

/** An amount filter: written to the address once it reads as an amount (empty clears it). */
function AmountFilter({
  label,
  value,
  invalidMessage,
  fullWidth,
  onCommit,
}: {
  label: string;
  value: string;
  invalidMessage: string;
  fullWidth?: boolean;
  onCommit(v: string): void;
}) {
  const [invalid, setInvalid] = useState(false);
  return (
    <DebouncedTextFilter
      label={label}
      value={value}
      size="small"
      fullWidth={fullWidth}
      error={invalid}
      helperText={invalid ? invalidMessage : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      onCommit={(text) => {
        const amount = text === '' ? '' : parseAmountInput(text);
        setInvalid(amount === null);
        if (amount !== null) onCommit(amount);
      }}
    />
  );
}

export interface AmountRangeFieldsProps {
  minAmount: string;
  maxAmount: string;
  labels: { minAmount: string; maxAmount: string; invalidAmount: string; amountsOutOfOrder: string };
  fullWidth?: boolean;
  onChange(patch: { minAmount: string } | { maxAmount: string }): void;
}

/** A minimum and a maximum amount; an alert says so when the minimum is over the maximum. */
export function AmountRangeFields({
  minAmount,
  maxAmount,
  labels,
  fullWidth,
  onChange,
}: AmountRangeFieldsProps) {
  const isOutOfOrder = !amountsInOrder(minAmount, maxAmount);
  return (
    <>
      <AmountFilter
        label={labels.minAmount}
        value={minAmount}
        invalidMessage={labels.invalidAmount}
        fullWidth={fullWidth}
        onCommit={(amount) => onChange({ minAmount: amount })}
      />
      <Box>
        <AmountFilter
          label={labels.maxAmount}
          value={maxAmount}
          invalidMessage={labels.invalidAmount}
          fullWidth={fullWidth}
          onCommit={(amount) => onChange({ maxAmount: amount })}
        />
        {isOutOfOrder && (
          <Box component="p" role="alert" sx={{ color: 'error.main', fontSize: '0.75rem', m: 0, mt: 0.5 }}>
            {labels.amountsOutOfOrder}
          </Box>
        )}
      </Box>
    </>
  );
}
