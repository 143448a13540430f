import { STATEMENT_DATE_FORMATS, STATEMENT_DECIMAL_SEPARATORS } from '@cambix/contract';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import type {
  AmountMode,
  DecimalSeparator,
  MappingErrors,
  MappingField,
  MappingForm,
} from '../mapping-form.ts';

const t = staffBalanceEs.mapping;

export interface ColumnMappingFormProps {
  headers: readonly string[];
  form: MappingForm;
  errors: MappingErrors;
  disabled: boolean;
  onChange(patch: Partial<MappingForm>): void;
}

/** Which column holds each datum, chosen among the file's headers (docs/rules/finance-reports.md#reconciliation). */
export function ColumnMappingForm({ headers, form, errors, disabled, onChange }: ColumnMappingFormProps) {
  const modeLabel = useId();
  const column = (field: MappingField, label: string, hint?: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={form[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? hint ?? ' '}
      disabled={disabled}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t.choose}</em>
      </MenuItem>
      {headers.map((header, index) => (
        <MenuItem key={`${index}-${header}`} value={header}>
          {header}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {column('dateColumn', t.date)}
      {column('descriptionColumn', t.description)}
      {column('operationColumn', t.operation)}
      {column('payerAccountColumn', t.payerAccount, t.payerAccountHint)}
      <FormControl disabled={disabled} sx={{ gridColumn: '1 / -1' }}>
        <FormLabel id={modeLabel} sx={{ fontSize: '0.875rem' }}>
          {t.amountMode}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={modeLabel}
          value={form.amountMode}
          onChange={(event) => onChange({ amountMode: event.target.value as AmountMode })}
        >
          <FormControlLabel value="single" control={<Radio size="small" />} label={t.single} />
          <FormControlLabel value="split" control={<Radio size="small" />} label={t.split} />
        </RadioGroup>
      </FormControl>
      {form.amountMode === 'single' ? (
        column('amountColumn', t.amount, t.amountHint)
      ) : (
        <>
          {column('debitColumn', t.debit)}
          {column('creditColumn', t.credit)}
        </>
      )}
      <TextField
        select
        size="small"
        label={t.dateFormat}
        value={form.dateFormat}
        onChange={(event) => onChange({ dateFormat: event.target.value as MappingForm['dateFormat'] })}
        helperText=" "
        disabled={disabled}
      >
        {STATEMENT_DATE_FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {t.dateFormats[format]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.decimalSeparator}
        value={form.decimalSeparator}
        onChange={(event) => onChange({ decimalSeparator: event.target.value as DecimalSeparator })}
        helperText=" "
        disabled={disabled}
      >
        {STATEMENT_DECIMAL_SEPARATORS.map((separator) => (
          <MenuItem key={separator} value={separator}>
            {t.decimalSeparators[separator]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
