import type { PendingConsent } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { logout, useSessionStore } from '@/features/auth';
import { consentsEs } from '@/i18n/consents.ts';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useAcceptConsents } from '../api/accept-consents.ts';

const t = consentsEs.dialog;

/** A text's date in force (YYYY-MM-DD, a Lima calendar day) as a person reads it. */
const calendarDate = (date: string): string =>
  new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

type Ticked = ReadonlySet<string>;

/**
 * A new version of terms or privacy (`consentimientos_pendientes`, decision 167): the customer reads each
 * text and accepts it before going on. No way out but accepting or signing out: the server refuses the
 * rest meanwhile. Whoever does not agree can still open their Mis datos here, given by the app as
 * `myData`, and come back (decision 178): their ARCO rights never wait on accepting.
 */
export function ConsentDialog({ myData }: { myData?: (onNotice: (message: string) => void) => ReactNode }) {
  const pending = useSessionStore((state) => state.consentimientos_pendientes);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const [showMyData, setShowMyData] = useState(false);
  const [ticked, setTicked] = useState<Ticked>(new Set());
  const switched = useRef(false);

  // Each switch of view starts reading at its title.
  useEffect(() => {
    if (switched.current) titleRef.current?.focus();
    switched.current = true;
  }, [showMyData]);

  return (
    <Dialog
      open={pending.length > 0}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} ref={titleRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {showMyData ? t.myDataTitle : t.title}
      </DialogTitle>
      {pending.length > 0 &&
        (showMyData && myData ? (
          <MyDataView myData={myData} onBack={() => setShowMyData(false)} />
        ) : (
          <ConsentForm
            pending={pending}
            ticked={ticked}
            onTick={setTicked}
            onOpenMyData={myData ? () => setShowMyData(true) : undefined}
          />
        ))}
    </Dialog>
  );
}

/** Mis datos within the dialog: the export and the requests, then back to the texts. */
function MyDataView({
  myData,
  onBack,
}: {
  myData: (onNotice: (message: string) => void) => ReactNode;
  onBack(): void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 3 }}>{t.myDataIntro}</DialogContentText>
        {notice && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {myData(setNotice)}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={logout}>{t.signOut}</Button>
        <Button variant="contained" onClick={onBack}>
          {t.backToTexts}
        </Button>
      </DialogActions>
    </>
  );
}

function ConsentForm({
  pending,
  ticked,
  onTick,
  onOpenMyData,
}: {
  pending: PendingConsent[];
  ticked: Ticked;
  onTick(next: Ticked): void;
  onOpenMyData?: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptConsents();
  const allTicked = pending.every((item) => ticked.has(item.documento));

  const submit = () => {
    if (!allTicked) {
      setError(t.tickAll);
      return;
    }
    setError(null);
    accept.mutate(pending, {
      onError: (failure) =>
        setError(isApiError(failure) ? failure.message : customerEs.common.unexpectedError),
    });
  };

  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>{t.intro}</DialogContentText>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {pending.map((item) => {
            const title = consentsEs.documents[item.documento];
            return (
              <Box
                component="li"
                key={item.documento}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.version(item.version, calendarDate(item.fecha))} ·{' '}
                  <Link href={item.ruta} target="_blank" rel="noopener" aria-label={t.readLabel(title)}>
                    {t.read}
                  </Link>
                </Typography>
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={
                    <Checkbox
                      checked={ticked.has(item.documento)}
                      onChange={(event) => {
                        const next = new Set(ticked);
                        if (event.target.checked) next.add(item.documento);
                        else next.delete(item.documento);
                        onTick(next);
                      }}
                    />
                  }
                  label={t.accept(title)}
                />
              </Box>
            );
          })}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {onOpenMyData && (
          <Typography variant="body2" sx={{ mt: 2.5 }}>
            {t.disagree}{' '}
            <Link component="button" type="button" onClick={onOpenMyData} sx={{ verticalAlign: 'baseline' }}>
              {t.openMyData}
            </Link>
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={logout}>{t.signOut}</Button>
        <Button variant="contained" onClick={submit} loading={accept.isPending}>
          {t.submit}
        </Button>
      </DialogActions>
    </>
  );
}
