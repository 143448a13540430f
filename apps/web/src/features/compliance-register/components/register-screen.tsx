import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import { REGISTER_EXPORT_FORMATS, type RegisterExportFormat, type RegisterRow } from '@cambix/contract';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { useModuleAccess } from '@/features/staff-permissions';
import { staffComplianceRegisterEs } from '@/i18n/staff-compliance-register.ts';
import { isApiError } from '@/lib/api-client.ts';
import { dayjs } from '@/lib/dayjs-setup.ts';
import { useExportRegister } from '../api/export-register.ts';
import { useRegisterMonth } from '../api/list-register.ts';
import { CorrectionDialog } from './correction-dialog.tsx';
import { RegisterRowCard } from './register-row-card.tsx';

const t = staffComplianceRegisterEs;
const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;
const EXPORT_LABEL: Record<RegisterExportFormat, string> = {
  csv: t.exportCsv,
  xlsx: t.exportXlsx,
  txt: t.exportTxt,
};

export interface RegisterScreenProps {
  title: string;
  month: string;
  onMonthChange(month: string): void;
}

/**
 * /dashboard/cumplimiento/registro (module cumplimiento): a Lima month of the Registro de Operaciones, its
 * three exports, and with edit a correction (a new row) of any row in force.
 */
export function RegisterScreen({ title, month, onMonthChange }: RegisterScreenProps) {
  const register = useRegisterMonth(month);
  const exporter = useExportRegister();
  const { canEdit } = useModuleAccess('cumplimiento');
  const [correcting, setCorrecting] = useState<RegisterRow | null>(null);
  const [saved, setSaved] = useState(false);
  const exporting = exporter.isPending ? exporter.variables.format : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.intro} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
          <DatePicker
            label={t.month}
            views={['year', 'month']}
            openTo="month"
            format="MM/YYYY"
            value={dayjs(`${month}-01`)}
            onChange={(picked: Dayjs | null) => {
              if (picked?.isValid()) onMonthChange(picked.format('YYYY-MM'));
            }}
            slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 200 } } } }}
          />
        </LocalizationProvider>
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={t.exportsLabel}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          useFlexGap
        >
          <Typography variant="body2" color="text.secondary">
            {t.exportsLabel}
          </Typography>
          {REGISTER_EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              size="small"
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={exporting === format}
              disabled={exporting !== null && exporting !== format}
              onClick={() => exporter.mutate({ month, format })}
            >
              {EXPORT_LABEL[format]}
            </Button>
          ))}
        </Stack>
      </Stack>
      {exporter.isError && (
        <Alert severity="error" onClose={() => exporter.reset()}>
          {isApiError(exporter.error) ? exporter.error.message : t.loadFailed}
        </Alert>
      )}
      {register.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label={t.loading} />
      ) : register.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void register.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {isApiError(register.error) ? register.error.message : t.loadFailed}
        </Alert>
      ) : register.data.rows.length === 0 ? (
        <Alert severity="info">{t.empty}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t.count(register.data.rows.length)}
          </Typography>
          {register.data.rows.map((row) => (
            <RegisterRowCard key={row.id} row={row} canCorrect={canEdit} onCorrect={setCorrecting} />
          ))}
        </>
      )}
      {correcting && (
        <CorrectionDialog
          row={correcting}
          month={month}
          onClose={() => setCorrecting(null)}
          onSaved={() => {
            setCorrecting(null);
            setSaved(true);
          }}
        />
      )}
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message={t.correction.saved}
      />
    </Box>
  );
}
