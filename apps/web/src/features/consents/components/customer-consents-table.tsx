import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { consentsEs } from '@/i18n/consents.ts';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useCustomerConsents } from '../api/get-customer-consents.ts';

const t = consentsEs.history;

/** The customer's consent history for staff with the customers module (decision 167), newest first. */
export function CustomerConsentsTable({ userId }: { userId: number }) {
  const consents = useCustomerConsents(userId);
  const headingId = useId();
  // A phone reads each act as a few lines; six columns would need scrolling sideways.
  const narrow = useMediaQuery('(max-width: 600px)', { noSsr: true });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.intro}
      </Typography>
      {consents.isPending && <Skeleton variant="rounded" height={120} />}
      {consents.isError && <Alert severity="error">{staffEs.common.loadFailed}</Alert>}
      {consents.data?.length === 0 && <Typography color="text.secondary">{t.none}</Typography>}
      {consents.data && consents.data.length > 0 && narrow && (
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {consents.data.map((row) => (
            <Box component="li" key={row.id} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t.documents[row.documento]} · {t.columns.version.toLowerCase()} {row.version} ·{' '}
                {row.aceptado ? t.accepted : t.withdrawn}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(row.fecha)} · {row.ip ?? t.notKept}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.navegador ?? t.notKept}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {consents.data && consents.data.length > 0 && !narrow && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.document}</TableCell>
                <TableCell>{t.columns.version}</TableCell>
                <TableCell>{t.columns.decision}</TableCell>
                <TableCell>{t.columns.at}</TableCell>
                <TableCell>{t.columns.address}</TableCell>
                <TableCell>{t.columns.browser}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {consents.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ minWidth: 150 }}>{t.documents[row.documento]}</TableCell>
                  <TableCell>{row.version}</TableCell>
                  <TableCell>{row.aceptado ? t.accepted : t.withdrawn}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.fecha)}</TableCell>
                  <TableCell>{row.ip ?? t.notKept}</TableCell>
                  <TableCell sx={{ minWidth: 260, overflowWrap: 'anywhere' }}>
                    {row.navegador ?? t.notKept}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
