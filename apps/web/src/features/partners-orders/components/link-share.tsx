import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PartnerFinalizeLink } from '@cambix/contract';
import { useState } from 'react';
import { CopyAndWhatsAppButtons } from '@/components/ui/copy-and-whatsapp-buttons.tsx';
import { SelectableText } from '@/components/ui/selectable-text.tsx';
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
        <SelectableText testId="finalize-link">{link.url}</SelectableText>
      </Box>
      <CopyAndWhatsAppButtons
        copyLabel={t.copy}
        whatsappLabel={t.whatsapp}
        whatsappHref={whatsappHref(link.url, clientName, partnerName, clientPhone)}
        onCopy={() => void copyText(link.url).then(setCopied)}
      />
      <Typography variant="body2" role="status" color={copied === false ? 'error' : 'success.main'}>
        {copied === true ? t.copied : copied === false ? t.copyFailed : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.expires(formatDateTime(link.expiresAt))}
      </Typography>
    </Box>
  );
}
