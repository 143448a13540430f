import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { customerEs } from '@/i18n/customer.ts';
import type { DestinationOption } from './destination-accounts.ts';

const t = customerEs.newOrder;

export interface DestinationSelectProps {
  options: readonly DestinationOption[];
  value: number | null;
  onChange: (accountId: number) => void;
  /** Where "Agregar cuenta" goes (Bancos). */
  accountsPath: string;
  disabled?: boolean;
}

const accountLabel = ({ account }: DestinationOption) =>
  `${account.bank.name} · ${account.alias ? `${account.alias} · ` : ''}****${account.accountNumber.slice(-4)}`;

/** The customer's PEN accounts to receive in; an account that cannot receive says why. */
export function DestinationSelect({
  options,
  value,
  onChange,
  accountsPath,
  disabled = false,
}: DestinationSelectProps) {
  if (options.length === 0) {
    return (
      <Box>
        <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t.destination}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.noAccounts}
        </Typography>
        <Button component={RouterLink} to={accountsPath} variant="outlined" startIcon={<AddIcon />}>
          {t.addAccount}
        </Button>
      </Box>
    );
  }
  return (
    <TextField
      select
      fullWidth
      label={t.destination}
      value={value ?? ''}
      disabled={disabled}
      helperText={disabled ? t.chooseBankFirst : t.destinationHint}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{
        select: {
          renderValue: (selected) => {
            const option = options.find((item) => item.account.id === Number(selected));
            return option ? accountLabel(option) : '';
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.account.id} value={option.account.id} disabled={option.blockedBy !== null}>
          <ListItemText
            primary={accountLabel(option)}
            secondary={
              option.blockedBy === 'needs-cci' ? t.needsCci : option.sameBank ? t.sameBank : t.otherBank
            }
            slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
