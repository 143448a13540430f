import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { partnersEs } from '@/i18n/partners.ts';
import { copyText } from '@/lib/copy-text.ts';

const t = partnersEs;

// "Número de cuenta" reads "Copiar número de cuenta"; an acronym (CCI) keeps its capitals.
const inSentence = (label: string) =>
  /^[A-ZÁÉÍÓÚ]{2,}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** One value the client types into their bank's app, with a button that copies it exactly and says so. */
export function CopyRow({ label, value, shown = value }: { label: string; value: string; shown?: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), 2500);
    return () => window.clearTimeout(timer);
  }, [result]);
  const action = t.finalize.copyLabel(inSentence(label));
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {shown}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography
          component="span"
          role="status"
          variant="caption"
          color={result === 'failed' ? 'error' : 'success.main'}
        >
          {result === 'copied' ? t.common.copied : result === 'failed' ? t.common.copyFailed : ''}
        </Typography>
        <Tooltip title={action}>
          <IconButton
            aria-label={action}
            onClick={() => void copyText(value).then((ok) => setResult(ok ? 'copied' : 'failed'))}
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
