import type { SxProps, Theme } from '@mui/material/styles';
import { DayField } from './day-field.tsx';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  /** Shown under the end day when it comes before the start day. */
  outOfOrderMessage: string;
  onChange(patch: { from: string } | { to: string }): void;
  /** Each field's place in the screen's filter grid. */
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * "Desde" and "Hasta" as two Lima calendar days (YYYY-MM-DD) typed or picked as DD/MM/AAAA; the end day
 * cannot be picked before the start day, and is marked when the address brings it so.
 */
export function DateRangeFields({
  from,
  to,
  fromLabel,
  toLabel,
  outOfOrderMessage,
  onChange,
  className,
  sx,
}: DateRangeFieldsProps) {
  const isOutOfOrder = Boolean(from && to && from > to);
  const place = { className, sx };
  return (
    <>
      <DayField label={fromLabel} value={from} onChange={(day) => onChange({ from: day })} {...place} />
      <DayField
        label={toLabel}
        value={to}
        minDay={from || undefined}
        error={isOutOfOrder}
        helperText={isOutOfOrder ? outOfOrderMessage : undefined}
        onChange={(day) => onChange({ to: day })}
        {...place}
      />
    </>
  );
}
