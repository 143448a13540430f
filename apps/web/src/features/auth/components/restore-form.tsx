import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { es } from '@/i18n/es.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useForm } from '@/lib/use-form.ts';
import { resetPassword } from '../api/reset-password.ts';
import { confirmationError, newPasswordError } from '../password-rules.ts';
import { PasswordRulesList } from './password-rules-list.tsx';
import { submitErrorMessage } from './submit-error.ts';

interface RestoreValues extends Record<string, unknown> {
  password: string;
  password_confirmation: string;
}

function validateRestore(values: RestoreValues) {
  return {
    password: newPasswordError(values.password),
    password_confirmation: confirmationError(values.password, values.password_confirmation),
  };
}

interface RestoreFormProps {
  token: string;
  /** Shown after success: the way to sign in. */
  loginLink: ReactNode;
  /** Shown when the link is no longer valid: the way to ask for a new one. */
  requestNewLink: ReactNode;
}

/** New password for the mailed, single-use token (`/restaurar?token=…`). */
export function RestoreForm({ token, loginLink, requestNewLink }: RestoreFormProps) {
  const form = useForm<RestoreValues>({
    initialValues: { password: '', password_confirmation: '' },
    validate: validateRestore,
  });
  const [done, setDone] = useState<string | null>(null);
  const [tokenRefused, setTokenRefused] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    try {
      setDone((await resetPassword(token, values.password)) || es.restore.done);
    } catch (error) {
      if (isApiError(error)) {
        setTokenRefused(error.code === 'RESET_TOKEN_INVALID');
        form.applyServerErrors(error.fields);
      }
      form.setFormError(submitErrorMessage(error));
    }
  });

  if (done) {
    return (
      <div className="cx-stack">
        <Alert tone="success">{done}</Alert>
        {loginLink}
      </div>
    );
  }
  return (
    <form className="cx-stack" onSubmit={(event) => void submit(event)} noValidate>
      {form.formError && (
        <Alert tone="error">
          {form.formError} {tokenRefused && requestNewLink}
        </Alert>
      )}
      <PasswordField
        {...form.textProps('password')}
        label={es.restore.password}
        autoComplete="new-password"
        maxLength={64}
        autoFocus
      />
      <PasswordRulesList password={form.values.password} />
      <PasswordField
        {...form.textProps('password_confirmation')}
        label={es.password.confirmation}
        autoComplete="new-password"
        maxLength={64}
      />
      <Button type="submit" block loading={form.isSubmitting}>
        {es.restore.submit}
      </Button>
    </form>
  );
}
