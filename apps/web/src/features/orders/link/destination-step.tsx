import type { Order } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { maskedDigits, useBankAccounts } from '@/features/bank-accounts';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { DestinationSelect } from '../new-order/destination-select.tsx';
import { destinationOptions, pickDestination } from '../new-order/destination-accounts.ts';
import { changeDestination } from './change-destination.ts';

const t = customerEs.linkOrder;

const destinationLabel = (destination: Order['destination']) =>
  `${destination.bankName} · ${destination.alias ? `${destination.alias} · ` : ''}${maskedDigits(destination.accountNumber)}`;

/**
 * An observed order: keep the account the money goes to, or point it at another of the customer's PEN
 * accounts (the amounts stay as paid).
 */
export function DestinationStep({
  order,
  accountsPath,
  onDone,
}: {
  order: Order;
  accountsPath: string;
  /** `toConfirm`: the new account was added through a link and waits for confirmation (decision 072). */
  onDone: (order: Order, changed: boolean, toConfirm?: boolean) => void;
}) {
  const accounts = useBankAccounts();
  const options = useMemo(
    () => destinationOptions(accounts.data ?? [], order.paymentBank.id, order.receiveCurrency),
    [accounts.data, order.paymentBank.id, order.receiveCurrency],
  );
  const currentId =
    options.find(
      ({ account }) =>
        account.bank.id === order.destination.bankId &&
        account.accountNumber === order.destination.accountNumber,
    )?.account.id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? pickDestination(options, currentId);
  const change = useMutation({
    mutationFn: (accountId: number) => changeDestination(order.code, accountId),
    onSuccess: (next, accountId) =>
      onDone(
        next,
        true,
        options.some(({ account }) => account.id === accountId && !account.confirmed),
      ),
  });
  const isCurrent = selected === null || selected === currentId;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t.destinationHeading}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography variant="h2" sx={{ mb: 0.5 }}>
          {t.destinationHeading}
        </Typography>
        <Typography color="text.secondary">{t.destinationIntro}</Typography>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {t.currentDestination(destinationLabel(order.destination))}
      </Typography>
      {accounts.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : (
        <DestinationSelect
          options={options}
          value={selected}
          onChange={setChosen}
          accountsPath={accountsPath}
          addInPlace
        />
      )}
      {change.isError && (
        <Alert severity="error">
          {isApiError(change.error) ? change.error.message : t.changeDestinationFailed}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {isCurrent ? (
          <Button variant="contained" onClick={() => onDone(order, false)}>
            {t.keepDestination}
          </Button>
        ) : (
          <>
            <Button
              variant="contained"
              disabled={change.isPending}
              onClick={() => selected !== null && change.mutate(selected)}
            >
              {change.isPending ? t.changingDestination : t.changeDestination}
            </Button>
            <Button disabled={change.isPending} onClick={() => onDone(order, false)}>
              {t.keepCurrent}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
