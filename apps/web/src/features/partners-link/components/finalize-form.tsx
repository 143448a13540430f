import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { partnerFinalizeRequest } from '@cambix/contract/schemas';
import type { PartnerLinkView } from '@cambix/contract';
import { useState, type SubmitEvent } from 'react';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useFinalizePartnerLink } from '../api/partner-link.ts';
import { Card } from './link-card.tsx';

const t = partnersEs.finalize;

/** The client's full name as their signature, and why it is asked. */
function DeclarationField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t.declarationTitle}
      sx={{ p: 2, display: 'grid', gap: 1.5, borderColor: 'warning.main' }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t.declarationTitle}
      </Typography>
      <Typography variant="body2">{t.declarationText}</Typography>
      <TextField
        name="declarationSignature"
        label={t.signature}
        required
        value={value}
        autoComplete="name"
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? t.signatureHint}
        slotProps={{ htmlInput: { maxLength: 160 } }}
      />
    </Paper>
  );
}

/**
 * The operation number and "Finalizar"; the voucher must be there first. An order that needs the
 * declaración jurada asks the client to sign it with their full name (docs/rules/partners.md#origen-de-fondos).
 */
export function FinalizeForm({ code, view }: { code: string; view: PartnerLinkView }) {
  const finalize = useFinalizePartnerLink(code);
  const [operationNumber, setOperationNumber] = useState(view.order.operationNumber ?? '');
  const [signature, setSignature] = useState('');
  const [ruleErrors, setRuleErrors] = useState<{ operationNumber?: string; declarationSignature?: string }>(
    {},
  );
  const asksSignature = view.order.declarationRequired && !view.order.declarationSigned;
  const serverFields = isApiError(finalize.error) ? finalize.error.fields : {};
  const serverField = serverFields.operationNumber;
  const signatureError = ruleErrors.declarationSignature ?? serverFields.declarationSignature;
  const serverError =
    finalize.error && !serverField && !serverFields.declarationSignature
      ? isApiError(finalize.error)
        ? // The client has no re-quote: a new order comes from the partner.
          finalize.error.code === 'RATE_LOCK_EXPIRED'
          ? t.lockExpired(view.partnerName)
          : finalize.error.message
        : partnersEs.common.unexpected
      : null;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = partnerFinalizeRequest.safeParse({
      operationNumber,
      ...(asksSignature && { declarationSignature: signature }),
    });
    const errors: typeof ruleErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        if (issue.path[0] === 'operationNumber') errors.operationNumber ??= issue.message;
    if (asksSignature && signature.trim() === '') errors.declarationSignature = t.signatureRequired;
    setRuleErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    finalize.mutate(parsed.data);
  };

  return (
    <Card label={t.finishTitle}>
      <Typography variant="h3" component="h2">
        {t.finishTitle}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          name="operationNumber"
          label={t.operationNumber}
          required
          value={operationNumber}
          onChange={(event) => {
            setOperationNumber(event.target.value);
            setRuleErrors(({ operationNumber: _cleared, ...rest }) => rest);
            if (finalize.error) finalize.reset();
          }}
          error={Boolean(ruleErrors.operationNumber ?? serverField)}
          helperText={ruleErrors.operationNumber ?? serverField ?? t.operationHint}
          slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
        />
        {asksSignature && (
          <DeclarationField
            value={signature}
            error={signatureError}
            onChange={(value) => {
              setSignature(value);
              setRuleErrors(({ declarationSignature: _cleared, ...rest }) => rest);
              if (finalize.error) finalize.reset();
            }}
          />
        )}
        {!view.order.hasVoucher && <Alert severity="info">{t.voucherFirst}</Alert>}
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!view.order.hasVoucher}
          loading={finalize.isPending}
        >
          {t.finalize}
        </Button>
      </Box>
    </Card>
  );
}
