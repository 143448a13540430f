import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countryOptions, DOCUMENT_TYPES, FUNDS_ORIGINS, type Bank } from '@cambix/contract';
import {
  Controller,
  useWatch,
  type Control,
  type UseFormClearErrors,
  type UseFormSetValue,
} from 'react-hook-form';
import {
  AccountTypeSelect,
  BankSelect,
  findAccountType,
  findBank,
  isCciRequired,
} from '@/features/bank-accounts';
import { partnersEs } from '@/i18n/partners.ts';
import { fieldProps } from '@/lib/field-props.ts';
import { currenciesOf, type NewOrderField, type NewOrderValues } from './new-order-form.ts';

const t = partnersEs.form;

// Either contact is enough: typing one re-checks the other's message.
const DEPS: Partial<Record<NewOrderField, NewOrderField[]>> = { email: ['phone'], phone: ['email'] };

type OrderTextFieldProps = TextFieldProps & {
  control: Control<NewOrderValues>;
  name: NewOrderField;
  label: string;
};

function OrderTextField({ control, name, label, ...props }: OrderTextFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{ deps: DEPS[name] }}
      render={({ field, fieldState }) => (
        <TextField
          {...fieldProps(field)}
          label={label}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          {...props}
          helperText={fieldState.error?.message ?? props.helperText ?? ' '}
        />
      )}
    />
  );
}

function SectionTitle({ label }: { label: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, gridColumn: '1 / -1', mt: 1 }}>
      {label}
    </Typography>
  );
}

/** Who the order is for: document, names, a foreign document's nationality and a way to reach them. */
export function ClientFields({ control }: { control: Control<NewOrderValues> }) {
  const documentType = useWatch({ control, name: 'documentType' });
  return (
    <>
      <SectionTitle label={t.client} />
      <Controller
        control={control}
        name="documentType"
        render={({ field }) => (
          <TextField
            {...fieldProps(field)}
            select
            label={t.documentType}
            size="small"
            fullWidth
            helperText=" "
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {partnersEs.documentType[type]}
              </option>
            ))}
          </TextField>
        )}
      />
      <OrderTextField control={control} name="documentNumber" label={t.documentNumber} autoComplete="off" />
      <OrderTextField control={control} name="nombres" label={t.nombres} />
      <OrderTextField control={control} name="apellidoPaterno" label={t.apellidoPaterno} />
      <OrderTextField control={control} name="apellidoMaterno" label={t.apellidoMaterno} />
      {documentType === 'DNI' ? (
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      ) : (
        <Controller
          control={control}
          name="nationality"
          render={({ field, fieldState }) => (
            <TextField
              {...fieldProps(field)}
              select
              label={t.nationality}
              size="small"
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled>
                {t.choose}
              </option>
              {countryOptions().map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </TextField>
          )}
        />
      )}
      <OrderTextField
        control={control}
        name="email"
        label={t.email}
        type="email"
        helperText={t.contactHint}
      />
      <OrderTextField
        control={control}
        name="phone"
        label={t.phone}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15 } }}
      />
    </>
  );
}

export interface DestinationFieldsProps {
  control: Control<NewOrderValues>;
  setValue: UseFormSetValue<NewOrderValues>;
  clearErrors: UseFormClearErrors<NewOrderValues>;
  banks: Bank[];
  banksLoading: boolean;
}

/**
 * What the client does: a cambio de saldo, or sells or buys dollars (docs/rules/partners.md#dollar-orders). It
 * decides the currency they pay in and the one their account receives in, so it comes first.
 */
export function OperationField({ control }: { control: Control<NewOrderValues> }) {
  return (
    <Controller
      control={control}
      name="operation"
      render={({ field, fieldState }) => (
        <TextField
          {...fieldProps(field)}
          select
          label={t.operation}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ gridColumn: '1 / -1', mt: 1 }}
        >
          {(['saldo', 'compra', 'venta'] as const).map((value) => (
            <option key={value} value={value}>
              {t.operations[value]}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The client's account that receives, in the currency the operation pays out: bank, type, number and CCI,
 * hinted by the catalogue.
 */
export function DestinationFields({
  control,
  setValue,
  clearErrors,
  banks,
  banksLoading,
}: DestinationFieldsProps) {
  const bank = findBank(banks, useWatch({ control, name: 'bankId' }));
  const accountType = findAccountType(bank, useWatch({ control, name: 'accountTypeId' }));
  const operation = useWatch({ control, name: 'operation' });
  return (
    <>
      <SectionTitle label={t.destination} />
      {operation !== 'saldo' && (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
          {t.destinationIn[currenciesOf(operation).receive]}
        </Typography>
      )}
      <Controller
        control={control}
        name="bankId"
        render={({ field, fieldState }) => (
          <BankSelect
            {...fieldProps(field)}
            onChange={(event) => {
              field.onChange(event);
              const next = findBank(banks, event.target.value);
              setValue('accountTypeId', next?.accountTypes[0] ? String(next.accountTypes[0].id) : '');
              clearErrors('accountTypeId');
            }}
            banks={banks}
            bank={bank}
            label={t.bank}
            size="small"
            fullWidth
            disabled={banksLoading}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
          />
        )}
      />
      <Controller
        control={control}
        name="accountTypeId"
        render={({ field, fieldState }) => (
          <AccountTypeSelect
            {...fieldProps(field)}
            bank={bank}
            label={t.accountType}
            size="small"
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? (bank ? ' ' : t.chooseBankFirst)}
          />
        )}
      />
      <OrderTextField
        control={control}
        name="accountNumber"
        label={t.accountNumber}
        autoComplete="off"
        helperText={accountType ? t.lengthHint(accountType.minLength, accountType.maxLength) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
      />
      <OrderTextField
        control={control}
        name="cci"
        label={bank && !isCciRequired(bank) ? t.cciOptional : t.cci}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
      />
    </>
  );
}

export interface PaymentFieldsProps {
  control: Control<NewOrderValues>;
  banks: Bank[];
  banksLoading: boolean;
}

/** Where the client pays from (banks with a collection account) and how much they send. */
export function PaymentFields({ control, banks, banksLoading }: PaymentFieldsProps) {
  const paymentBanks = banks.filter((option) => option.hasCollectionAccount);
  const operation = useWatch({ control, name: 'operation' });
  return (
    <>
      <SectionTitle label={t.payment} />
      <Controller
        control={control}
        name="paymentBankId"
        render={({ field, fieldState }) => (
          <BankSelect
            {...fieldProps(field)}
            banks={paymentBanks}
            bank={findBank(paymentBanks, field.value)}
            label={t.paymentBank}
            size="small"
            fullWidth
            disabled={banksLoading}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
          />
        )}
      />
      <OrderTextField
        control={control}
        name="sendAmount"
        label={t.amountIn[currenciesOf(operation).send]}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </>
  );
}

/**
 * Where the client's money comes from, as every order declares it (docs/rules/partners.md#origen-de-fondos);
 * the declaración jurada, when the amount reaches it, is the client's to sign on the link.
 */
export function FundsFields({ control }: { control: Control<NewOrderValues> }) {
  const origin = useWatch({ control, name: 'fundsOrigin' });
  return (
    <>
      <Controller
        control={control}
        name="fundsOrigin"
        render={({ field, fieldState }) => (
          <TextField
            {...fieldProps(field)}
            select
            label={t.fundsOrigin}
            size="small"
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {t.choose}
            </option>
            {Object.entries(FUNDS_ORIGINS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </TextField>
        )}
      />
      {origin === 'otro' ? (
        <OrderTextField
          control={control}
          name="fundsOriginDetail"
          label={t.fundsOriginDetail}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      ) : (
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
        {t.declarationHint}
      </Typography>
    </>
  );
}
