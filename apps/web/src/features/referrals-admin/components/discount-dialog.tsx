import { referralPercent } from '@cambix/contract/schemas';
import { useState } from 'react';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useUpdateReferralCode } from '../api/update-referral-code.ts';
import { serverFieldErrors } from '@/lib/field-errors.ts';
import { PercentField, percentInput } from './percent-field.tsx';
import { ReferralFormDialog } from './referral-form-dialog.tsx';

const t = staffReferralsEs.detail.discountDialog;

export interface DiscountDialogProps {
  code: string;
  /** The code's discount now, as the wire writes it (`20.00`). */
  current: string;
  onSaved(): void;
  onClose(): void;
}

/** Changes the percent a code takes off a referred customer's first fee, checked by the contract first. */
export function DiscountDialog({ code, current, onSaved, onClose }: DiscountDialogProps) {
  const update = useUpdateReferralCode(code);
  const [text, setText] = useState(String(Number(current)));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = () => {
    setFormError(null);
    const parsed = referralPercent.safeParse(percentInput(text));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    update.mutate(
      { percentDiscount: parsed.data },
      {
        onSuccess: onSaved,
        onError: (refusal) => {
          const fields = serverFieldErrors(refusal, ['percentDiscount'], {});
          if (fields?.percentDiscount) setError(fields.percentDiscount);
          else setFormError(isApiError(refusal) ? refusal.message : staffReferralsEs.common.unexpected);
        },
      },
    );
  };

  return (
    <ReferralFormDialog
      title={t.title}
      intro={t.body}
      submitLabel={t.save}
      isPending={update.isPending}
      formError={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <PercentField
        autoFocus
        fullWidth
        required
        name="percentDiscount"
        label={t.field}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
    </ReferralFormDialog>
  );
}
