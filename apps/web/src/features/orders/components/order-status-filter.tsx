import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderStatus } from '@cambix/contract';
import { orderStatusName } from './order-status-chip.tsx';

export interface OrderStatusFilterProps {
  label: string;
  /** The statuses offered, in the order shown. */
  statuses: readonly OrderStatus[];
  value: OrderStatus[];
  /** The chosen statuses, sorted. */
  onChange(status: OrderStatus[]): void;
}

/** A filter bar's select of several order statuses, each with a checkbox. */
export function OrderStatusFilter({ label, statuses, value, onChange }: OrderStatusFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as OrderStatus[]).map(orderStatusName).join(', '),
        },
      }}
      onChange={(event) => {
        const chosen = event.target.value as unknown as OrderStatus[] | string;
        const list = typeof chosen === 'string' ? chosen.split(',').map(Number) : chosen;
        onChange((list as OrderStatus[]).slice().sort());
      }}
    >
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          <Checkbox size="small" checked={value.includes(status)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={orderStatusName(status)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
