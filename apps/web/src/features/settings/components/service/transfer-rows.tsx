import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { staffEs } from '@/i18n/staff.ts';
import { useBankSettings } from '../../api/get-bank-settings.ts';
import { FormSelect } from '../form-select.tsx';
import { FormSwitch } from '../form-switch.tsx';
import { FormTextField } from '../form-text-field.tsx';
import { useCanEditSettings } from '../settings-access.ts';
import type { ServiceFormApi } from './service-form-values.ts';

const t = staffEs.staffSettings.service;

/** The saved value stays choosable while the catalogue loads (or if its bank left it). */
const withCurrent = (options: { value: string; label: string }[], value: string | undefined) =>
  value === undefined || options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: value }];

const rowBox = {
  display: 'grid',
  columnGap: 2,
  rowGap: 0.5,
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** Each bank and currency's transfer times and cut-offs, one card each; a new one is added below. */
export function TransferRows({ form }: { form: ServiceFormApi }) {
  const canEdit = useCanEditSettings();
  const banks = useBankSettings();
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'transfers' });
  const rows = useWatch({ control, name: 'transfers' });
  const bankOptions = (banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }));
  const nameOf = (code: string) => bankOptions.find((option) => option.value === code)?.label ?? code;
  const listError = formState.errors.transfers?.root?.message ?? formState.errors.transfers?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridColumn: '1 / -1', minWidth: 0 }}>
      <Box
        component="ul"
        aria-label={t.transfers}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {fields.map((field, index) => {
          const row = rows[index];
          const label = row ? `${nameOf(row.bankCode)} (${row.currency})` : '';
          return (
            <Box component="li" key={field.id} aria-label={label} sx={rowBox}>
              <FormSelect
                control={control}
                name={`transfers.${index}.bankCode`}
                label={t.bank}
                options={withCurrent(bankOptions, row?.bankCode)}
              />
              <FormSelect
                control={control}
                name={`transfers.${index}.currency`}
                label={t.currency}
                options={[
                  { value: 'PEN', label: t.currencies.PEN },
                  { value: 'USD', label: t.currencies.USD },
                ]}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
                {canEdit && (
                  <IconButton aria-label={t.removeTransfer(label)} onClick={() => remove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Box>
              <FormTextField
                control={control}
                name={`transfers.${index}.sameBankMinutes`}
                label={t.sameBankMinutes}
                kind="integer"
                suffix={t.minutes}
              />
              <FormTextField
                control={control}
                name={`transfers.${index}.sameBankCutoff`}
                label={t.sameBankCutoff}
                placeholder="18:00"
              />
              <Box />
              {row?.interbankNextDay ? (
                <Typography variant="body2" sx={{ alignSelf: 'center', pb: 2.5 }}>
                  {t.interbankNextDayText}
                </Typography>
              ) : (
                <FormTextField
                  control={control}
                  name={`transfers.${index}.interbankMinutes`}
                  label={t.interbankMinutes}
                  kind="integer"
                  suffix={t.minutes}
                />
              )}
              <FormTextField
                control={control}
                name={`transfers.${index}.interbankCutoff`}
                label={t.interbankCutoff}
                placeholder="15:00"
              />
              <FormSwitch
                control={control}
                name={`transfers.${index}.interbankNextDay`}
                label={t.interbankNextDay}
              />
            </Box>
          );
        })}
      </Box>
      {listError && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {listError}
        </FormHelperText>
      )}
      {canEdit && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() =>
              append({
                bankCode: bankOptions[0]?.value ?? '',
                currency: 'PEN',
                sameBankMinutes: 15,
                sameBankCutoff: '18:00',
                interbankNextDay: false,
                interbankMinutes: 120,
                interbankCutoff: '15:00',
              })
            }
          >
            {t.addTransfer}
          </Button>
        </Box>
      )}
    </Box>
  );
}
