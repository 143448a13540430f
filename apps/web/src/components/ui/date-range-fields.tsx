import TextField from '@mui/material/TextField';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  /** Shown under the end day when it comes before the start day. */
  outOfOrderMessage: string;
  onChange(patch: { from: string } | { to: string }): void;
}

/** A start and an end day (YYYY-MM-DD); the end day is marked when it comes before the start day. */
export function DateRangeFields({
  from,
  to,
  fromLabel,
  toLabel,
  outOfOrderMessage,
  onChange,
}: DateRangeFieldsProps) {
  const isOutOfOrder = Boolean(from && to && from > to);
  return (
    <>
      <TextField
        type="date"
        size="small"
        label={fromLabel}
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={toLabel}
        value={to}
        error={isOutOfOrder}
        helperText={isOutOfOrder ? outOfOrderMessage : undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
