import type { BankAccount } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../../test/orders.ts';
import { destinationOptions, pickDestination } from './destination-accounts.ts';

const [bcp, banbif] = ACCOUNTS as [BankAccount, BankAccount];
const usd: BankAccount = { ...bcp, id: 13, currency: 'USD' };
const banbifWithCci: BankAccount = { ...banbif, id: 14, cci: '03800012345678901234' };

describe('destination accounts', () => {
  it('offers only PEN accounts, those at the payment bank first', () => {
    const options = destinationOptions([banbifWithCci, usd, bcp], 1);
    expect(options.map((option) => option.account.id)).toEqual([11, 14]);
    expect(options[0]).toMatchObject({ sameBank: true, blockedBy: null });
  });

  it('blocks an account at another bank without CCI and says why', () => {
    const options = destinationOptions([bcp, banbif], 5);
    expect(options.map((option) => [option.account.id, option.blockedBy])).toEqual([
      [12, null],
      [11, 'needs-cci'],
    ]);
  });

  it('keeps the chosen account while it may receive, else takes the first that may', () => {
    const options = destinationOptions([bcp, banbif], 1);
    expect(pickDestination(options, 11)).toBe(11);
    expect(pickDestination(options, 12)).toBe(11);
    expect(pickDestination(destinationOptions([banbif], 1), null)).toBeNull();
  });
});
