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
import { formatRate, type RatePublication, type RateTier, tierLastUsd } from '@cambix/contract';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';

const t = staffExchangeEs.screen;
const c = t.columns;

const usd = (amount: string) => formatCurrency(amount, 'USD');

/** A side of a board, one tier a line with its last cent: `US$ 1.00–US$ 999.99: S/ 3.742`. */
function Tiers({ tiers }: { tiers: readonly RateTier[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' }}>
      {tiers.map((tier) => (
        <li key={tier.fromUsd}>{t.tier(usd(tier.fromUsd), usd(tierLastUsd(tier)), formatRate(tier.rate))}</li>
      ))}
    </Box>
  );
}

/** On a phone each board is a block (when, who, then its buy and sell tiers): a table would hide the rates. */
function PublicationList({ rows }: { rows: readonly RatePublication[] }) {
  return (
    <Box component="ul" aria-labelledby="recent-publications" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{ px: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
        >
          <Typography variant="subtitle2">{formatDateTime(row.publishedAt)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.publishedBy ?? t.nobody} · {t.sources[row.source] ?? row.source}
          </Typography>
          {(
            [
              [c.buy, row.buy],
              [c.sell, row.sell],
            ] as const
          ).map(([label, tiers]) => (
            <Box key={label} sx={{ typography: 'body2' }}>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Tiers tiers={tiers} />
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** The latest boards, newest first, with who published them and from which source. */
export function PublicationsTable({ rows }: { rows: readonly RatePublication[] }) {
  const isPhone = useMediaQuery('(max-width: 600px)');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-publications" sx={{ minWidth: 0 }}>
      <Typography id="recent-publications" variant="h3" component="h2" sx={{ p: { xs: 1.5, sm: 2 }, pb: 1 }}>
        {t.recent}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t.recentEmpty}
        </Typography>
      ) : isPhone ? (
        <PublicationList rows={rows} />
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="recent-publications">
            <TableHead>
              <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableCell>{c.publishedAt}</TableCell>
                <TableCell>{c.publishedBy}</TableCell>
                <TableCell>{c.source}</TableCell>
                <TableCell>{c.buy}</TableCell>
                <TableCell>{c.sell}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.publishedAt)}</TableCell>
                  <TableCell>{row.publishedBy ?? t.nobody}</TableCell>
                  <TableCell>{t.sources[row.source] ?? row.source}</TableCell>
                  <TableCell>
                    <Tiers tiers={row.buy} />
                  </TableCell>
                  <TableCell>
                    <Tiers tiers={row.sell} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
