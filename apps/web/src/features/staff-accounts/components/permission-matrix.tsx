import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  STAFF_MODULE_NAMES,
  STAFF_MODULES,
  type ModulePermissionUpdate,
  type StaffModule,
  type StaffPermissions,
} from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { toggleGrant } from '../permission-rules.ts';

const t = staffEs.staffPermissions;

export interface PermissionMatrixProps {
  permissions: StaffPermissions;
  /** Modules whose change is being saved: their boxes wait for the answer. */
  saving: ReadonlySet<StaffModule>;
  disabled: boolean;
  onChange: (module: StaffModule, grant: ModulePermissionUpdate) => void;
}

/** One row per module with Ver and Editar; edit needs view, as the server enforces. */
export function PermissionMatrix({ permissions, saving, disabled, onChange }: PermissionMatrixProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 760 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t.module}</TableCell>
            <TableCell align="center" sx={{ width: { xs: 72, sm: 96 } }}>
              {t.view}
            </TableCell>
            <TableCell align="center" sx={{ width: { xs: 72, sm: 96 } }}>
              {t.edit}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {STAFF_MODULES.map((module) => {
            const grant = permissions.modules.find((entry) => entry.module === module) ?? {
              canView: false,
              canEdit: false,
            };
            const name = STAFF_MODULE_NAMES[module];
            const rowDisabled = disabled || saving.has(module);
            return (
              <TableRow key={module} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {name}
                </TableCell>
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    checked={grant.canView}
                    disabled={rowDisabled}
                    onChange={(event) => onChange(module, toggleGrant(grant, 'view', event.target.checked))}
                    slotProps={{ input: { 'aria-label': t.viewLabel(name) } }}
                  />
                </TableCell>
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    checked={grant.canEdit}
                    disabled={rowDisabled}
                    onChange={(event) => onChange(module, toggleGrant(grant, 'edit', event.target.checked))}
                    slotProps={{ input: { 'aria-label': t.editLabel(name) } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
