import { create } from 'zustand';
import { es } from '@/i18n/es.ts';
import { toSafeLink, type SafeLink } from './modal-link.ts';

export const MODAL_TYPES = ['default', 'success', 'alert', 'error'] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

/** What a caller (or a `notification:modal` event) asks to show. */
export interface ModalRequest {
  message?: string | null;
  link?: string | null;
  type?: string | null;
  title?: string | null;
  subtitle?: string | null;
  linkText?: string | null;
  closeOnAction?: boolean | null;
}

/** The notification modal (docs/rules/notifications.md#the-modal), with defaults resolved. */
export interface ModalState {
  show: boolean;
  message: string;
  link: SafeLink | null;
  type: ModalType;
  title: string;
  subtitle: string | null;
  linkText: string;
  /** Close the modal when its link is followed. */
  closeOnAction: boolean;
}

const closed: ModalState = {
  show: false,
  message: '',
  link: null,
  type: 'default',
  title: es.modal.titles.default,
  subtitle: null,
  linkText: es.modal.linkText,
  closeOnAction: true,
};

export const useModalStore = create<ModalState>(() => closed);

function toModalType(value: string | null | undefined): ModalType {
  return (MODAL_TYPES as readonly string[]).includes(value ?? '') ? (value as ModalType) : 'default';
}

/**
 * Shows the modal; a request without a message is ignored (docs/rules/notifications.md#the-modal). Tells
 * whether it was shown.
 */
export function showModal(request: ModalRequest): boolean {
  const message = request.message?.trim();
  if (!message) return false;
  const type = toModalType(request.type);
  useModalStore.setState({
    show: true,
    message,
    type,
    link: toSafeLink(request.link),
    title: request.title?.trim() || es.modal.titles[type],
    subtitle: request.subtitle?.trim() || null,
    linkText: request.linkText?.trim() || es.modal.linkText,
    closeOnAction: request.closeOnAction ?? true,
  });
  return true;
}

export function closeModal(): void {
  useModalStore.setState({ show: false });
}
