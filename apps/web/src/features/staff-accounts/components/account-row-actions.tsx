import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { isSecondFactorStaff, type StaffAccount } from '@cambix/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSessionStore } from '@/features/auth';
import { secondFactorEs } from '@/i18n/second-factor.ts';
import { staffEs } from '@/i18n/staff.ts';
import type { AccountStatusAction } from '../api/change-account-status.ts';
import { accountName } from '../format.ts';
import { ResetFactorsDialog } from './reset-factors-dialog.tsx';

const t = staffEs.staffAccounts;

export type AccountAction = 'edit' | AccountStatusAction;

/** One account's actions in a menu; only for accounts the caller may manage. */
export function AccountRowActions({
  account,
  permissionsHref,
  onAction,
  onDone,
}: {
  account: StaffAccount;
  permissionsHref: (userId: number) => string;
  onAction: (action: AccountAction, account: StaffAccount) => void;
  /** A finished action's message, for the screen's snackbar. */
  onDone?: (message: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [resetting, setResetting] = useState(false);
  const caller = useSessionStore((state) => state.user);
  // Only an Administrador resets factors, and never their own (the server holds the same rule).
  const mayResetFactors =
    caller?.rol.name === 'Administrador' && caller.id !== account.id && isSecondFactorStaff(account.role);
  const choose = (action: AccountAction) => {
    setAnchor(null);
    onAction(action, account);
  };
  return (
    <>
      <IconButton
        aria-label={t.actionsFor(accountName(account))}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('edit')}>{t.actions.edit}</MenuItem>
        {account.role === 'Colaborador' && (
          <MenuItem component={RouterLink} to={permissionsHref(account.id)}>
            {t.actions.permissions}
          </MenuItem>
        )}
        {account.state !== 'inactive' && (
          <MenuItem onClick={() => choose('resetPassword')}>{t.actions.resetPassword}</MenuItem>
        )}
        {mayResetFactors && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setResetting(true);
            }}
          >
            {secondFactorEs.resetFactors}
          </MenuItem>
        )}
        {account.state === 'inactive' ? (
          <MenuItem onClick={() => choose('reactivate')}>{t.actions.reactivate}</MenuItem>
        ) : (
          <MenuItem onClick={() => choose('deactivate')} sx={{ color: 'error.main' }}>
            {t.actions.deactivate}
          </MenuItem>
        )}
      </Menu>
      {resetting && (
        <ResetFactorsDialog
          account={account}
          onClose={() => setResetting(false)}
          onDone={(message) => {
            setResetting(false);
            onDone?.(message);
          }}
        />
      )}
    </>
  );
}
