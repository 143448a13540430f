import type { ChallengeRefusal, Session, ThrottledRefusal } from '@cambix/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { signInEs } from '@/i18n/sign-in.ts';
import { isApiError, type ApiError } from '@/lib/api-client.ts';
import { signIn } from '../api/sign-in.ts';
import { requestSignInLink } from '../api/sign-in-link.ts';
import { solveChallenge } from '../challenge/solve-challenge.ts';
import { submitErrorMessage } from './submit-error.ts';
import './sign-in-help.css';

interface SignInHelpProps {
  /** The login's refusal: `AUTH_CHALLENGE_REQUIRED` or `AUTH_THROTTLED`. */
  refusal: ApiError;
  /** What was submitted: sent again with the solved challenge. */
  values: { identifier: string; password: string };
  /** When the refusal came (ms since the epoch): a pause counts from there. */
  at: number;
  /** What the person has typed now: the mailed link goes to that account's own email. */
  identifier: string;
  onSignedIn: (session: Session) => void;
  /** Any other outcome goes back to the form, which shows it as usual. */
  onRefused: (error: unknown, values: { identifier: string; password: string }) => void;
  /** True while the form must not be sent (a check running, a pause not over). */
  onHold: (held: boolean) => void;
}

const t = signInEs;

/** Whole seconds left until `until` (ms since the epoch), ticking each second. */
function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `until`
  }, [until]);
  return seconds;
}

/** "m:ss" */
const asWait = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function MailedLinkOffer({ identifier }: { identifier: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setError(null);
    try {
      setSent(await requestSignInLink(identifier));
    } catch (failure) {
      setError(submitErrorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  if (sent) return <Alert tone="success">{sent}</Alert>;
  return (
    <div className="cx-stack cx-stack--tight cx-sign-in-help__offer">
      <p>{t.linkIntro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        variant="outline"
        block
        loading={sending}
        disabled={!identifier.trim()}
        onClick={() => void send()}
      >
        {t.sendLink}
      </Button>
    </div>
  );
}

// One run per refusal: a second mount (React's strict mode) must not send the same answer twice.
const runs = new WeakMap<ApiError, Promise<Session>>();

/** Solves the server's proof-of-work and sends the same values again with it. */
function Verifying({
  refusal,
  values,
  onSignedIn,
  onRefused,
  onHold,
}: Omit<SignInHelpProps, 'identifier' | 'at'>) {
  useEffect(() => {
    let current = true;
    onHold(true);
    let run = runs.get(refusal);
    if (!run) {
      const { challenge } = refusal.data as unknown as ChallengeRefusal;
      run = solveChallenge(challenge).then((answer) => signIn(values.identifier, values.password, answer));
      runs.set(refusal, run);
    }
    run.then(
      (session) => current && onSignedIn(session),
      (error: unknown) => {
        if (!current) return;
        onHold(false);
        // Asked again right after an answer: shown as a plain refusal, never solved in a loop.
        const again = isApiError(error) && error.code === 'AUTH_CHALLENGE_REQUIRED';
        onRefused(again ? new Error(error.message) : error, values);
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per refusal
  }, [refusal]);
  // The submit button turns while this runs.
  return <Alert tone="info">{t.verifying}</Alert>;
}

function LockedNotice({
  refusal,
  at,
  identifier,
  onHold,
}: Pick<SignInHelpProps, 'refusal' | 'at' | 'identifier' | 'onHold'>) {
  const until = at + (refusal.data as unknown as ThrottledRefusal).retryAfterSeconds * 1000;
  const seconds = useSecondsLeft(until);
  const paused = seconds > 0;
  useEffect(() => onHold(paused), [paused, onHold]);
  return (
    <div className="cx-stack">
      <Alert tone="warning" title={paused ? t.lockedTitle : undefined}>
        {paused ? (
          // The wait ticks every second: read once, not at each tick.
          <span aria-live="off">{t.lockedWait(asWait(seconds))}</span>
        ) : (
          t.lockedOver
        )}
      </Alert>
      <MailedLinkOffer identifier={identifier} />
    </div>
  );
}

/** Loaded when a sign-in is refused for security: the check in progress, or the pause with the mailed link. */
export default function SignInHelp(props: SignInHelpProps) {
  return props.refusal.code === 'AUTH_CHALLENGE_REQUIRED' ? (
    <Verifying {...props} />
  ) : (
    <LockedNotice {...props} />
  );
}
