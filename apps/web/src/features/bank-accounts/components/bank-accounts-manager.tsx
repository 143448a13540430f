import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import type { BankAccount } from '@cambix/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBanks } from '@/features/banks';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useConfirmBankAccount } from '../api/confirm-bank-account.ts';
import { bankAccountKeys } from '../api/keys.ts';
import { useBankAccounts } from '../api/list-bank-accounts.ts';
import { BankAccountCard } from './bank-account-card.tsx';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import { DeleteBankAccountDialog } from './delete-bank-account-dialog.tsx';

const t = customerEs.accounts;

/**
 * /userDashboard/cuentas: the customer's accounts with add, edit and delete (after confirmation), and the
 * confirmation of an account added through an order link (decision 072).
 */
export function BankAccountsManager({ title }: { title: string }) {
  const accounts = useBankAccounts();
  const { banks } = useBanks();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ account: BankAccount | null } | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirmBankAccount();
  const confirmAccount = (account: BankAccount) =>
    confirm.mutate(account.id, {
      onSuccess: (result) => setNotice(result.message || t.confirmed),
      onError: (error) => setNotice(isApiError(error) ? error.message : t.confirmFailed),
    });

  const saved = (message: string) => {
    setEditing(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: bankAccountKeys.list });
  };

  return (
    <Box sx={{ maxWidth: 840 }}>
      <PageHeader
        title={title}
        intro={t.intro}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ account: null })}
            sx={{ flex: 'none', whiteSpace: 'nowrap' }}
          >
            {t.add}
          </Button>
        }
      />

      {accounts.isPending && (
        <Stack spacing={2}>
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={112} />
          ))}
        </Stack>
      )}
      {accounts.isError && (
        <RetryAlert retryLabel={customerEs.common.retry} onRetry={() => void accounts.refetch()}>
          {customerEs.common.loadFailed}
        </RetryAlert>
      )}
      {accounts.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t.empty}</Typography>
        </Paper>
      )}
      {accounts.data && accounts.data.length > 0 && (
        <Box component="ul" aria-label={t.title} sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
          {accounts.data.map((account) => (
            <BankAccountCard
              key={account.id}
              account={account}
              bank={banks.find((bank) => bank.id === account.bank.id)}
              onEdit={() => setEditing({ account })}
              onDelete={() => setDeleting(account)}
              onConfirm={() => confirmAccount(account)}
              isConfirming={confirm.isPending && confirm.variables === account.id}
            />
          ))}
        </Box>
      )}

      <BankAccountDialog
        open={editing !== null}
        account={editing?.account ?? null}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <DeleteBankAccountDialog account={deleting} onClose={() => setDeleting(null)} onDeleted={setNotice} />
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} sx={{ bottom: { xs: 80, sm: 24 } }} />
    </Box>
  );
}
