import KeyIcon from '@mui/icons-material/KeyOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PARTNER_API_KEY_MODES,
  partnerApiEndpoints,
  type PartnerApiKey,
  type PartnerApiKeyMode,
} from '@cambix/contract';
import { useState, type SubmitEvent } from 'react';
import { partnersEs } from '@/i18n/partners.ts';
import { buildUrl, isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { messageUnder } from '@/lib/field-errors.ts';
import { useCreateApiKey, useRevokeApiKey } from '../api/partner-workspace.ts';
import { SecretDialog } from './secret-dialog.tsx';

const t = partnersEs.module;

function CreateKeyForm({ onCreated }: { onCreated(key: string): void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<PartnerApiKeyMode>('live');
  const [missing, setMissing] = useState(false);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    create.mutate(
      { name, mode },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created.key);
        },
      },
    );
  };
  const serverError = create.error
    ? (messageUnder(create.error, 'name') ?? partnersEs.common.unexpected)
    : null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        name="name"
        label={t.keyName}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setMissing(false);
          if (create.error) create.reset();
        }}
        error={missing || Boolean(serverError)}
        helperText={missing ? t.keyName : (serverError ?? t.keyNameHint)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ flex: '1 1 220px' }}
      />
      <TextField
        select
        size="small"
        name="mode"
        label={t.keyMode}
        value={mode}
        onChange={(event) => {
          setMode(event.target.value as PartnerApiKeyMode);
          if (create.error) create.reset();
        }}
        helperText={t.keyModeHints[mode]}
        sx={{ flex: '1 1 220px' }}
      >
        {PARTNER_API_KEY_MODES.map((option) => (
          <MenuItem key={option} value={option}>
            {t.keyModes[option]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<KeyIcon />} loading={create.isPending}>
        {t.createKey}
      </Button>
    </Box>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: PartnerApiKey; onRevoke(): void }) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: revoked ? 0.7 : 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {apiKey.name}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 400, color: 'text.secondary' }}>
            {t.keyPrefix(apiKey.prefix)}
          </Box>
          {apiKey.mode === 'test' && (
            <Chip size="small" color="warning" variant="outlined" label={t.testKey} sx={{ ml: 1 }} />
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t.keyVersion(apiKey.version)} · {t.keyCreated(formatDateTime(apiKey.createdAt))} ·{' '}
          {apiKey.lastUsedAt ? t.keyLastUsed(formatDateTime(apiKey.lastUsedAt)) : t.keyNeverUsed}
        </Typography>
      </Box>
      {revoked ? (
        <Chip size="small" label={t.keyRevoked(formatDateTime(apiKey.revokedAt ?? ''))} />
      ) : (
        <Button size="small" color="error" onClick={onRevoke}>
          {t.revoke}
        </Button>
      )}
    </Box>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: PartnerApiKey; onClose(): void }) {
  const revoke = useRevokeApiKey();
  return (
    <Dialog open onClose={revoke.isPending ? undefined : onClose} aria-labelledby="revoke-key-title">
      <DialogTitle id="revoke-key-title">{t.revokeTitle(apiKey.name)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.revokeBody}</DialogContentText>
        {revoke.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {isApiError(revoke.error) ? revoke.error.message : partnersEs.common.unexpected}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={revoke.isPending}>
          {partnersEs.common.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={revoke.isPending}
          onClick={() => revoke.mutate(apiKey.id, { onSuccess: onClose })}
        >
          {t.revoke}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The partner API: the OpenAPI document and its keys (shown once, revocable). */
export function ApiAccess({ apiKeys }: { apiKeys: readonly PartnerApiKey[] }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PartnerApiKey | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t.apiTitle}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography variant="h3" component="h2">
          {t.apiTitle}
        </Typography>
        <Typography color="text.secondary">{t.apiIntro}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 0.5 }}>
          {[
            { endpoint: partnerApiEndpoints.guide, label: t.guide },
            { endpoint: partnerApiEndpoints.openapi, label: t.openapi },
          ].map(({ endpoint, label }) => (
            <Link
              key={endpoint.path}
              href={buildUrl(endpoint.path, undefined)}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {label} <OpenInNewIcon fontSize="inherit" />
            </Link>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t.keys}
        </Typography>
        {apiKeys.length === 0 ? (
          <Typography color="text.secondary">{t.noKeys}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {apiKeys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
            ))}
          </Box>
        )}
      </Box>
      <CreateKeyForm onCreated={setSecret} />
      {secret && (
        <SecretDialog
          title={t.keyCreatedTitle}
          warning={t.keyCreatedWarning}
          secret={secret}
          onClose={() => setSecret(null)}
        />
      )}
      {revoking && <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </Paper>
  );
}
