import { callers, type CallerTable } from '../http/callers.ts';
import type { notificationEndpoints } from './endpoints.ts';

const notified = callers.roles('Administrador', 'Colaborador');
// One staff member's notification is "not found" for every other.
const ownNotification = callers.except(notified, { colaboradorNone: 404, colaboradorOne: 404 });

export const notificationCallers = {
  list: notified,
  read: ownNotification,
  readAll: notified,
  unread: ownNotification,
  sendStaffNotice: callers.roles('Administrador'),
} satisfies CallerTable<typeof notificationEndpoints>;
