import type { AccountBalance, Bank } from '@cambix/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BankLogo } from '@/features/banks';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';
import { accountLabel } from '../format.ts';
import { MoneyText } from './money-text.tsx';

const t = staffBalanceEs.card;
const NEUTRAL_COLOR = '#56646b';

/**
 * One Cambix account's card (docs/rules/finance-reports.md#balance): every figure as the server computed
 * it; the screen only writes them.
 */
export function AccountBalanceCard({
  item,
  bank,
  movementsHref,
}: {
  item: AccountBalance;
  bank: Bank | undefined;
  /** Movimientos filtered by this account, when the person may open it. */
  movementsHref: string | null;
}) {
  const { account } = item;
  const currency = account.currency;
  const titleId = `account-${account.id}-title`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
        alignContent: 'start',
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <BankLogo
          bank={
            bank ?? {
              code: account.bankCode,
              shortName: account.bankName,
              color: NEUTRAL_COLOR,
              logoUrl: null,
            }
          }
          size={40}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {account.bankName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {staffBalanceEs.currency[currency]} · {staffBalanceEs.purpose[account.purpose]}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {t.number(account.accountNumber)}
          </Typography>
        </Box>
        {!account.active && <Chip size="small" label={t.inactive} />}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t.balance}
        </Typography>
        <MoneyText
          amount={item.balance}
          currency={currency}
          sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}
        />
      </Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.875rem',
          '& th, & td': { py: 0.25, px: 0, textAlign: 'right', fontWeight: 400 },
          '& th:first-of-type': { textAlign: 'left', color: 'text.secondary' },
          '& thead th': { color: 'text.secondary', fontSize: '0.75rem' },
        }}
      >
        <thead>
          <tr>
            <td />
            <th scope="col">{t.ingresos}</th>
            <th scope="col">{t.egresos}</th>
          </tr>
        </thead>
        <tbody>
          {(
            [
              ['today', t.today],
              ['month', t.month],
            ] as const
          ).map(([period, label]) => (
            <tr key={period}>
              <th scope="row">{label}</th>
              <td>
                <MoneyText amount={item[period].ingresos} currency={currency} />
              </td>
              <td>
                <MoneyText amount={item[period].egresos} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Divider />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          columnGap: 1.5,
          rowGap: 0.5,
          fontSize: '0.875rem',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <dt>{t.pending}</dt>
        <dd>
          {t.pendingValue(item.pendingPayouts.count, formatCurrency(item.pendingPayouts.amount, currency))}
        </dd>
        <Box component="dt" sx={{ fontWeight: 600, color: 'text.primary !important' }}>
          {t.after}
        </Box>
        <Box component="dd" sx={{ fontWeight: 700 }}>
          <MoneyText amount={item.balanceAfterPayouts} currency={currency} />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'baseline',
        }}
      >
        <Typography variant="caption" color="text.secondary">
          {item.lastMovementAt ? t.lastMovement(formatDateTime(item.lastMovementAt)) : t.noMovements}
        </Typography>
        {movementsHref && (
          <Link
            component={RouterLink}
            to={movementsHref}
            variant="body2"
            aria-label={t.openMovements(accountLabel(account))}
          >
            {staffBalanceEs.screen.movements}
          </Link>
        )}
      </Box>
    </Paper>
  );
}
