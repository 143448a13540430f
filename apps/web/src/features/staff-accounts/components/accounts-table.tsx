import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StaffAccount } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { accountDocument, accountName } from '../format.ts';
import { AccountRowActions, type AccountAction } from './account-row-actions.tsx';
import { AccountStateChip } from './account-state-chip.tsx';

const t = staffEs.staffAccounts;

/** The role, and for an Externo the partner business it belongs to. */
const roleLabel = (account: StaffAccount) =>
  account.partner ? t.partnerRole(t.role[account.role], account.partner.name) : t.role[account.role];

export interface AccountsTableProps {
  rows: readonly StaffAccount[];
  permissionsHref: (userId: number) => string;
  onAction: (action: AccountAction, account: StaffAccount) => void;
  onDone?: (message: string) => void;
}

/** The accounts: a table on a wide screen, a list of cards on a phone. */
export function AccountsTable({ rows, permissionsHref, onAction, onDone }: AccountsTableProps) {
  const compact = useMediaQuery('(max-width: 760px)', { noSsr: true });
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{t.empty}</Typography>
      </Paper>
    );
  }
  const actions = (account: StaffAccount) =>
    account.manageable ? (
      <AccountRowActions
        account={account}
        permissionsHref={permissionsHref}
        onAction={onAction}
        {...(onDone ? { onDone } : {})}
      />
    ) : null;

  if (compact) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((account) => (
          <Paper component="li" variant="outlined" key={account.id} sx={{ p: 2, display: 'flex', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {accountName(account)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {accountDocument(account)} · {roleLabel(account)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {account.email}
              </Typography>
              <Box>
                <AccountStateChip state={account.state} />
              </Box>
            </Box>
            <Box>{actions(account)}</Box>
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t.columns.name}</TableCell>
            <TableCell>{t.columns.document}</TableCell>
            <TableCell>{t.columns.email}</TableCell>
            <TableCell>{t.columns.role}</TableCell>
            <TableCell>{t.columns.state}</TableCell>
            <TableCell align="right">
              <span className="cx-visually-hidden">{t.columns.actions}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((account) => (
            <TableRow key={account.id} hover sx={{ height: 50 }}>
              <TableCell sx={{ fontWeight: 600 }}>{accountName(account)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{accountDocument(account)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{account.email}</TableCell>
              <TableCell>{roleLabel(account)}</TableCell>
              <TableCell>
                <AccountStateChip state={account.state} />
              </TableCell>
              <TableCell align="right" sx={{ py: 0.25 }}>
                {actions(account)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
