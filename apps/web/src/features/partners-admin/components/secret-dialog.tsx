import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { SelectableText } from '@/components/ui/selectable-text.tsx';
import { partnersEs } from '@/i18n/partners.ts';
import { copyText } from '@/lib/copy-text.ts';

/** A secret shown once (an API key, a webhook's signing secret): copy it now, it is not kept in clear. */
export function SecretDialog({
  title,
  warning,
  secret,
  onClose,
}: {
  title: string;
  warning: string;
  secret: string;
  onClose(): void;
}) {
  const titleId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{warning}</Alert>
        <SelectableText testId="secret-value">{secret}</SelectableText>
        <Typography variant="body2" role="status" color={copied === false ? 'error' : 'success.main'}>
          {copied === true
            ? partnersEs.module.keyCopied
            : copied === false
              ? partnersEs.common.copyFailed
              : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copyText(secret).then(setCopied)}>
          {partnersEs.common.copy}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {partnersEs.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
