import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CambixAccountSettings } from '@cambix/contract';
import { useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { useBankSettings } from '../../api/get-bank-settings.ts';
import { useCambixAccounts } from '../../api/get-cambix-accounts.ts';
import { formatCurrency } from '@/lib/money.ts';
import { LoadState } from '../load-state.tsx';
import { useCanEditSettings } from '../settings-access.ts';
import { CreateCambixAccountDialog, EditCambixAccountDialog } from './cambix-account-dialog.tsx';
import { OpeningBalanceDialog } from './opening-balance-dialog.tsx';
import { SavedSnackbar } from '../saved-snackbar.tsx';

const t = staffEs.staffSettings.accounts;

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; account: CambixAccountSettings }
  | { kind: 'opening'; account: CambixAccountSettings }
  | null;

/** Cuentas Cambix: collection and payout accounts per bank and currency, with their ledger balance. */
export function CambixAccountsSection() {
  const canEdit = useCanEditSettings();
  const accounts = useCambixAccounts();
  const banks = useBankSettings();
  const [open, setOpen] = useState<Open>(null);
  const [saved, setSaved] = useState(false);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    setSaved(true);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!banks.data}
            onClick={() => setOpen({ kind: 'create' })}
          >
            {t.add}
          </Button>
        </Box>
      )}
      <LoadState query={accounts}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">{t.empty}</Typography>
          ) : (
            <TableContainer sx={{ minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table
                size="small"
                aria-label={t.tableLabel}
                sx={{
                  minWidth: 760,
                  '& td, & th': { px: 1 },
                  '& td:first-of-type, & th:first-of-type': { pl: 2 },
                }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t.bank}</TableCell>
                    <TableCell>{t.currency}</TableCell>
                    <TableCell>{t.purpose}</TableCell>
                    <TableCell>{t.accountNumber}</TableCell>
                    <TableCell>{t.cci}</TableCell>
                    <TableCell>{t.holderName}</TableCell>
                    <TableCell>{t.active}</TableCell>
                    <TableCell align="right">{t.balance}</TableCell>
                    {canEdit && <TableCell padding="checkbox" aria-label={t.actions} />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((account) => (
                    <TableRow key={account.id} hover>
                      <TableCell>{account.bankName}</TableCell>
                      <TableCell>{t.currencyShort[account.currency]}</TableCell>
                      <TableCell>{t.purposes[account.purpose]}</TableCell>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {account.accountNumber}
                      </TableCell>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{account.cci}</TableCell>
                      <TableCell>{account.holderName}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={account.active ? staffEs.staffSettings.yes : staffEs.staffSettings.no}
                          color={account.active ? 'success' : 'default'}
                          variant="outlined"
                        />
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                      >
                        {formatCurrency(account.balance, account.currency)}
                        {canEdit && account.openingBalance === null && (
                          <Box>
                            <Button
                              size="small"
                              sx={{ mr: -1 }}
                              aria-label={t.openingFor(account.bankName, account.accountNumber)}
                              onClick={() => setOpen({ kind: 'opening', account })}
                            >
                              {t.openingShort}
                            </Button>
                          </Box>
                        )}
                      </TableCell>
                      {canEdit && (
                        <TableCell padding="checkbox">
                          <IconButton
                            aria-label={t.editAccount(account.bankName, account.accountNumber)}
                            title={t.edit}
                            onClick={() => setOpen({ kind: 'edit', account })}
                          >
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </LoadState>
      {open?.kind === 'create' && banks.data && (
        <CreateCambixAccountDialog banks={banks.data} onClose={close} onSaved={done} />
      )}
      {open?.kind === 'edit' && (
        <EditCambixAccountDialog account={open.account} onClose={close} onSaved={done} />
      )}
      {open?.kind === 'opening' && (
        <OpeningBalanceDialog account={open.account} onClose={close} onSaved={done} />
      )}
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </Box>
  );
}
