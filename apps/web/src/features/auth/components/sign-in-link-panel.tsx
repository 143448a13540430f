import type { Session } from '@cambix/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { signInEs } from '@/i18n/sign-in.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useForm } from '@/lib/use-form.ts';
import { requestSignInLink, signInWithLink } from '../api/sign-in-link.ts';
import { submitErrorMessage } from './submit-error.ts';
import './sign-in-help.css';

const t = signInEs.link;

// A link is spent by its first use: a second mount of the page (React's strict mode) waits on the same call.
const uses = new Map<string, Promise<Session>>();

function spendLink(token: string): Promise<Session> {
  let use = uses.get(token);
  if (!use) {
    use = signInWithLink(token);
    uses.set(token, use);
  }
  return use;
}

function RequestLinkForm() {
  const form = useForm({
    initialValues: { identifier: '' },
    validate: (values) => ({ identifier: values.identifier.trim() ? undefined : t.identifierRequired }),
  });
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      setSent(await requestSignInLink(values.identifier));
    } catch (error) {
      if (isApiError(error) && error.fields.dni) form.applyServerErrors({ identifier: error.fields.dni });
      form.setFormError(submitErrorMessage(error));
    }
  });

  if (sent) return <Alert tone="success">{sent}</Alert>;
  return (
    <form className="cx-stack" onSubmit={(event) => void submit(event)} noValidate>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <TextField
        {...form.textProps('identifier')}
        label={t.identifier}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
      />
      <Button type="submit" block loading={form.isSubmitting}>
        {t.submit}
      </Button>
    </form>
  );
}

/** /ingresar-con-enlace: follows a mailed sign-in link (the session starts), or asks for one (decision 063). */
export function SignInLinkPanel({ token }: { token: string | null }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState(token === null);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    // A success starts the session; the guards then take the person to their landing page.
    spendLink(token).catch((error: unknown) => current && setRefusal(submitErrorMessage(error)));
    return () => {
      current = false;
    };
  }, [token]);

  if (asking) return <RequestLinkForm />;
  if (refusal) {
    return (
      <div className="cx-stack">
        <Alert tone="error">{refusal}</Alert>
        <Button block onClick={() => setAsking(true)}>
          {t.requestNew}
        </Button>
      </div>
    );
  }
  return (
    <Alert tone="info">
      <span className="cx-sign-in-help__working">
        <Spinner size={16} />
        {t.signingIn}
      </span>
    </Alert>
  );
}
