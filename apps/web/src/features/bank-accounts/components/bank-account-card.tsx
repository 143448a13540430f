import type { Bank, BankAccount } from '@cambix/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BankLogo } from '@/features/banks';
import { customerEs } from '@/i18n/customer.ts';
import { accountName } from '../account-label.ts';

const t = customerEs.accounts;
const NEUTRAL = { shortName: '', color: '#56646b', logoUrl: null };

/**
 * One account: the bank's badge, its name, number and CCI, and its actions. One added through an order
 * link waits for the customer to confirm it here (decision 072).
 */
export function BankAccountCard({
  account,
  bank,
  onEdit,
  onDelete,
  onConfirm,
  isConfirming = false,
}: {
  account: BankAccount;
  bank: Bank | undefined;
  onEdit: () => void;
  onDelete: () => void;
  onConfirm: () => void;
  isConfirming?: boolean;
}) {
  const name = accountName(account);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <BankLogo
          bank={bank ?? { ...NEUTRAL, code: account.bank.code, shortName: account.bank.name }}
          size={44}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
            {name}
            {!account.confirmed && (
              <Chip
                size="small"
                color="warning"
                label={t.toConfirm}
                sx={{ ml: 1, verticalAlign: 'text-bottom' }}
              />
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {/* Without an alias the title already names the bank. */}
            {[
              account.alias ? account.bank.name : null,
              account.accountType.name,
              customerEs.accountForm.currencies[account.currency],
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 1,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
              fontSize: '0.875rem',
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t.number}</dt>
            <dd>{account.accountNumber}</dd>
            {account.cci && (
              <>
                <dt>{t.cci}</dt>
                <dd>{account.cci}</dd>
              </>
            )}
          </Box>
          {account.isProvincia && <Chip size="small" label={t.provincia} sx={{ mt: 1 }} />}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.5 }}>
          <Tooltip title={customerEs.common.edit}>
            <IconButton aria-label={t.editAccount(name)} onClick={onEdit}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={customerEs.common.delete}>
            <IconButton aria-label={t.deleteAccount(name)} onClick={onDelete} color="error">
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      {!account.confirmed && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={onConfirm}
              loading={isConfirming}
              aria-label={t.confirmAccount(name)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t.confirm}
            </Button>
          }
          sx={{
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 4.5, sm: 2 } },
          }}
        >
          {t.toConfirmBody}
        </Alert>
      )}
    </Paper>
  );
}
