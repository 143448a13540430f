import { isStrongPassword, PASSWORD_MAX_LENGTH } from '@cambix/contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PasswordRulesList } from '@/features/auth';
import { es } from '@/i18n/es.ts';
import { customerEs } from '@/i18n/customer.ts';
import { changePassword } from '../api/change-password.ts';

const t = customerEs.profile;

interface PasswordValues {
  old_password: string;
  password: string;
  confirmation: string;
}

const EMPTY: PasswordValues = { old_password: '', password: '', confirmation: '' };

function PasswordInput({
  label,
  autoComplete,
  ...props
}: {
  label: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  error?: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name={props.name}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      inputRef={props.inputRef}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      error={Boolean(props.error)}
      helperText={props.error}
      slotProps={{
        htmlInput: { maxLength: PASSWORD_MAX_LENGTH + 1 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((current) => !current)}
                aria-label={visible ? es.password.hide : es.password.show}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * Old password, new password with its rules, confirmation; both passwords go encrypted
 * (docs/rules/sessions.md#passwords-on-the-wire).
 */
export function PasswordChangeForm({ onChanged }: { onChanged: (message: string) => void }) {
  const form = useForm<PasswordValues>({ defaultValues: EMPTY, mode: 'onTouched' });
  const password = useWatch({ control: form.control, name: 'password' });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await changePassword(values.old_password, values.password);
    if (result.success) {
      form.reset(EMPTY);
      onChanged(t.passwordChanged);
      return;
    }
    const known = Object.entries(result.fields).filter(([field]) => field in EMPTY);
    for (const [field, message] of known) {
      form.setError(field as keyof PasswordValues, { type: 'server', message }, { shouldFocus: true });
    }
    if (known.length === 0) setFormError(result.message);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}
    >
      <Controller
        name="old_password"
        control={form.control}
        rules={{ required: t.oldRequired }}
        render={({ field, fieldState }) => (
          <PasswordInput
            {...field}
            inputRef={field.ref}
            label={t.oldPassword}
            autoComplete="current-password"
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="password"
        control={form.control}
        rules={{
          validate: (value) => {
            if (!value) return es.login.passwordRequired;
            if (value.length > PASSWORD_MAX_LENGTH) return es.password.tooLong;
            return isStrongPassword(value) || es.password.weak;
          },
        }}
        render={({ field, fieldState }) => (
          <PasswordInput
            {...field}
            inputRef={field.ref}
            label={t.newPassword}
            autoComplete="new-password"
            error={fieldState.error?.message}
          />
        )}
      />
      <PasswordRulesList password={password} />
      <Controller
        name="confirmation"
        control={form.control}
        rules={{
          validate: (value, values) =>
            !value ? es.password.confirmationRequired : value === values.password || es.password.mismatch,
        }}
        render={({ field, fieldState }) => (
          <PasswordInput
            {...field}
            inputRef={field.ref}
            label={t.confirmPassword}
            autoComplete="new-password"
            error={fieldState.error?.message}
          />
        )}
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t.changePassword}
        </Button>
      </Box>
    </Box>
  );
}
