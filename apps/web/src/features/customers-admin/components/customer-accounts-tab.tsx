import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BankAccount } from '@cambix/contract';
import { InfoList } from '@/components/ui/info-list.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { useCustomerBankAccounts } from '../api/get-customer-bank-accounts.ts';

const t = staffEs.accounts;

export function AccountCard({ account }: { account: BankAccount }) {
  return (
    <Card variant="outlined" component="article" aria-label={`${account.bank.name} ${account.accountNumber}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h3" sx={{ flex: 1 }}>
            {account.bank.name}
          </Typography>
          {account.isProvincia && <Chip size="small" label={t.provincia} />}
        </Box>
        <InfoList
          columns={2}
          items={[
            { label: t.type, value: account.accountType.name },
            { label: t.currency, value: t.currencyName[account.currency] ?? account.currency },
            { label: t.number, value: account.accountNumber },
            { label: t.cci, value: account.cci ?? staffEs.common.none },
            { label: t.alias, value: account.alias ?? staffEs.common.none, wide: true },
          ]}
        />
      </CardContent>
    </Card>
  );
}

export function AccountCards({ accounts }: { accounts: BankAccount[] }) {
  if (accounts.length === 0) return <Typography color="text.secondary">{t.none}</Typography>;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {accounts.map((account) => (
        <AccountCard key={account.id} account={account} />
      ))}
    </Box>
  );
}

/** Tab Cuentas: the customer's own bank accounts. */
export function CustomerAccountsTab({ userId }: { userId: number }) {
  const accounts = useCustomerBankAccounts(userId);
  if (accounts.isPending) return <Skeleton variant="rounded" height={160} />;
  if (accounts.isError) return <Alert severity="error">{staffEs.common.loadFailed}</Alert>;
  return <AccountCards accounts={accounts.data} />;
}
