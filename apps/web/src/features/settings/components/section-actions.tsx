import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { useCanEditSettings } from './settings-access.ts';
import { SavedSnackbar } from './saved-snackbar.tsx';

const t = staffEs.staffSettings;

export interface SectionActionsProps {
  formError: string | null;
  isDirty: boolean;
  isSaving: boolean;
  saved: boolean;
  closeSaved: () => void;
  /** The button's words, "Guardar" unless told. */
  label?: string;
  /** The button's words while it works, "Guardando…" unless told. */
  savingLabel?: string;
  savedMessage?: string;
  /** Beside the button (Cancelar in a dialog). */
  secondary?: ReactNode;
}

/** Under every Ajustes form: a refusal no field shows, "Guardar" when something changed, and "Cambios guardados". */
export function SectionActions({
  formError,
  isDirty,
  isSaving,
  saved,
  closeSaved,
  label = t.save,
  savingLabel = t.saving,
  savedMessage = t.saved,
  secondary,
}: SectionActionsProps) {
  const canEdit = useCanEditSettings();
  return (
    <>
      {formError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {formError}
        </Alert>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
          {secondary}
          <Button type="submit" variant="contained" disabled={!isDirty || isSaving}>
            {isSaving ? savingLabel : label}
          </Button>
        </Box>
      )}
      <SavedSnackbar open={saved} onClose={closeSaved} message={savedMessage} />
    </>
  );
}
