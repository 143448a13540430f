import { ORDER_CHANNELS, REPORT_MAX_MONTHS, type OrderChannel, type SummaryQuery } from '@cambix/contract';
import { oneOf } from '@/lib/query-values.ts';
import { isMonth, monthIndex, monthSpan, thisMonth, type MonthRange } from './month-range.ts';

/** Resumen as the address bar holds it: reload, a shared link and the printable page open the same view. */
export interface SummaryState extends MonthRange {
  /** A bank's id as text; '' for every bank. */
  bankId: string;
  channel: OrderChannel | '';
}

const BANK_ID = /^[1-9]\d{0,9}$/;

/** Reads the view from a query string; a missing, unreadable or too long range falls back to this month. */
export function readSummaryState(search: URLSearchParams, now = new Date()): SummaryState {
  const from = search.get('from');
  const to = search.get('to');
  const bankId = search.get('bankId') ?? '';
  const current = thisMonth(now);
  const isRange =
    isMonth(from) &&
    isMonth(to) &&
    monthIndex(from) <= monthIndex(to) &&
    monthSpan(from, to) <= REPORT_MAX_MONTHS;
  return {
    from: isRange ? from : current,
    to: isRange ? to : current,
    bankId: BANK_ID.test(bankId) ? bankId : '',
    channel: oneOf(search.get('channel'), ORDER_CHANNELS),
  };
}

/** The query string of a view; this month, the default, is left out so the address stays short. */
export function writeSummaryState(state: SummaryState, now = new Date()): URLSearchParams {
  const search = new URLSearchParams();
  const current = thisMonth(now);
  if (state.from !== current || state.to !== current) {
    search.set('from', state.from);
    search.set('to', state.to);
  }
  if (state.bankId) search.set('bankId', state.bankId);
  if (state.channel) search.set('channel', state.channel);
  return search;
}

/** What the server is asked: always the months on screen, so the answer matches what the person sees. */
export const toSummaryQuery = (state: SummaryState): SummaryQuery => ({
  from: state.from,
  to: state.to,
  ...(state.bankId && { bankId: state.bankId }),
  ...(state.channel && { channel: state.channel }),
});
