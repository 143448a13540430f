import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PublishRatesRequest } from '@cambix/contract';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { useCanEditSettings } from '../settings-access.ts';

const t = staffExchangeEs.publish;

const MAX_TIERS = 8;
const COLUMNS = [
  { name: 'fromUsd', label: t.fromUsd },
  { name: 'toUsd', label: t.toUsd },
  { name: 'rate', label: t.rate },
] as const;

type Side = 'buy' | 'sell';

/** One side of the board: its tiers as rows (desde, hasta, tipo de cambio), added at the end or removed. */
export function TierTable({
  form,
  side,
  title,
  hint,
}: {
  form: UseFormReturn<PublishRatesRequest, unknown, PublishRatesRequest>;
  side: Side;
  title: string;
  hint: string;
}) {
  const canEdit = useCanEditSettings();
  const { control, getValues, formState } = form;
  const tiers = useFieldArray({ control, name: side });
  const listError = formState.errors[side]?.message ?? formState.errors[side]?.root?.message;
  // Amounts take more digits than rates; on a phone the boxes keep little padding so 30000.00 still shows.
  const columns = 'minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr)';
  const grid = {
    display: 'grid',
    gridTemplateColumns: canEdit ? `${columns} 30px` : columns,
    columnGap: { xs: 0.75, sm: 1 },
    alignItems: 'start',
  } as const;

  const add = () => {
    const last = getValues(side).at(-1);
    tiers.append({ fromUsd: last?.toUsd ?? '', toUsd: '', rate: last?.rate ?? '' }, { shouldFocus: true });
  };

  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 1, sm: 2 },
        m: 0,
        minWidth: 0,
        '& .MuiInputBase-input': { px: { xs: 1, sm: 1.5 }, fontSize: { xs: '0.875rem', sm: '1rem' } },
      }}
    >
      <Typography component="legend" variant="h3" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      <Box sx={{ ...grid, mb: 0.5 }} aria-hidden="true">
        {COLUMNS.map((column) => (
          <Typography key={column.name} variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {column.label}
          </Typography>
        ))}
      </Box>
      {tiers.fields.map((tier, index) => (
        <Box key={tier.id} sx={grid}>
          {COLUMNS.map((column) => (
            <Controller
              key={column.name}
              control={control}
              name={`${side}.${index}.${column.name}`}
              render={({ field, fieldState }) => (
                <TextField
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  size="small"
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                  slotProps={{
                    htmlInput: {
                      readOnly: !canEdit,
                      inputMode: 'decimal',
                      'aria-label': t.tierLabel(title, index + 1, column.label),
                    },
                  }}
                />
              )}
            />
          ))}
          {canEdit && (
            <IconButton
              size="small"
              aria-label={t.removeTier(title, index + 1)}
              disabled={tiers.fields.length === 1}
              onClick={() => tiers.remove(index)}
              sx={{ mt: 0.5, justifySelf: 'center' }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
      {listError && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {listError}
        </FormHelperText>
      )}
      {canEdit && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={tiers.fields.length >= MAX_TIERS}
          aria-label={`${t.addTier} (${title})`}
        >
          {t.addTier}
        </Button>
      )}
    </Box>
  );
}
