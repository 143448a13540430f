import { RATE_ALERT_CONDITIONS, type RateAlertCondition } from '@cambix/contract';
import { newRateAlert, visitorRateAlertRequest } from '@cambix/contract/schemas';
import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { rateAlertsEs as t } from '@/i18n/rate-alerts.ts';
import { isApiError } from '@/lib/api-client.ts';
import { parseAmountInput } from '@/lib/money.ts';
import { createRateAlert, createVisitorRateAlert } from '../api/create-rate-alert.ts';

export interface RateAlertFormProps {
  /** A customer's alert is active at once; a visitor's (with their email) once they open the mailed link. */
  mode: 'customer' | 'visitor';
  /** After the server took it, with its message. */
  onCreated?: (message: string) => void;
}

type Field = 'condition' | 'rate' | 'amountUsd' | 'email';

/** "Avísame cuando el dólar esté a S/ X o menos / o más" (docs/rules/exchange.md#rate-alerts). */
export function RateAlertForm({ mode, onCreated }: RateAlertFormProps) {
  const [condition, setCondition] = useState<RateAlertCondition>('atOrBelow');
  const [rate, setRate] = useState('');
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    const values = {
      condition,
      rate: rate.trim().replace(',', '.'),
      amountUsd: parseAmountInput(amount) ?? amount,
      ...(mode === 'visitor' ? { email } : {}),
    };
    const parsed = (mode === 'visitor' ? visitorRateAlertRequest : newRateAlert).safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const message =
        mode === 'visitor'
          ? await createVisitorRateAlert({ ...values, email })
          : await createRateAlert(values);
      if (mode === 'visitor') setSent(message);
      setRate('');
      onCreated?.(message);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.fields as Partial<Record<Field, string>>);
        setFailure(error.message);
      } else setFailure(t.loadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="cx-stack" noValidate onSubmit={(event) => void submit(event)}>
      <ChoiceGroup
        label={t.condition}
        name="condition"
        value={condition}
        options={RATE_ALERT_CONDITIONS.map((value) => ({ value, label: t.conditions[value] }))}
        onChange={(event) => setCondition(event.target.value as RateAlertCondition)}
        error={errors.condition}
        hint={t.conditionHints[condition]}
      />
      <TextField
        label={t.rate}
        name="rate"
        inputMode="decimal"
        autoComplete="off"
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        error={errors.rate}
        hint={t.rateHint}
      />
      <TextField
        label={t.amount}
        name="amountUsd"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amountUsd}
        hint={t.amountHint}
      />
      {mode === 'visitor' && (
        <TextField
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      {sent && <Alert tone="success">{sent}</Alert>}
      <Button type="submit" block loading={busy}>
        {t.create}
      </Button>
    </form>
  );
}
