import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pointsAdjustmentRequest } from '@cambix/contract/schemas';
import { useState } from 'react';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { issuesByField, serverFieldErrors } from '@/lib/field-errors.ts';
import { useAdjustCustomerPoints } from '../api/adjust-customer-points.ts';

const t = staffReferralsEs.points.adjust;
const FIELDS = ['points', 'reason'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { points: '', reason: '' };

/** What was typed as points (`+50`, `-20`, `−20`) as a number; NaN when it is not a whole number. */
export function pointsInput(text: string): number {
  const value = text.trim().replace('−', '-').replace(/^\+/, '');
  return /^-?\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Plus or minus points with the reason the customer reads, checked by the contract's schema first; a
 * refusal (POINTS_BELOW_ZERO) shows the server's words and keeps what was typed
 * (docs/rules/points.md#adjustments).
 */
export function PointsAdjustmentForm({ userId }: { userId: number }) {
  const adjust = useAdjustCustomerPoints(userId);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    setFormError(null);
    const parsed = pointsAdjustmentRequest.safeParse({
      points: pointsInput(values.points),
      reason: values.reason,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error, FIELDS));
      return;
    }
    adjust.mutate(parsed.data, {
      onSuccess: (points) => {
        setValues(EMPTY);
        setNotice(
          points.pendingApprovalId === null
            ? t.saved(parsed.data.points, points.balance)
            : t.waits(parsed.data.points),
        );
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, FIELDS, {
          POINTS_BELOW_ZERO: 'points',
          POINTS_ADJUSTMENT_ABOVE_CAP: 'points',
        });
        if (fields) setErrors(fields);
        else setFormError(isApiError(error) ? error.message : staffReferralsEs.common.unexpected);
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="points-adjust-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id="points-adjust-heading" variant="h3" component="h2">
          {t.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.intro}
        </Typography>
      </Box>
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 180px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TextField
          size="small"
          name="points"
          label={t.points}
          required
          value={values.points}
          onChange={(event) => change('points', event.target.value)}
          error={Boolean(errors.points)}
          helperText={errors.points ?? t.pointsHint}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        />
        <TextField
          size="small"
          name="reason"
          label={t.reason}
          required
          multiline
          minRows={2}
          value={values.reason}
          onChange={(event) => change('reason', event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? t.reasonHint}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={adjust.isPending}>
          {t.submit}
        </Button>
      </Box>
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
