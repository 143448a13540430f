import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PartnerChoice, PartnerShare } from '@cambix/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { DateRangeFields } from '@/components/ui/date-range-fields.tsx';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles, isPositiveAmount } from '@/lib/money.ts';
import { usePartnerSettlements, usePartnerShares } from '../api/partner-shares.ts';
import { monthToDate, showDay } from '../period.ts';

// The settle form loads only when someone opens it.
const SettleDialog = lazy(() => import('./settle-dialog.tsx'));

const t = partnersEs.shares;

export interface PartnerSharesPanelProps {
  partners: readonly PartnerChoice[];
  partnerId: string;
  from: string;
  to: string;
  canSettle: boolean;
  orderHref(id: number): string;
  onChange(patch: { partnerId?: string; from?: string; to?: string }): void;
}

function ShareState({ share }: { share: PartnerShare }) {
  return share.settlementId === null ? (
    <Chip size="small" color="warning" label={t.unsettledChip} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t.settled} />
  );
}

/** "Participación de socios": a partner's shares in a period, what is owed, "Liquidar" and its settlements. */
export function PartnerSharesPanel({
  partners,
  partnerId,
  from,
  to,
  canSettle,
  orderHref,
  onChange,
}: PartnerSharesPanelProps) {
  const compact = useMediaQuery('(max-width: 760px)', { noSsr: true });
  const partner = partners.find((choice) => String(choice.id) === partnerId) ?? null;
  const period = useMemo(() => {
    const month = monthToDate();
    return { from: from || month.from, to: to || month.to };
  }, [from, to]);
  const shares = usePartnerShares(partner?.id ?? null, period);
  const settlements = usePartnerSettlements(partner?.id ?? null);
  const [settling, setSettling] = useState(false);
  const [done, setDone] = useState<'settled' | 'waits' | null>(null);
  const owed = shares.data?.unsettledTotal ?? '0';

  const code = (share: PartnerShare) =>
    share.orderId === null ? (
      share.orderCode
    ) : (
      <Link
        component={RouterLink}
        to={orderHref(share.orderId)}
        sx={{ fontFamily: 'monospace', fontWeight: 700 }}
      >
        {share.orderCode}
      </Link>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr 1fr' },
        }}
      >
        <TextField
          select
          size="small"
          label={partnersEs.external.filters.partner}
          value={partner ? partnerId : ''}
          onChange={(event) => onChange({ partnerId: event.target.value })}
          helperText={partner ? undefined : t.pickPartner}
        >
          {partners.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields
          from={period.from}
          to={period.to}
          fromLabel={t.from}
          toLabel={t.to}
          outOfOrderMessage={partnersEs.orders.filters.datesOutOfOrder}
          onChange={onChange}
        />
      </Paper>

      {done && (
        <Alert severity={done === 'waits' ? 'info' : 'success'} onClose={() => setDone(null)}>
          {done === 'waits' ? partnersEs.settle.waits : partnersEs.settle.done}
        </Alert>
      )}

      {partner && (
        <>
          {shares.isError && (
            <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void shares.refetch()}>
              {isApiError(shares.error) ? shares.error.message : partnersEs.common.loadFailed}
            </RetryAlert>
          )}
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            }}
          >
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t.unsettled} ({showDay(period.from)} – {showDay(period.to)})
              </Typography>
              <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }} data-testid="unsettled-total">
                {shares.data ? formatSoles(owed) : '…'}
              </Typography>
            </Box>
            {canSettle && (
              <Button
                variant="contained"
                startIcon={<PaymentsOutlinedIcon />}
                disabled={!shares.data || !isPositiveAmount(owed) || period.from > period.to}
                onClick={() => {
                  setDone(null);
                  setSettling(true);
                }}
              >
                {t.settle}
              </Button>
            )}
          </Paper>

          {shares.data ? (
            shares.data.items.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                <Typography color="text.secondary">{t.empty}</Typography>
              </Paper>
            ) : compact ? (
              <Box
                component="ul"
                aria-label={partnersEs.external.tabs.shares}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
              >
                {shares.data.items.map((share) => (
                  <Paper
                    key={share.id}
                    component="li"
                    variant="outlined"
                    sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
                  >
                    <Box
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
                    >
                      {code(share)}
                      <ShareState share={share} />
                    </Box>
                    <Typography sx={{ fontWeight: 700 }}>{formatSoles(share.amount)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(share.accruedAt)} · {t.columns.commission}{' '}
                      {formatSoles(share.commission)} · {share.sharePercent} %
                    </Typography>
                  </Paper>
                ))}
              </Box>
            ) : (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={partnersEs.external.tabs.shares}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t.columns.order}</TableCell>
                      <TableCell>{t.columns.accrued}</TableCell>
                      <TableCell align="right">{t.columns.commission}</TableCell>
                      <TableCell align="right">{t.columns.percent}</TableCell>
                      <TableCell align="right">{t.columns.amount}</TableCell>
                      <TableCell>{t.columns.state}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shares.data.items.map((share) => (
                      <TableRow key={share.id}>
                        <TableCell>{code(share)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(share.accruedAt)}</TableCell>
                        <TableCell align="right">{formatSoles(share.commission)}</TableCell>
                        <TableCell align="right">{share.sharePercent} %</TableCell>
                        <TableCell align="right" sx={{ fontWeight: 700 }}>
                          {formatSoles(share.amount)}
                        </TableCell>
                        <TableCell>
                          <ShareState share={share} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )
          ) : (
            !shares.isError && <Skeleton variant="rounded" height={160} />
          )}

          <Box component="section" aria-label={t.settlements} sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h3" component="h2">
              {t.settlements}
            </Typography>
            {settlements.isError && (
              <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void settlements.refetch()}>
                {isApiError(settlements.error) ? settlements.error.message : partnersEs.common.loadFailed}
              </RetryAlert>
            )}
            {settlements.data &&
              (settlements.data.length === 0 ? (
                <Typography color="text.secondary">{t.noSettlements}</Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {settlements.data.map((settlement) => (
                    <Paper
                      key={settlement.id}
                      component="li"
                      variant="outlined"
                      sx={{ p: 1.5, display: 'grid', gap: 0.25 }}
                    >
                      <Box
                        sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                      >
                        <Typography sx={{ fontWeight: 700 }}>
                          {t.settlementRow(showDay(settlement.from), showDay(settlement.to))}
                        </Typography>
                        <Typography sx={{ fontWeight: 800 }}>{formatSoles(settlement.amount)}</Typography>
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {t.settlementCount(settlement.shareCount)} · {settlement.cambixAccount.bankName}{' '}
                        {settlement.cambixAccount.accountNumber} · {t.operation(settlement.operationNumber)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t.settlementBy(settlement.createdBy, formatDateTime(settlement.createdAt))}
                        {settlement.note && ` · ${settlement.note}`}
                      </Typography>
                    </Paper>
                  ))}
                </Box>
              ))}
          </Box>
        </>
      )}

      {settling && partner && (
        <Suspense fallback={null}>
          <SettleDialog
            partner={partner}
            from={period.from}
            to={period.to}
            amount={owed}
            onClose={() => setSettling(false)}
            onSettled={(result) => {
              setSettling(false);
              setDone(result.pendingApprovalId === null ? 'settled' : 'waits');
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
