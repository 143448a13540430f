import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CLIENT_ERROR_MESSAGES, type BankSettings } from '@cambix/contract';
import { useRef, useState } from 'react';
import { BankLogo } from '@/features/banks';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useUploadBankLogo } from '../../api/upload-bank-logo.ts';
import { useCanEditSettings } from '../settings-access.ts';
import { SavedSnackbar } from '../saved-snackbar.tsx';

const t = staffEs.staffSettings.banks.logo;

/** What the server takes as a logo (no SVG: a same-origin SVG could run script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 200 * 1024;

export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return t.wrongType;
  if (file.size > LOGO_MAX_BYTES) return t.tooLarge;
  return null;
}

/** The bank's logo as customers see it, and a new one sent as soon as it is chosen. */
export function BankLogoUpload({ bank }: { bank: BankSettings }) {
  const canEdit = useCanEditSettings();
  const upload = useUploadBankLogo(bank.id);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = logoProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: () => setSaved(true),
      onError: (error) => setProblem(isApiError(error) ? error.message : CLIENT_ERROR_MESSAGES.INTERNAL),
    });
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <BankLogo bank={bank} size={56} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t.hint}
        </Typography>
        {problem && (
          <Typography role="alert" variant="body2" color="error">
            {problem}
          </Typography>
        )}
      </Box>
      {canEdit && (
        <>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? t.uploading : t.choose}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={LOGO_TYPES.join(',')}
            aria-label={t.fileInput(bank.name)}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      )}
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} message={t.uploaded} />
    </Box>
  );
}
