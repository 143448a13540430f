import { callers, type CallerTable } from '../http/callers.ts';
import type { staffAccountEndpoints } from './endpoints.ts';

const managers = callers.roles('Administrador', 'Usuario');

export const staffAccountCallers = {
  list: managers,
  partners: managers,
  create: managers,
  update: managers,
  resetPassword: managers,
  deactivate: managers,
  reactivate: managers,
  permissions: managers,
  setPermission: managers,
} satisfies CallerTable<typeof staffAccountEndpoints>;
