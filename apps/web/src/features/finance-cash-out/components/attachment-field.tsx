import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef, type Ref } from 'react';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { ATTACHMENT_TYPES } from '../movement-form.ts';

const t = staffCashOutEs.form;

export interface AttachmentFieldProps {
  file: File | null;
  /** A file was picked (checked by the form) or, with null, removed. */
  onChange(file: File | null): void;
  error?: string | undefined;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The movement's support: one image or PDF, its name shown, removable before sending. */
export function AttachmentField({
  file,
  onChange,
  error,
  disabled = false,
  buttonRef,
}: AttachmentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const messageId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', minWidth: 0 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t.attachment}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          minWidth: 0,
          maxWidth: '100%',
        }}
      >
        <Button
          ref={buttonRef}
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={error ? messageId : undefined}
        >
          {file ? t.change : t.attach}
        </Button>
        {file && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
            <Typography variant="body2" noWrap title={file.name} sx={{ minWidth: 0 }}>
              {file.name}
            </Typography>
            <IconButton
              size="small"
              aria-label={t.removeAttachment(file.name)}
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        aria-labelledby={labelId}
        accept={ATTACHMENT_TYPES.join(',')}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) onChange(picked);
        }}
      />
      {error && (
        <FormHelperText id={messageId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
