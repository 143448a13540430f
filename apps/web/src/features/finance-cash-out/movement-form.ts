import {
  moneyOrNull,
  type FinanceAccount,
  type ManualMovementFields,
  type ManualMovementType,
} from '@cambix/contract';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { parseAmountInput } from '@/lib/money.ts';

const t = staffCashOutEs;

/** The Egreso form as typed: every box holds text; `toMovementFields` makes what the contract checks. */
export interface MovementFormValues {
  type: ManualMovementType;
  accountId: string;
  toAccountId: string;
  concept: string;
  /** As typed, thousands grouped once the box is left (`1,500.50`). */
  amount: string;
  /** A Lima day, YYYY-MM-DD; '' while half typed. */
  operatedOn: string;
  operationNumber: string;
  note: string;
  attachment: File | null;
}

export const MOVEMENT_FORM_FIELDS = [
  'type',
  'accountId',
  'toAccountId',
  'concept',
  'amount',
  'operatedOn',
  'operationNumber',
  'note',
  'attachment',
] as const satisfies readonly (keyof MovementFormValues)[];
export type MovementFieldName = (typeof MOVEMENT_FORM_FIELDS)[number];

export const emptyMovementForm = (today: string): MovementFormValues => ({
  type: 'egreso',
  accountId: '',
  toAccountId: '',
  concept: '',
  amount: '',
  operatedOn: today,
  operationNumber: '',
  note: '',
  attachment: null,
});

/**
 * The multipart fields as the contract's `manualMovementFields` reads them: a transfer sends no concept,
 * the other types no destination; an empty amount is left out so it reads "Ingresa el monto.".
 */
export function toMovementFields(values: MovementFormValues): ManualMovementFields {
  const isTransfer = values.type === 'transfer';
  const amount = values.amount.trim() === '' ? undefined : (parseAmountInput(values.amount) ?? values.amount);
  return {
    type: values.type,
    accountId: values.accountId,
    toAccountId: isTransfer ? values.toAccountId : '',
    concept: isTransfer ? '' : values.concept,
    amount: amount as string,
    operatedOn: values.operatedOn,
    operationNumber: values.operationNumber,
    note: values.note,
  };
}

/** The body `manualMovementEndpoints.create` takes. */
export function toMovementFormData(values: MovementFormValues): FormData {
  const fields = toMovementFields(values);
  const form = new FormData();
  form.append('type', fields.type);
  form.append('accountId', String(fields.accountId));
  if (fields.type === 'transfer') form.append('toAccountId', String(fields.toAccountId));
  else form.append('concept', fields.concept ?? '');
  form.append('amount', fields.amount);
  form.append('operatedOn', fields.operatedOn);
  form.append('operationNumber', (fields.operationNumber ?? '').trim());
  form.append('note', (fields.note ?? '').trim());
  if (values.attachment) form.append('attachment', values.attachment, values.attachment.name);
  return form;
}

/** The types the server keeps (images re-encoded, PDF kept); 10 MB like the payout voucher. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be the attachment, or null when it can. */
export function attachmentProblem(file: File): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return t.form.fileType;
  if (file.size > ATTACHMENT_MAX_BYTES) return t.form.fileTooLarge;
  return null;
}

/** Whether what is typed will wait for a second person: an egreso or transfer above the four-eyes amount. */
export function needsSecondPerson(values: Pick<MovementFormValues, 'type' | 'amount'>, above: string | null) {
  if (above === null || values.type === 'ingreso') return false;
  const typed = parseAmountInput(values.amount);
  const amount = typed === null ? null : moneyOrNull(typed);
  const limit = moneyOrNull(above);
  return amount !== null && limit !== null && amount > limit;
}

/** `1500.5` → `1,500.5` as the box shows it once left; what is not an amount stays as typed. */
export function groupAmount(text: string): string {
  const amount = parseAmountInput(text);
  if (amount === null) return text;
  const [whole = '0', decimals] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** How the form names an account: bank, currency, last digits and purpose. */
export function accountLabel(account: FinanceAccount): string {
  return t.account.label(
    account.bankName,
    t.account.currency[account.currency],
    account.accountNumber.slice(-4),
    t.purpose[account.purpose],
  );
}
