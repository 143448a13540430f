import { callers } from '../http/callers.ts';

const notified = callers.roles('Administrador', 'Colaborador');
// One staff member's notification is "not found" for every other.
const ownNotification = callers.except(notified, { colaboradorNone: 404 });

export const notificationCallers = {
  list: notified,
  read: ownNotification,
  readAll: notified,
  unread: ownNotification,
  sendStaffNotice: callers.roles('Administrador'),
};
