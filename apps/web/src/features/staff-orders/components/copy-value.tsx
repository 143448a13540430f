import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { copyText } from '@/lib/copy-text.ts';
import { staffEs } from '@/i18n/staff.ts';

const t = staffEs.detail.account;

// "Número de cuenta" reads "Copiar número de cuenta"; an acronym (CCI) keeps its capitals.
const inSentence = (label: string) =>
  /^[A-ZÁÉÍÓÚ]{2,}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** A value staff type into their bank's app, with a button that copies it exactly and says so. */
export function CopyValue({
  label,
  value,
  shown = value,
  strong = false,
}: {
  label: string;
  value: string;
  /** What the screen shows when it differs from what is copied (a formatted amount). */
  shown?: string;
  strong?: boolean;
}) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const action = t.copy(inSentence(label));
  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), 2500);
    return () => window.clearTimeout(timer);
  }, [result]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography
        component="span"
        variant={strong ? 'h3' : 'body1'}
        sx={{
          minWidth: 0,
          fontWeight: strong ? 800 : 600,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {shown}
      </Typography>
      <Tooltip title={action}>
        <IconButton
          aria-label={action}
          size="small"
          onClick={() => void copyText(value).then((ok) => setResult(ok ? 'copied' : 'failed'))}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography
        component="span"
        role="status"
        variant="caption"
        color={result === 'failed' ? 'error' : 'success.main'}
      >
        {result === 'copied' ? t.copied : result === 'failed' ? t.copyFailed : ''}
      </Typography>
    </Box>
  );
}
