import type { SecondFactorMethod, Session } from '@cambix/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { es } from '@/i18n/es.ts';
import { isApiError, type ApiError } from '@/lib/api-client.ts';
import { useForm } from '@/lib/use-form.ts';
import { signIn } from '../api/sign-in.ts';
import { submitErrorMessage } from './submit-error.ts';

// What a refusal for security needs (the proof-of-work, the pause and the mailed link) loads on first use.
const SignInHelp = lazy(() => import('./sign-in-help.tsx'));
// The second factor's step, and the WebAuthn code behind it, load only once a password asks for it.
const SecondStep = lazy(() => import('./second-factor-step.ts'));

type SecondStepCode = 'AUTH_SECOND_FACTOR_REQUIRED' | 'AUTH_SECOND_FACTOR_ENROL_REQUIRED';
const isSecondStep = (code: string): code is SecondStepCode =>
  code === 'AUTH_SECOND_FACTOR_REQUIRED' || code === 'AUTH_SECOND_FACTOR_ENROL_REQUIRED';

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

/** A refusal for security and when it came (a pause counts from there). */
function guardOf(refusal: ApiError, values: LoginValues) {
  return { refusal, values, at: Date.now() };
}

interface LoginFormProps {
  onSignedIn: (session: Session) => void;
  /** The "forgot your password" link, placed beside the password field. */
  forgotLink: ReactNode;
}

/**
 * Document number or email plus password; a refusal shows the server's message and keeps what was typed.
 * A challenge or a pause after repeated failures is handed to SignInHelp (decision 061).
 */
export function LoginForm({ onSignedIn, forgotLink }: LoginFormProps) {
  const form = useForm<LoginValues>({
    initialValues: { identifier: '', password: '' },
    validate: validateLogin,
  });
  const [guard, setGuard] = useState<ReturnType<typeof guardOf> | null>(null);
  const [isHeld, setHeld] = useState(false);
  const [isPasskeyBusy, setPasskeyBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<{
    code: SecondStepCode;
    pendingToken: string;
    methods: SecondFactorMethod[];
  } | null>(null);
  const t = es.login;

  function refused(error: unknown, values: LoginValues): void {
    if (isApiError(error) && isSecondStep(error.code)) {
      setGuard(null);
      const { pendingToken, methods } = error.data as { pendingToken: string; methods: SecondFactorMethod[] };
      setSecondStep({ code: error.code, pendingToken, methods });
      return;
    }
    if (isApiError(error) && /^AUTH_(CHALLENGE_REQUIRED|THROTTLED)$/.test(error.code)) {
      setGuard(guardOf(error, values));
      return;
    }
    setGuard(null);
    if (isApiError(error)) {
      // The API names the identifier field `dni` (docs/rules/api-and-errors.md#requests).
      const { dni, password } = error.fields;
      form.applyServerErrors({ ...(dni && { identifier: dni }), ...(password && { password }) });
    }
    form.setFormError(submitErrorMessage(error));
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      onSignedIn(await signIn(values.identifier, values.password));
    } catch (error) {
      refused(error, values);
    }
  });

  if (secondStep) {
    return (
      <Suspense fallback={null}>
        <SecondStep {...secondStep} onSignedIn={onSignedIn} onBack={() => setSecondStep(null)} />
      </Suspense>
    );
  }

  return (
    <form className="cx-stack" onSubmit={(event) => void submit(event)} noValidate>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      {guard && (
        <Suspense fallback={null}>
          <SignInHelp
            {...guard}
            identifier={form.values.identifier}
            onSignedIn={onSignedIn}
            onRefused={refused}
            onHold={setHeld}
          />
        </Suspense>
      )}
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
      <Button
        type="submit"
        block
        loading={form.isSubmitting || (isHeld && guard?.refusal.code === 'AUTH_CHALLENGE_REQUIRED')}
        disabled={guard !== null && isHeld}
      >
        {t.submit}
      </Button>
      <Button
        type="button"
        variant="outline"
        block
        loading={isPasskeyBusy}
        onClick={() => {
          setPasskeyBusy(true);
          form.setFormError(null);
          import('./second-factor-step.ts')
            .then((feature) => feature.signInWithPasskey())
            .then(onSignedIn)
            .catch((error: unknown) => form.setFormError(submitErrorMessage(error)))
            .finally(() => setPasskeyBusy(false));
        }}
      >
        {t.passkey}
      </Button>
    </form>
  );
}
