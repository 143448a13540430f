import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { peruHolidays } from '@cambix/contract';
import { holiday } from '@cambix/contract/schemas';
import { useWatch } from 'react-hook-form';
import { useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { useCanEditSettings } from '../settings-access.ts';
import type { ServiceFormApi, ServiceFormValues } from './service-form-values.ts';

const t = staffEs.staffSettings.service;

/** A Lima day 'YYYY-MM-DD' as people read it: 08/12/2026. */
const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The holidays in date order, each removable; a new one is added below (or the next year's national ones). */
export function HolidayRows({ form }: { form: ServiceFormApi }) {
  const canEdit = useCanEditSettings();
  const { control, formState, setValue } = form;
  const holidays = useWatch({ control, name: 'holidays' });
  const [draft, setDraft] = useState({ date: '', name: '' });
  const [draftError, setDraftError] = useState<string | null>(null);
  const years = holidays.map((item) => Number(item.date.slice(0, 4))).filter(Number.isFinite);
  const nextYear = (years.length > 0 ? Math.max(...years) : new Date().getFullYear() - 1) + 1;
  const errors = formState.errors.holidays;
  const listError = errors?.root?.message ?? errors?.message;

  const setHolidays = (next: ServiceFormValues['holidays']) =>
    setValue(
      'holidays',
      [...next].sort((a, b) => a.date.localeCompare(b.date)),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
  const add = () => {
    const checked = holiday.safeParse(draft);
    if (!checked.success) return setDraftError(checked.error.issues[0]?.message ?? null);
    if (holidays.some((item) => item.date === checked.data.date)) return setDraftError(t.holidayRepeated);
    setHolidays([...holidays, checked.data]);
    setDraft({ date: '', name: '' });
    setDraftError(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, gridColumn: '1 / -1', minWidth: 0, maxWidth: 640 }}>
      <Box component="ol" aria-label={t.holidays} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {holidays.map((item, index) => {
          const rowError = errors?.[index]?.date?.message ?? errors?.[index]?.name?.message;
          return (
            <Box
              component="li"
              key={item.date === '' ? `new-${index}` : item.date}
              sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 40 }}>
                <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums', flex: 'none' }}>
                  {dayText(item.date)}
                </Typography>
                <Typography component="span" sx={{ flex: 1, minWidth: 0 }}>
                  {item.name}
                </Typography>
                {canEdit && (
                  <IconButton
                    size="small"
                    aria-label={t.removeHoliday(`${dayText(item.date)} ${item.name}`)}
                    onClick={() => setHolidays(holidays.filter((_, at) => at !== index))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </Box>
              {rowError && (
                <FormHelperText error role="alert" sx={{ mx: 0 }}>
                  {rowError}
                </FormHelperText>
              )}
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
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="date"
            label={t.date}
            value={draft.date}
            onChange={(event) => {
              setDraft({ ...draft, date: event.target.value });
              setDraftError(null);
            }}
            sx={{ flex: '0 1 11rem' }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label={t.holidayName}
            value={draft.name}
            onChange={(event) => {
              setDraft({ ...draft, name: event.target.value });
              setDraftError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
            error={draftError !== null}
            helperText={draftError ?? ' '}
            sx={{ flex: '1 1 200px' }}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 0.25 }}>
            {t.addHoliday}
          </Button>
          <Box sx={{ flexBasis: '100%' }} />
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              const known = new Set(holidays.map((item) => item.date));
              setHolidays([...holidays, ...peruHolidays(nextYear).filter((item) => !known.has(item.date))]);
            }}
          >
            {t.addYear(nextYear)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
