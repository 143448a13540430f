import { isMoney } from '@cambix/contract';
import { STORAGE_KEYS } from './storage-keys.ts';

/** The public calculator's quote, carried through sign-in or registration into nueva-orden. */
export interface SaldoDraft {
  bankId: number;
  /** Which amount the person typed; the other one is the server's answer. */
  mode: 'send' | 'receive';
  amount: string;
}

/** The dollar calculator's: the direction and the amount typed, in the field it was typed in. */
export interface DivisasDraft {
  kind: 'divisas';
  direction: 'compra' | 'venta';
  mode: 'send' | 'receive';
  amount: string;
}

export type OrderDraft = SaldoDraft | DivisasDraft;

function isDraft(value: unknown): value is OrderDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  const isAmount =
    (draft.mode === 'send' || draft.mode === 'receive') &&
    typeof draft.amount === 'string' &&
    isMoney(draft.amount);
  if (draft.kind === 'divisas')
    return isAmount && (draft.direction === 'compra' || draft.direction === 'venta');
  return isAmount && typeof draft.bankId === 'number';
}

function read(): OrderDraft | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.orderDraft);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveOrderDraft(draft: OrderDraft): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.orderDraft, JSON.stringify(draft));
  } catch {
    // Storage unavailable (private mode): the customer types the amount again.
  }
}

/** Whether a draft waits for nueva-orden (the sign-in pages decide where to go with it). */
export const hasOrderDraft = (): boolean => read() !== null;

/** Reads the draft and forgets it: it prefills one new order, once. */
export function takeOrderDraft(): OrderDraft | null {
  const draft = read();
  try {
    sessionStorage.removeItem(STORAGE_KEYS.orderDraft);
  } catch {
    // Nothing to forget.
  }
  return draft;
}
