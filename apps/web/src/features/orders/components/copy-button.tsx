import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { copyText } from '@/lib/copy-text.ts';

/** Copies one value; the screen says whether it worked. */
export function CopyButton({
  value,
  label,
  onCopied,
}: {
  value: string;
  label: string;
  onCopied: (ok: boolean) => void;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" onClick={() => void copyText(value).then(onCopied)}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
