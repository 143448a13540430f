import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { StaffAccount } from '@cambix/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { staffEs } from '@/i18n/staff.ts';
import type { AccountStatusAction } from '../api/change-account-status.ts';
import { accountName } from '../format.ts';

const t = staffEs.staffAccounts;

export type AccountAction = 'edit' | AccountStatusAction;

/** One account's actions in a menu; only for accounts the caller may manage. */
export function AccountRowActions({
  account,
  permissionsHref,
  onAction,
}: {
  account: StaffAccount;
  permissionsHref: (userId: number) => string;
  onAction: (action: AccountAction, account: StaffAccount) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        {account.state === 'inactive' ? (
          <MenuItem onClick={() => choose('reactivate')}>{t.actions.reactivate}</MenuItem>
        ) : (
          <MenuItem onClick={() => choose('deactivate')} sx={{ color: 'error.main' }}>
            {t.actions.deactivate}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
