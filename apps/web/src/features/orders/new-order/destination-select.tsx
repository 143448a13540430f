import type { Bank, BankAccount } from '@cambix/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { selectSessionLink, useSessionStore } from '@/features/auth';
import { accountName, accountShortLabel, BankAccountDialog, bankAccountKeys } from '@/features/bank-accounts';
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
  /** "Agregar cuenta" opens the account form here, so a flow that must not be left keeps what it holds. */
  addInPlace?: boolean;
  /** The bank catalogue, for the short names ("BCP") the chosen account is shown with. */
  banks?: readonly Bank[];
  /** What the list holds and what to say when it is empty (soles by default; dollars for a venta). */
  hint?: string;
  emptyText?: string;
}

/** An account in the list: its alias and bank, and the last digits that tell it apart. */
const accountLabel = ({ account }: DestinationOption) =>
  account.alias ? `${account.alias} · ${accountName({ ...account, alias: null })}` : accountName(account);

/** The chosen account, compact enough for a phone: the name gives way, the last digits always show. */
function ChosenAccount({ option, banks }: { option: DestinationOption; banks: readonly Bank[] }) {
  const { account } = option;
  const label = accountShortLabel(account, banks.find((bank) => bank.id === account.bank.id)?.shortName);
  return (
    <Box component="span" sx={{ display: 'flex', minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label.name}
      </Box>
      <Box component="span" sx={{ flex: 'none', whiteSpace: 'nowrap' }}>
        &nbsp;{label.digits}
      </Box>
    </Box>
  );
}

function secondaryText(option: DestinationOption): string {
  const reach = option.blockedBy === 'needs-cci' ? t.needsCci : option.sameBank ? t.sameBank : t.otherBank;
  return option.account.confirmed ? reach : `${reach} · ${customerEs.linkSession.toConfirm}`;
}

/**
 * "Agregar cuenta": Bancos for the customer's own session; a session bound to an order link cannot open
 * Bancos, so it adds the account here, and the new account waits for confirmation (decision 072). A flow
 * that must not be left (fixing an observed order) adds it here too.
 */
function AddAccount({
  accountsPath,
  onAdded,
  inPlace,
}: {
  accountsPath: string;
  onAdded: (id: number) => void;
  inPlace: boolean;
}) {
  const isLinkBound = useSessionStore((state) => selectSessionLink(state) !== null);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!isLinkBound && !inPlace) {
    return (
      <Button component={RouterLink} to={accountsPath} variant="outlined" startIcon={<AddIcon />}>
        {t.addAccount}
      </Button>
    );
  }
  const added = (account: BankAccount) => {
    queryClient.setQueryData<BankAccount[]>(bankAccountKeys.list, (list) => [...(list ?? []), account]);
    void queryClient.invalidateQueries({ queryKey: bankAccountKeys.list });
    setOpen(false);
    onAdded(account.id);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t.addAccount}
      </Button>
      <BankAccountDialog
        open={open}
        account={null}
        onClose={() => setOpen(false)}
        onSaved={(_message, account) => added(account)}
      />
    </>
  );
}

/** The customer's accounts to receive in; an account that cannot receive says why. */
export const DestinationSelect = memo(function DestinationSelect({
  options,
  value,
  onChange,
  accountsPath,
  disabled = false,
  addInPlace = false,
  banks = [],
  hint = t.destinationHint,
  emptyText = t.noAccounts,
}: DestinationSelectProps) {
  const isLinkBound = useSessionStore((state) => selectSessionLink(state) !== null);
  const chosen = options.find((option) => option.account.id === value);
  if (options.length === 0) {
    return (
      <Box>
        <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t.destination}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {emptyText}
        </Typography>
        <AddAccount accountsPath={accountsPath} onAdded={onChange} inPlace={addInPlace} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <TextField
        select
        fullWidth
        label={t.destination}
        value={value ?? ''}
        disabled={disabled}
        helperText={
          disabled
            ? t.chooseBankFirst
            : chosen && !chosen.account.confirmed
              ? customerEs.linkSession.confirmLater
              : hint
        }
        onChange={(event) => onChange(Number(event.target.value))}
        slotProps={{
          select: {
            renderValue: (selected) => {
              const option = options.find((item) => item.account.id === Number(selected));
              return option ? <ChosenAccount option={option} banks={banks} /> : '';
            },
          },
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.account.id} value={option.account.id} disabled={option.blockedBy !== null}>
            <ListItemText
              primary={accountLabel(option)}
              secondary={secondaryText(option)}
              slotProps={{
                primary: { sx: { whiteSpace: 'normal' } },
                secondary: { sx: { whiteSpace: 'normal' } },
              }}
            />
          </MenuItem>
        ))}
      </TextField>
      {(isLinkBound || addInPlace) && !disabled && (
        <AddAccount accountsPath={accountsPath} onAdded={onChange} inPlace={addInPlace} />
      )}
    </Box>
  );
});
