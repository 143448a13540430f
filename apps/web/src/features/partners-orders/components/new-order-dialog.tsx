import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PartnerOrder } from '@cambix/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useBanks } from '@/features/banks';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { newIdempotencyKey, useCreatePartnerOrder } from '../api/create-partner-order.ts';
import {
  ClientFields,
  DestinationFields,
  FundsFields,
  OperationField,
  PaymentFields,
} from './new-order-fields.tsx';
import {
  EMPTY_NEW_ORDER,
  FIELD_OF_PATH,
  newOrderResolver,
  toOrderRequest,
  type NewOrderValues,
} from './new-order-form.ts';
import { OrderCreatedDialog } from './order-created-dialog.tsx';
import { PartnerExchangeSummary } from './partner-exchange-summary.tsx';
import { PartnerQuoteSummary } from './partner-quote-summary.tsx';
import { ReceiptFields } from './receipt-fields.tsx';
import { usePartnerQuote } from './use-partner-quote.ts';

const t = partnersEs.form;

export interface NewOrderDialogProps {
  /** The partner staff act for; null for a partner's own user (the server knows its business). */
  partnerId: number | null;
  partnerName: string;
  onClose(): void;
}

/**
 * "Nueva orden": the client, the account that receives, the payment bank and the amount with the server's
 * live quote; the contract's schema checks it, the catalogue checks the account. The result is the
 * finalize link to share. A refusal keeps everything typed and puts the server's messages under their fields.
 */
/** The form is checked with a key of the right shape: which key an attempt gets is decided on submit. */
const SHAPE_KEY = newIdempotencyKey();

export function NewOrderDialog({ partnerId, partnerName, onClose }: NewOrderDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const { banks, isLoading: banksLoading } = useBanks();
  const create = useCreatePartnerOrder();
  const [created, setCreated] = useState<PartnerOrder | null>(null);
  // One key per attempt: the same request retried keeps it (a double click, a timeout: one order), a changed
  // request or one after a refusal gets a new one; the server refuses a key reused with other data.
  const [attempt, setAttempt] = useState<{ key: string; request: string } | null>(null);
  // The resolver is read once by react-hook-form; the catalogue may arrive after the first render.
  const catalogue = useRef(banks);
  useEffect(() => {
    catalogue.current = banks;
  }, [banks]);

  const { control, handleSubmit, setValue, setError, clearErrors, formState } = useForm<NewOrderValues>({
    defaultValues: EMPTY_NEW_ORDER,
    resolver: (values, context, options) =>
      newOrderResolver(partnerId, SHAPE_KEY, catalogue.current)(values, context, options),
    mode: 'onTouched',
  });
  const { quoteRequest, quote } = usePartnerQuote(control, partnerId);
  const [operation, sendAmount] = useWatch({ control, name: ['operation', 'sendAmount'] });

  const onSubmit = handleSubmit((values) => {
    const request = JSON.stringify(toOrderRequest(values, partnerId, ''));
    const current = attempt?.request === request ? attempt : { key: newIdempotencyKey(), request };
    setAttempt(current);
    return create
      .mutateAsync(toOrderRequest(values, partnerId, current.key))
      .then(setCreated)
      .catch((error: unknown) => {
        if (!isApiError(error)) return;
        if (error.status >= 400 && error.status < 500) setAttempt(null);
        let first = true;
        for (const [path, message] of Object.entries(error.fields)) {
          const name = FIELD_OF_PATH[path];
          if (!name) continue;
          setError(name, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      });
  });

  const fieldErrorShown =
    isApiError(create.error) && Object.keys(create.error.fields).some((path) => path in FIELD_OF_PATH);
  const formError =
    create.error && !fieldErrorShown ? (isApiError(create.error) ? create.error.message : t.failed) : null;

  if (created) {
    return (
      <OrderCreatedDialog
        order={created}
        partnerName={partnerName}
        fullScreen={fullScreen}
        onAnother={() => {
          setAttempt(null);
          create.reset();
          setCreated(null);
        }}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {t.title}
          <Typography color="text.secondary" component="span" sx={{ display: 'block' }}>
            {partnerName}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              pt: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <OperationField control={control} />
            <ClientFields control={control} />
            <DestinationFields
              control={control}
              setValue={setValue}
              clearErrors={clearErrors}
              banks={banks}
              banksLoading={banksLoading}
            />
            <PaymentFields control={control} banks={banks} banksLoading={banksLoading} />
            <FundsFields control={control} />
            <ReceiptFields control={control} />
          </Box>
          {operation === 'saldo' ? (
            <PartnerQuoteSummary isRequested={quoteRequest !== null} quote={quote} />
          ) : (
            <PartnerExchangeSummary direction={operation} sendAmount={sendAmount} partnerId={partnerId} />
          )}
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {partnersEs.common.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending || formState.isSubmitting}>
            {t.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
