import type { StatementPreview } from '@cambix/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';

const t = staffBalanceEs.preview;

/** The statement's headers and first lines as the server read them, with its encoding and separator. */
export function StatementPreviewTable({ preview }: { preview: StatementPreview }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, minWidth: 0 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t.title}: {preview.fileName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.facts(preview.lineCount, preview.encoding, preview.delimiter)}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label={t.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ color: 'text.secondary' }}>{t.line}</TableCell>
              {preview.headers.map((header, index) => (
                <TableCell key={`${index}-${header}`} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.sample.map((cells, row) => (
              <TableRow key={row}>
                {/* The header is line 1, as in the person's spreadsheet. */}
                <TableCell sx={{ color: 'text.secondary' }}>{row + 2}</TableCell>
                {preview.headers.map((header, column) => (
                  <TableCell key={`${column}-${header}`} sx={{ whiteSpace: 'nowrap' }}>
                    {cells[column] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
