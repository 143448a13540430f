import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useCreateOwnReferralCode, useOwnReferralCode } from '../api/own-referral-code.ts';
import { copyText } from '@/lib/copy-text.ts';
import { percentFigure } from '@/lib/percent.ts';

const t = customerEs.referral;
function CopyRow({
  label,
  value,
  action,
  onCopied,
  multiline = false,
}: {
  label: string;
  value: string;
  action: string;
  onCopied: (message: string) => void;
  multiline?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={label}
        value={value}
        fullWidth
        multiline={multiline}
        slotProps={{
          htmlInput: {
            readOnly: true,
            onFocus: (event: { currentTarget: HTMLInputElement }) => event.currentTarget.select(),
          },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copyText(value).then((copied) => onCopied(copied ? t.copied : t.copyFailed))}
        sx={{ flex: 'none', whiteSpace: 'nowrap' }}
      >
        {action}
      </Button>
    </Stack>
  );
}

/** The customer's own referral code and its share link, each with a copy button; created on request. */
export function ReferralCodeCard({ onNotice }: { onNotice: (message: string) => void }) {
  const code = useOwnReferralCode();
  const create = useCreateOwnReferralCode();

  if (code.isPending) return <Skeleton variant="rounded" height={140} />;
  if (code.isError) return <Alert severity="error">{customerEs.common.loadFailed}</Alert>;
  if (!code.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography color="text.secondary">{t.none}</Typography>
        {create.isError && (
          <Alert severity="error">
            {isApiError(create.error) ? create.error.message : customerEs.common.unexpectedError}
          </Alert>
        )}
        <Button variant="contained" onClick={() => create.mutate()} loading={create.isPending}>
          {t.create}
        </Button>
      </Box>
    );
  }
  const percent = `${percentFigure(code.data.percentDiscount)} %`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t.intro(percent)}</Typography>
      {!code.data.active && <Alert severity="warning">{t.inactive}</Alert>}
      <CopyRow label={t.code} value={code.data.code} action={t.copyCode} onCopied={onNotice} />
      <CopyRow label={t.link} value={code.data.shareUrl} action={t.copyLink} onCopied={onNotice} multiline />
    </Box>
  );
}
