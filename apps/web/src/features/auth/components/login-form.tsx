import type { Session } from '@cambix/contract';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { es } from '@/i18n/es.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useForm } from '@/lib/use-form.ts';
import { signIn } from '../api/sign-in.ts';
import { submitErrorMessage } from './submit-error.ts';

interface LoginValues extends Record<string, unknown> {
  identifier: string;
  password: string;
}

function validateLogin(values: LoginValues) {
  return {
    identifier: values.identifier.trim() ? undefined : es.login.identifierRequired,
    password: values.password ? undefined : es.login.passwordRequired,
  };
}

interface LoginFormProps {
  onSignedIn: (session: Session) => void;
  /** The "forgot your password" link, placed beside the password field. */
  forgotLink: ReactNode;
}

/** Document number or email plus password; a refusal shows the server's message and keeps what was typed. */
export function LoginForm({ onSignedIn, forgotLink }: LoginFormProps) {
  const form = useForm<LoginValues>({
    initialValues: { identifier: '', password: '' },
    validate: validateLogin,
  });
  const t = es.login;

  const submit = form.handleSubmit(async (values) => {
    try {
      onSignedIn(await signIn(values.identifier, values.password));
    } catch (error) {
      if (isApiError(error)) {
        // The API names the identifier field `dni` (spec 7).
        const { dni, password } = error.fields;
        form.applyServerErrors({ ...(dni && { identifier: dni }), ...(password && { password }) });
      }
      form.setFormError(submitErrorMessage(error));
    }
  });

  return (
    <form className="cx-stack" onSubmit={submit} noValidate>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <TextField
        {...form.textProps('identifier')}
        label={t.identifier}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
      />
      <div className="cx-stack">
        <PasswordField {...form.textProps('password')} label={t.password} autoComplete="current-password" />
        <div className="cx-field-link">{forgotLink}</div>
      </div>
      <Button type="submit" block loading={form.isSubmitting}>
        {t.submit}
      </Button>
    </form>
  );
}
