import { isPast } from '@cambix/contract';
import type { OrderLinkKind, ResolvedLink } from '@cambix/contract';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type SubmitEvent } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useSendLinkCode, useVerifyLinkCode } from '../api/link-proof.ts';

const t = customerEs.linkProof;

export interface LinkProofProps {
  /** The link's code (in its URL). */
  code: string;
  kind: OrderLinkKind;
  expiresAt: string;
  firstName: string;
  maskedEmail: string;
  /** The right code answered the link with its session: sign it in. False when that failed. */
  onProved: (link: ResolvedLink) => Promise<boolean>;
  /** "¿Prefieres iniciar sesión?": the customer's own password instead of a code. */
  onSignIn: () => void;
}

const messageOf = (error: unknown) => (isApiError(error) ? error.message : t.failed);

/** `m:ss` until `until` (epoch ms), for the resend button. */
function remaining(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The resend countdown: ticks only while it runs. */
function useResendClock() {
  const [clock, setClock] = useState({ now: 0, resendAt: 0 });
  const waiting = !isPast(clock.resendAt, clock.now);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setClock((current) => ({ ...current, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  const start = (seconds: number) => {
    const now = Date.now();
    setClock({ now, resendAt: now + seconds * 1000 });
  };
  return { waiting, left: remaining(clock.resendAt, clock.now), start };
}

/**
 * The proof step of an order link (decisions 070, 073): the code in the link proves nothing, so whoever
 * opens it confirms they are its customer with a 6-digit code mailed to them, or signs in instead.
 */
export function LinkProof({
  code,
  kind,
  expiresAt,
  firstName,
  maskedEmail,
  onProved,
  onSignIn,
}: LinkProofProps) {
  const send = useSendLinkCode(code);
  const verify = useVerifyLinkCode(code);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);
  const resend = useResendClock();

  const requestCode = () => {
    setSignInFailed(false);
    verify.reset();
    send.mutate(undefined, {
      onSuccess: (sent) => {
        setSentTo(sent.maskedEmail);
        resend.start(sent.resendInSeconds);
      },
      // A code went out a moment ago (before a reload, say): it is still good, so the field opens for it.
      onError: (error) => {
        if (isApiError(error) && error.code === 'LINK_CODE_THROTTLED') setSentTo(maskedEmail);
      },
    });
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const digits = typed.replace(/\D/g, '');
    if (digits.length !== 6) {
      setIncomplete(true);
      return;
    }
    setSignInFailed(false);
    verify.mutate(digits, {
      onSuccess: (link) => void onProved(link).then((signedIn) => setSignInFailed(!signedIn)),
    });
  };

  const fieldError = incomplete
    ? t.codeIncomplete
    : verify.isError && isApiError(verify.error) && verify.error.fields.verificationCode
      ? verify.error.fields.verificationCode
      : null;
  const throttled = send.isError && isApiError(send.error) && send.error.code === 'LINK_CODE_THROTTLED';
  const alert =
    send.isError && !throttled
      ? messageOf(send.error)
      : verify.isError && !fieldError
        ? messageOf(verify.error)
        : signInFailed
          ? t.failed
          : null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="link-proof-heading"
      sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 520, mx: 'auto', display: 'grid', gap: 2 }}
    >
      <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 44 }} />
      <Box>
        <Typography id="link-proof-heading" variant="h1" component="h1" sx={{ mb: 0.5 }}>
          {t.heading}
        </Typography>
        <Typography color="text.secondary">
          {t.purpose[kind]} {t.expires(formatDateTime(expiresAt))}
        </Typography>
      </Box>
      <Typography>{t.ask(firstName, maskedEmail)}</Typography>

      {alert && <Alert severity="error">{alert}</Alert>}

      {sentTo === null ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Button variant="contained" size="large" onClick={requestCode} loading={send.isPending}>
            {t.send}
          </Button>
          <Button onClick={() => setSentTo(maskedEmail)}>{t.haveCode}</Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {throttled ? (
            <Alert severity="info">{messageOf(send.error)}</Alert>
          ) : (
            send.isSuccess && <Alert severity="success">{t.sent(sentTo)}</Alert>
          )}
          <TextField
            label={t.codeLabel}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.replace(/\D/g, '').slice(0, 6));
              setIncomplete(false);
            }}
            error={fieldError !== null}
            helperText={fieldError ?? t.codeHint}
            autoFocus
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: 6,
                sx: { fontSize: 24, letterSpacing: '0.4em', fontWeight: 700 },
              },
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
              {t.verify}
            </Button>
            <Button onClick={requestCode} disabled={resend.waiting || send.isPending}>
              {resend.waiting ? t.resendIn(resend.left) : t.resend}
            </Button>
          </Box>
        </Box>
      )}

      <Divider>{t.or}</Divider>
      <Button variant="outlined" onClick={onSignIn}>
        {t.signIn}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t.safety}
      </Typography>
    </Paper>
  );
}
