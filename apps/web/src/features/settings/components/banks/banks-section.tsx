import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { useBankSettings } from '../../api/get-bank-settings.ts';
import { LoadState } from '../load-state.tsx';
import { useCanEditSettings } from '../settings-access.ts';
import { BankAccordion } from './bank-accordion.tsx';
import { NewBankDialog } from './new-bank-dialog.tsx';
import { SavedSnackbar } from '../saved-snackbar.tsx';

const t = staffEs.staffSettings.banks;

/** Bancos: the whole catalogue, inactive banks too, and "Nuevo banco". */
export function BanksSection() {
  const canEdit = useCanEditSettings();
  const banks = useBankSettings();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState(false);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t.newBank}
          </Button>
        </Box>
      )}
      <LoadState query={banks}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">{t.empty}</Typography>
          ) : (
            <Box>
              {list.map((bank) => (
                <BankAccordion key={bank.id} bank={bank} />
              ))}
            </Box>
          )
        }
      </LoadState>
      {creating && (
        <NewBankDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            setCreated(true);
          }}
        />
      )}
      <SavedSnackbar open={created} onClose={() => setCreated(false)} message={t.created} />
    </Box>
  );
}
