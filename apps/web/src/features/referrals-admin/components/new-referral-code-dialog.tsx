import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ReferralCodeSummary } from '@cambix/contract';
import { referralCodeCreateRequest } from '@cambix/contract/schemas';
import { useState } from 'react';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useCreateReferralCode } from '../api/create-referral-code.ts';
import { issuesByField, serverFieldErrors } from '@/lib/field-errors.ts';
import { PercentField, percentInput } from './percent-field.tsx';
import { ReferralFormDialog } from './referral-form-dialog.tsx';

const t = staffReferralsEs.create;
const FIELDS = ['documentNumber', 'percentDiscount'] as const;
type Field = (typeof FIELDS)[number];

export interface NewReferralCodeDialogProps {
  onCreated(code: ReferralCodeSummary): void;
  /** The customer already has a code: open it. */
  onOpenExisting(code: string): void;
  onClose(): void;
}

/**
 * Staff give a registered customer their code, found by document (the same code the customer would get,
 * docs/rules/coupons-and-referrals.md#referral-codes); refusals land under their field, nothing typed is lost.
 */
export function NewReferralCodeDialog({ onCreated, onOpenExisting, onClose }: NewReferralCodeDialogProps) {
  const create = useCreateReferralCode();
  const [values, setValues] = useState<Record<Field, string>>({ documentNumber: '', percentDiscount: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [existing, setExisting] = useState<string | null>(null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'documentNumber') setExisting(null);
  };

  const submit = () => {
    setFormError(null);
    const discount = percentInput(values.percentDiscount);
    const parsed = referralCodeCreateRequest.safeParse({
      documentNumber: values.documentNumber,
      ...(discount && { percentDiscount: discount }),
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error, FIELDS));
      return;
    }
    create.mutate(
      { documentNumber: parsed.data.documentNumber, percentDiscount: parsed.data.percentDiscount },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const fields = serverFieldErrors(error, FIELDS, {
            REFERRAL_CODE_EXISTS: 'documentNumber',
            USER_NOT_FOUND: 'documentNumber',
          });
          if (fields) setErrors(fields);
          else setFormError(isApiError(error) ? error.message : staffReferralsEs.common.unexpected);
          // The server names the code the customer already has.
          const held = isApiError(error) && error.code === 'REFERRAL_CODE_EXISTS' ? error.data.code : null;
          setExisting(typeof held === 'string' ? held : null);
        },
      },
    );
  };

  return (
    <ReferralFormDialog
      title={t.title}
      intro={t.body}
      submitLabel={t.submit}
      isPending={create.isPending}
      formError={formError}
      onSubmit={submit}
      onClose={onClose}
      after={
        existing && (
          <Button variant="text" onClick={() => onOpenExisting(existing)} sx={{ mt: 1 }}>
            {t.openExisting(existing)}
          </Button>
        )
      }
    >
      <TextField
        autoFocus
        fullWidth
        required
        name="documentNumber"
        label={t.documentNumber}
        value={values.documentNumber}
        onChange={(event) => change('documentNumber', event.target.value)}
        error={Boolean(errors.documentNumber)}
        helperText={errors.documentNumber ?? t.documentNumberHint}
        slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off' } }}
        sx={{ mb: 2 }}
      />
      <PercentField
        fullWidth
        name="percentDiscount"
        label={t.discount}
        value={values.percentDiscount}
        onChange={(event) => change('percentDiscount', event.target.value)}
        error={Boolean(errors.percentDiscount)}
        helperText={errors.percentDiscount ?? t.discountHintUnknown}
      />
    </ReferralFormDialog>
  );
}
