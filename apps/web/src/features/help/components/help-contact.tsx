import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import Fab from '@mui/material/Fab';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { helpEs } from '@/i18n/help.ts';
import { HelpDialog } from './help-dialog.tsx';

const t = helpEs.help;

/** "¿Necesitas ayuda?" in the customer's side nav. */
export function HelpNavItem({ customerName }: { customerName: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ListItemButton onClick={() => setOpen(true)} sx={{ borderRadius: 2 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <HelpIcon />
        </ListItemIcon>
        <ListItemText primary={t.item} />
      </ListItemButton>
      <HelpDialog open={open} onClose={() => setOpen(false)} customerName={customerName} />
    </>
  );
}

/**
 * On a phone: a small round button above the bottom navigation, at the right edge; the page keeps room
 * below its content (HELP_FAB_CLEARANCE) so it never covers the last lines or buttons.
 */
export function HelpFab({ customerName, bottom }: { customerName: string | null; bottom: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Fab
        size="medium"
        color="primary"
        aria-label={t.item}
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: 16, bottom: bottom + 16, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <HelpIcon />
      </Fab>
      <HelpDialog open={open} onClose={() => setOpen(false)} customerName={customerName} />
    </>
  );
}

/** Room the page leaves below its content for the floating help button (48 px and its margins). */
export const HELP_FAB_CLEARANCE = 80;
