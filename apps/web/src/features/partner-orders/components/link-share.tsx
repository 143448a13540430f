import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PartnerFinalizeLink } from '@cambix/contract';
import { useState } from 'react';
import { partnersEs } from '@/i18n/partners.ts';
import { copyText } from '@/lib/copy-text.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { whatsappHref } from '../share.ts';

const t = partnersEs.created;

export interface LinkShareProps {
  link: PartnerFinalizeLink;
  clientName: string;
  clientPhone: string | null;
  partnerName: string;
}

/** The finalize link as text anyone can select, with Copiar, WhatsApp and when it expires. */
export function LinkShare({ link, clientName, clientPhone, partnerName }: LinkShareProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="body2" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {t.link}
        </Typography>
        <Typography
          data-testid="finalize-link"
          sx={{
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {link.url}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyText(link.url).then(setCopied)}
        >
          {t.copy}
        </Button>
        <Button
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon />}
          component="a"
          href={whatsappHref(link.url, clientName, partnerName, clientPhone)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.whatsapp}
        </Button>
      </Box>
      <Typography variant="body2" role="status" color={copied === false ? 'error' : 'success.main'}>
        {copied === true ? t.copied : copied === false ? t.copyFailed : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.expires(formatDateTime(link.expiresAt))}
      </Typography>
    </Box>
  );
}
