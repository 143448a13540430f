import { DOCUMENT_TYPES, type DocumentType, type Session } from '@cambix/contract';
import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Stepper } from '@/components/ui/stepper.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { es } from '@/i18n/es.ts';
import { isApiError } from '@/lib/api-client.ts';
import { percentFigure } from '@/lib/percent.ts';
import { useForm } from '@/lib/use-form.ts';
import { useLiveCheck, type LiveCheckState } from '@/lib/use-live-check.ts';
import { checkDocumentAvailable, checkReferralCode } from '../api/live-checks.ts';
import { registerCustomer } from '../api/register-customer.ts';
import {
  EMPTY_REGISTRATION,
  FIELD_OF_ERROR,
  REGISTRATION_STEPS,
  stepOfField,
  validateRegistration,
  validDocumentNumber,
  validReferralCode,
  type RegistrationValues,
} from '../registration-rules.ts';
import { PasswordRulesList } from './password-rules-list.tsx';
import { submitErrorMessage } from './submit-error.ts';
import { LinkedSentence } from './linked-sentence.tsx';

const t = es.register;
const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: t.documentTypes[type] }));
/** Hint or refusal under a live-checked field. */
function liveMessage<T>(state: LiveCheckState<T>, checking: string, ok: (result: T) => string) {
  if (state.status === 'checking') return { hint: checking, tone: 'muted' as const };
  if (state.status === 'ok') return { hint: ok(state.result), tone: 'success' as const };
  if (state.status === 'refused') return { error: state.message };
  return {};
}

interface RegistrationFormProps {
  onRegistered: (session: Session) => void;
  /** A referral code from a share link (`/registro?ref=CODE`), filled in and checked at once. */
  initialReferralCode?: string | null;
  /** The public pages of what the customer accepts (/terminos, /privacidad). */
  legalHrefs: { terms: string; privacy: string };
}

/**
 * Registration in two steps (docs/rules/identity.md#registration). Going back keeps every value; server
 * refusals land under their field and step.
 */
export function RegistrationForm({ onRegistered, initialReferralCode, legalHrefs }: RegistrationFormProps) {
  const [step, setStep] = useState(0);
  const form = useForm<RegistrationValues>({
    initialValues: {
      ...EMPTY_REGISTRATION,
      codigo_referido: (initialReferralCode ?? '').trim().toUpperCase().slice(0, 20),
    },
    validate: validateRegistration,
  });
  const values = form.values;

  const documentNumber = validDocumentNumber(values.tipo_documento, values.dni);
  const documentCheck = useLiveCheck(documentNumber ?? '', documentNumber !== null, checkDocumentAvailable);
  const referralCode = validReferralCode(values.codigo_referido);
  const referralCheck = useLiveCheck(referralCode ?? '', referralCode !== null, checkReferralCode);

  const documentLive = liveMessage(documentCheck.state, t.documentChecking, () => t.documentAvailable);
  const referralLive = liveMessage(referralCheck.state, t.referralChecking, (result) =>
    t.referralValid(`${percentFigure(result.percentDiscount)} %`),
  );

  async function goToAccountStep() {
    form.setFormError(null);
    if (!form.validateFields(REGISTRATION_STEPS[0] ?? [])) return;
    const outcome = await documentCheck.flush();
    if (outcome.status === 'refused') {
      document.getElementsByName('dni')[0]?.focus();
      return;
    }
    setStep(1);
  }

  const submitAccount = form.handleSubmit(async (submitted) => {
    if (referralCode !== null && (await referralCheck.flush()).status === 'refused') {
      document.getElementsByName('codigo_referido')[0]?.focus();
      return;
    }
    try {
      onRegistered(await registerCustomer(submitted));
    } catch (error) {
      if (!isApiError(error)) {
        form.setFormError(submitErrorMessage(error));
        return;
      }
      const fields: Record<string, string> = { ...error.fields };
      const field = FIELD_OF_ERROR[error.code];
      if (field && !fields[field]) fields[field] = error.message;
      const landed = Object.keys(fields).filter((name) => name in submitted);
      if (landed.length === 0) {
        form.setFormError(error.message);
        return;
      }
      const firstStep = Math.min(...landed.map(stepOfField));
      setStep(firstStep);
      form.applyServerErrors(fields);
      form.setFormError(firstStep === 0 ? t.fixStepOne : error.message);
    }
  }, REGISTRATION_STEPS[1]);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (step === 0) void goToAccountStep();
    else void submitAccount();
  }

  const onDocumentType = (type: string) => form.setValue('tipo_documento', type as DocumentType);

  return (
    <form className="cx-stack" onSubmit={onSubmit} noValidate>
      <Stepper steps={t.steps} current={step} label={t.stepLabel(step + 1, t.steps.length)} />
      {form.formError && <Alert tone="error">{form.formError}</Alert>}

      <div className="cx-stack" hidden={step !== 0}>
        <div className="cx-row">
          <SelectField
            {...form.textProps('tipo_documento')}
            onChange={(event) => onDocumentType(event.target.value)}
            label={t.documentType}
            options={DOCUMENT_OPTIONS}
          />
          <TextField
            {...form.textProps('dni')}
            onChange={(event) =>
              form.setValue(
                'dni',
                values.tipo_documento === 'PASAPORTE' ? event.target.value.toUpperCase() : event.target.value,
              )
            }
            label={t.documentNumber}
            inputMode={values.tipo_documento === 'PASAPORTE' ? 'text' : 'numeric'}
            autoComplete="off"
            maxLength={20}
            error={form.errors.dni ?? documentLive.error}
            hint={documentLive.hint}
            hintTone={documentLive.tone}
          />
        </div>
        <TextField {...form.textProps('nombres')} label={t.names} autoComplete="given-name" maxLength={60} />
        <div className="cx-row">
          <TextField
            {...form.textProps('apellido_paterno')}
            label={t.paternalSurname}
            autoComplete="family-name"
            maxLength={60}
          />
          <TextField
            {...form.textProps('apellido_materno')}
            label={t.maternalSurname}
            autoComplete="off"
            maxLength={60}
          />
        </div>
        <Button type="submit" block>
          {t.next}
        </Button>
      </div>

      <div className="cx-stack" hidden={step !== 1}>
        <TextField
          {...form.textProps('email')}
          label={t.email}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          {...form.textProps('celular')}
          label={t.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={9}
        />
        <PasswordField
          {...form.textProps('password')}
          label={t.password}
          autoComplete="new-password"
          maxLength={64}
        />
        <PasswordRulesList password={values.password} />
        <PasswordField
          {...form.textProps('password_confirmation')}
          label={es.password.confirmation}
          autoComplete="new-password"
          maxLength={64}
        />
        <TextField
          {...form.textProps('codigo_referido')}
          onChange={(event) => form.setValue('codigo_referido', event.target.value.toUpperCase())}
          label={t.referralCode}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          error={form.errors.codigo_referido ?? referralLive.error}
          hint={referralLive.hint}
          hintTone={referralLive.tone}
        />
        <ChoiceGroup
          {...form.textProps('es_pep')}
          onBlur={() => form.touch('es_pep')}
          label={t.pep}
          hint={t.pepHint}
          options={[
            { value: 'si', label: t.yes },
            { value: 'no', label: t.no },
          ]}
        />
        <div className="cx-stack cx-stack--tight">
          <CheckboxField
            {...form.checkboxProps('acepta_terminos')}
            label={<LinkedSentence parts={t.termsLinked} href={legalHrefs.terms} />}
          />
          <CheckboxField
            {...form.checkboxProps('acepta_datos')}
            label={<LinkedSentence parts={t.dataPolicyLinked} href={legalHrefs.privacy} />}
          />
          <CheckboxField
            {...form.checkboxProps('acepta_datos_sensibles')}
            label={
              <LinkedSentence parts={t.sensitiveDataLinked} href={`${legalHrefs.privacy}#datos-sensibles`} />
            }
          />
          <CheckboxField {...form.checkboxProps('acepta_marketing')} label={t.marketingOptIn} />
        </div>
        <div className="cx-actions">
          <Button variant="outline" onClick={() => setStep(0)} disabled={form.isSubmitting}>
            {t.back}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}
