import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReceiptSeriesSettings } from '@cambix/contract';
import { useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { useReceiptSeries } from '../../api/get-receipt-series.ts';
import { LoadState } from '../load-state.tsx';
import { SavedSnackbar } from '../saved-snackbar.tsx';
import { useCanEditSettings } from '../settings-access.ts';
import { ReceiptSeriesDialog } from './receipt-series-dialog.tsx';

const t = staffEs.staffSettings.receipts;
const none = staffEs.staffSettings.none;

/** Boletas y facturas: per active bank, its two series, each one's next correlative and last one issued. */
export function ReceiptSeriesSection() {
  const canEdit = useCanEditSettings();
  const series = useReceiptSeries();
  const [editing, setEditing] = useState<ReceiptSeriesSettings | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <Box sx={{ minWidth: 0 }}>
      <LoadState query={series}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t.empty}</Typography>
          ) : (
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table
                size="small"
                aria-label={t.tableLabel}
                sx={{ minWidth: 760, '& th, & td:nth-of-type(2)': { whiteSpace: 'nowrap' } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t.bank}</TableCell>
                    <TableCell>{t.serie}</TableCell>
                    <TableCell align="right">{t.boletaNext}</TableCell>
                    <TableCell align="right">{t.boletaLast}</TableCell>
                    <TableCell align="right">{t.facturaNext}</TableCell>
                    <TableCell align="right">{t.facturaLast}</TableCell>
                    {canEdit && <TableCell align="right">{t.actions}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.bankId} hover>
                      <TableCell>{row.bankName}</TableCell>
                      <TableCell>
                        {(row.serie && `${row.serie} · ${row.facturaSerie}`) ?? (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {t.noSerie}
                          </Typography>
                        )}
                      </TableCell>
                      {[row.nextNumber, row.lastIssued, row.facturaNextNumber, row.facturaLastIssued].map(
                        (number, column) => (
                          <TableCell key={column} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {number ?? none}
                          </TableCell>
                        ),
                      )}
                      {canEdit && (
                        <TableCell align="right">
                          <Button
                            size="small"
                            aria-label={t.editFor(row.bankName)}
                            onClick={() => setEditing(row)}
                          >
                            {row.serie ? t.edit : t.configure}
                          </Button>
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
      {editing && (
        <ReceiptSeriesDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(true);
          }}
        />
      )}
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </Box>
  );
}
