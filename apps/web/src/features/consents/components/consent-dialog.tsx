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
import { useId, useState } from 'react';
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

/**
 * A new version of terms or privacy (`consentimientos_pendientes`, decision 167): the customer reads each
 * text and accepts it before going on. No way out but accepting or signing out: the server refuses the
 * rest meanwhile.
 */
export function ConsentDialog() {
  const pending = useSessionStore((state) => state.consentimientos_pendientes);
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  return (
    <Dialog
      open={pending.length > 0}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      {pending.length > 0 && <ConsentForm pending={pending} />}
    </Dialog>
  );
}

function ConsentForm({ pending }: { pending: PendingConsent[] }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
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
                        setTicked(next);
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
