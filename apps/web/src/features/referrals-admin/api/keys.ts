import type { ReferralCodeListQuery } from '@cambix/contract';

/** Cache keys of Referidos (house style 10): a changed code invalidates its detail and every list. */
export const referralAdminKeys = {
  all: ['staff', 'referral-codes'] as const,
  lists: () => [...referralAdminKeys.all, 'list'] as const,
  list: (query: ReferralCodeListQuery) => [...referralAdminKeys.lists(), query] as const,
  detail: (code: string) => [...referralAdminKeys.all, 'detail', code] as const,
};
