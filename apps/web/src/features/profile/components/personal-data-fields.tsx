import { countryOptions, GENDERS, type DocumentType } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import '@/lib/dayjs-setup.ts';
import {
  Controller,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { customerEs } from '@/i18n/customer.ts';
import { fieldProps } from '@/lib/field-props.ts';
import { useUbigeo } from '../api/get-ubigeo.ts';
import { latestAdultBirthDate, type PersonalDataFormValues } from '../personal-data-rules.ts';
import { cascadeUbigeo, distritosOf, provinciasOf } from '../ubigeo-cascade.ts';

const t = customerEs.personalData;

type Values = PersonalDataFormValues & FieldValues;

export interface PersonalDataFieldsProps<V extends Values> {
  control: Control<V>;
  setValue: UseFormSetValue<V>;
  getValues: UseFormGetValues<V>;
  /** Declared PEP at registration: the PEP detail is asked. */
  isPep: boolean;
  /** The registered document: a DNI's nationality is Peru's and is shown, not asked. */
  documentType: DocumentType;
  /** Show the phone (profile only). */
  withPhone?: boolean;
}

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
const pickerText = pickersEs.components.MuiLocalizationProvider.defaultProps.localeText;
/** What the form holds for a half-typed date: never a valid `YYYY-MM-DD`, so the rule asks for one. */
const INCOMPLETE_DATE = 'incompleta';

/**
 * Birth date (adults only), gender, departamento > provincia > distrito from the INEI catalogue,
 * dirección, ocupación, nacionalidad and, for a PEP, what makes them one. Fields of a react-hook-form form.
 */
export function PersonalDataFields<V extends Values>({
  control,
  setValue,
  getValues,
  isPep,
  documentType,
  withPhone = false,
}: PersonalDataFieldsProps<V>) {
  const ubigeo = useUbigeo();
  const name = (field: keyof PersonalDataFormValues) => field as Path<V>;
  const [departamento, provincia] = useWatch({
    control,
    name: [name('departamento'), name('provincia')],
  }) as [string | undefined, string | undefined];
  const provincias = provinciasOf(ubigeo.data, departamento ?? '');
  const distritos = distritosOf(ubigeo.data, provincia ?? '');
  const cascade = (field: 'departamento' | 'provincia' | 'distrito', value: string) => {
    const current = {
      departamento: String(getValues(name('departamento')) ?? ''),
      provincia: String(getValues(name('provincia')) ?? ''),
      distrito: String(getValues(name('distrito')) ?? ''),
    };
    const next = cascadeUbigeo(current, { field, value });
    for (const key of ['departamento', 'provincia', 'distrito'] as const) {
      if (next[key] !== current[key] || key === field) {
        setValue(name(key), next[key] as V[Path<V>], {
          shouldValidate: key === field,
          shouldDirty: true,
          shouldTouch: true,
        });
      }
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerText}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          name={name('date_birthday')}
          control={control}
          render={({ field, fieldState }) => {
            const value =
              typeof field.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field.value)
                ? dayjs(field.value)
                : null;
            return (
              <DatePicker
                label={t.birthDate}
                value={value}
                onChange={(next) =>
                  field.onChange(
                    next === null ? '' : next.isValid() ? next.format('YYYY-MM-DD') : INCOMPLETE_DATE,
                  )
                }
                onClose={field.onBlur}
                inputRef={field.ref}
                format="DD/MM/YYYY"
                openTo="year"
                views={['year', 'month', 'day']}
                minDate={dayjs('1900-01-01')}
                maxDate={dayjs(latestAdultBirthDate(new Date()))}
                slotProps={{
                  textField: {
                    name: field.name,
                    onBlur: field.onBlur,
                    error: Boolean(fieldState.error),
                    helperText: fieldState.error?.message,
                  },
                }}
              />
            );
          }}
        />
        <Controller
          name={name('gender')}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...fieldProps(field)}
              select
              label={t.gender}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={native}
            >
              <option value="" disabled>
                {customerEs.common.choose}
              </option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t.genders[gender]}
                </option>
              ))}
            </TextField>
          )}
        />

        {ubigeo.isError && (
          <Alert
            severity="error"
            sx={{ gridColumn: '1 / -1' }}
            action={
              <Button color="inherit" size="small" onClick={() => void ubigeo.refetch()}>
                {customerEs.common.retry}
              </Button>
            }
          >
            {t.ubigeoFailed}
          </Alert>
        )}
        <Controller
          name={name('departamento')}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...fieldProps(field)}
              onChange={(event) => cascade('departamento', event.target.value)}
              select
              label={t.departamento}
              disabled={!ubigeo.data}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={native}
            >
              <option value="" disabled>
                {ubigeo.isPending ? customerEs.common.loading : customerEs.common.choose}
              </option>
              {ubigeo.data?.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          name={name('provincia')}
          control={control}
          render={({ field, fieldState }) => {
            const options = provincias;
            return (
              <TextField
                {...fieldProps(field)}
                onChange={(event) => cascade('provincia', event.target.value)}
                select
                label={t.provincia}
                disabled={options.length === 0}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? (options.length === 0 ? t.chooseDepartamentoFirst : undefined)
                }
                slotProps={native}
              >
                <option value="" disabled>
                  {customerEs.common.choose}
                </option>
                {options.map((province) => (
                  <option key={province.code} value={province.code}>
                    {province.name}
                  </option>
                ))}
              </TextField>
            );
          }}
        />
        <Controller
          name={name('distrito')}
          control={control}
          render={({ field, fieldState }) => {
            const options = distritos;
            return (
              <TextField
                {...fieldProps(field)}
                onChange={(event) => cascade('distrito', event.target.value)}
                select
                label={t.distrito}
                disabled={options.length === 0}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? (options.length === 0 ? t.chooseProvinciaFirst : undefined)
                }
                slotProps={native}
                sx={{ gridColumn: { sm: '1 / -1' } }}
              >
                <option value="" disabled>
                  {customerEs.common.choose}
                </option>
                {options.map((district) => (
                  <option key={district.code} value={district.code}>
                    {district.name}
                  </option>
                ))}
              </TextField>
            );
          }}
        />
        <Controller
          name={name('direccion')}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...fieldProps(field)}
              label={t.direccion}
              autoComplete="street-address"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t.direccionHint}
              slotProps={{ htmlInput: { maxLength: 150 } }}
              sx={{ gridColumn: '1 / -1' }}
            />
          )}
        />
        <Controller
          name={name('ocupacion')}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...fieldProps(field)}
              label={t.ocupacion}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t.ocupacionHint}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          )}
        />
        <Controller
          name={name('nacionalidad')}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...fieldProps(field)}
              select
              label={t.nacionalidad}
              disabled={documentType === 'DNI'}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? (documentType === 'DNI' ? t.nationalityByDni : undefined)
              }
              slotProps={native}
            >
              <option value="" disabled>
                {customerEs.common.choose}
              </option>
              {countryOptions().map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </TextField>
          )}
        />
        {withPhone && (
          <Controller
            name={name('celular')}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...fieldProps(field)}
                label={t.celular}
                autoComplete="tel-national"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
              />
            )}
          />
        )}
        {isPep && (
          <Controller
            name={name('pepDetail')}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...fieldProps(field)}
                label={t.pepDetail}
                multiline
                minRows={2}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t.pepHint}
                slotProps={{ htmlInput: { maxLength: 300 } }}
                sx={{ gridColumn: '1 / -1' }}
              />
            )}
          />
        )}
      </Box>
    </LocalizationProvider>
  );
}
