// Public entry of the notifications feature. The modal component pulls MUI, so it is only reachable
// through a dynamic import: the store stays in the entry, the component loads the first time it shows.
export { closeModal, showModal, useModalStore } from './modal-store.ts';
export type { ModalRequest, ModalState, ModalType } from './modal-store.ts';
export { toSafeLink, type SafeLink } from './modal-link.ts';

export const loadNotificationModal = () => import('./components/notification-modal.tsx');
