// Public entry of the notifications bell (docs/rules/notifications.md): its store, the socket and the staff
// texts. Only the staff shell imports it, and the bell itself loads lazily from there, so none of it reaches
// the /login entry; the modal it opens belongs to the notifications feature (decision 049).
export { NotificationBellSlot } from './components/notification-bell-slot.tsx';
export { useNotificationStore } from './notification-store.ts';
