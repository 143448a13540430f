import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { es } from '@/i18n/es.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useForm } from '@/lib/use-form.ts';
import { requestPasswordReset } from '../api/reset-password.ts';
import { submitErrorMessage } from './submit-error.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function validateRecovery(values: { email: string }) {
  const email = values.email.trim();
  return {
    email: !email
      ? es.register.emailRequired
      : EMAIL_PATTERN.test(email)
        ? undefined
        : es.register.emailInvalid,
  };
}

/** Asks for the reset link; the answer is the same whether or not the email exists. */
export function RecoveryForm() {
  const form = useForm({ initialValues: { email: '' }, validate: validateRecovery });
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      setSent((await requestPasswordReset(values.email)) || es.recover.sent);
    } catch (error) {
      if (isApiError(error)) form.applyServerErrors(error.fields);
      form.setFormError(submitErrorMessage(error));
    }
  });

  if (sent) {
    return <Alert tone="success">{sent}</Alert>;
  }
  return (
    <form className="cx-stack" onSubmit={(event) => void submit(event)} noValidate>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <TextField
        {...form.textProps('email')}
        label={es.recover.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        autoFocus
      />
      <Button type="submit" block loading={form.isSubmitting}>
        {es.recover.submit}
      </Button>
    </form>
  );
}
