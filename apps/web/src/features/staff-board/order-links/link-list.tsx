import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Bank, OrderLinkSummary } from '@cambix/contract';
import { useState } from 'react';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { DebouncedTextFilter } from '@/components/ui/debounced-text-filter.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import { useOrderLinks } from '../api/order-links.ts';
import { ShareActions } from './share-actions.tsx';

const t = staffEs.orderLinks;
type LinkStatus = OrderLinkSummary['status'];
const STATUSES: readonly LinkStatus[] = ['activa', 'usada', 'vencida'];
const STATUS_COLOR: Record<LinkStatus, NonNullable<ChipProps['color']>> = {
  activa: 'success',
  usada: 'info',
  vencida: 'default',
};
const PAGE_SIZE = 20;

/** The links staff have made, newest first, by status and text, one server page at a time. */
export function LinkList({ banks, onCopied }: { banks: readonly Bank[]; onCopied(ok: boolean): void }) {
  const [status, setStatus] = useState<LinkStatus | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const links = useOrderLinks({
    page,
    size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
  });
  const bankName = (id: number | null) => banks.find((bank) => bank.id === id)?.shortName ?? t.anyBank;
  const data = links.data;

  return (
    <Paper variant="outlined" component="section" aria-label={t.list} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h2">{t.list}</Typography>
        {data && <Typography color="text.secondary">{t.total(data.total)}</Typography>}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr' } }}>
        <DebouncedTextFilter
          type="search"
          size="small"
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={q}
          onCommit={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label={t.status}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as LinkStatus | '');
            setPage(1);
          }}
        >
          <MenuItem value="">{t.allStatuses}</MenuItem>
          {STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t.statuses[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {links.error && !links.isFetching && (
        <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void links.refetch()}>
          {isApiError(links.error) ? links.error.message : staffEs.common.loadFailed}
        </RetryAlert>
      )}
      {!data ? (
        !links.error && <Skeleton variant="rounded" height={240} aria-label={staffEs.common.loading} />
      ) : data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t.empty}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t.list}>
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.code}</TableCell>
                <TableCell>{t.columns.customer}</TableCell>
                <TableCell align="right">{t.columns.amount}</TableCell>
                <TableCell>{t.columns.bank}</TableCell>
                <TableCell>{t.columns.status}</TableCell>
                <TableCell>{t.columns.expires}</TableCell>
                <TableCell>{t.columns.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((link) => (
                <TableRow key={link.id}>
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{link.code}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {link.customer.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {link.customer.dni}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {link.amount ? formatSoles(link.amount) : t.anyAmount}
                  </TableCell>
                  <TableCell>{bankName(link.bankId)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t.statuses[link.status]} color={STATUS_COLOR[link.status]} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(link.expiresAt)}</TableCell>
                  <TableCell>
                    <ShareActions
                      compact
                      url={link.url}
                      customerName={link.customer.name}
                      onCopied={onCopied}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_event, next) => setPage(next + 1)}
          />
        </Box>
      )}
    </Paper>
  );
}
