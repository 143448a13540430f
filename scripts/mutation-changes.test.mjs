// npm test's scripts check (node --test): which modules the mutation suite picks (decision 146).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fitBudget, label, minutes, modulesChanged, UNMEASURED_SECONDS } from './mutation-changes.mjs';

const payouts = {
  name: 'payouts',
  workspace: 'apps/api',
  mutate: ['src/modules/order-pipeline/pay-out-order.ts'],
  tests: ['src/modules/order-pipeline/pay-out-order.test.ts'],
  seconds: 130,
};
const access = {
  name: 'access',
  workspace: 'apps/api',
  mutate: ['src/platform/http/access.ts'],
  tests: ['src/platform/http/access*.test.ts'],
  seconds: 200,
};
const money = {
  name: 'money',
  workspace: 'packages/contract',
  mutate: ['src/common/money.ts'],
  tests: ['src/common/money.test.ts'],
};
const passedAt = { 'payouts (api)': 'aaaa1111', 'access (api)': 'aaaa1111', 'money (contract)': 'bbbb2222' };
const names = (chosen) => chosen.map(({ module }) => label(module));

describe('modulesChanged', () => {
  it('picks a module whose code or tests changed since its own pass, and no other', () => {
    const diffs = {
      aaaa1111: ['apps/api/src/platform/http/access-staff.test.ts', 'README.md'],
      bbbb2222: ['apps/api/src/platform/http/access-staff.test.ts', 'README.md'],
    };
    const chosen = modulesChanged([payouts, access, money], passedAt, (commit) => diffs[commit]);
    assert.deepEqual(names(chosen), ['access (api)']);
    assert.equal(chosen[0].reason, 'apps/api/src/platform/http/access-staff.test.ts changed since aaaa1111');
  });

  it('reads a path in the module’s workspace: the same file name in another workspace is no change', () => {
    const diffs = { aaaa1111: ['packages/contract/src/platform/http/access.ts'], bbbb2222: [] };
    assert.deepEqual(
      modulesChanged([access, money], passedAt, (commit) => diffs[commit]),
      [],
    );
  });

  it('picks a module that never passed, and one whose pass this clone does not have', () => {
    const chosen = modulesChanged([payouts, money], { 'money (contract)': 'cccc3333' }, () => null);
    assert.deepEqual(names(chosen), ['payouts (api)', 'money (contract)']);
    assert.deepEqual(
      chosen.map(({ reason }) => reason),
      ['no pass recorded', 'its last pass, cccc3333, is not in this clone'],
    );
  });
});

describe('fitBudget', () => {
  it('keeps, in the table’s order, the modules whose measured times fit together; exactly the budget fits', () => {
    assert.deepEqual(fitBudget([payouts, access], 330), { run: [payouts, access], skipped: [] });
    assert.deepEqual(fitBudget([payouts, access], 329), { run: [payouts], skipped: [access] });
    assert.deepEqual(fitBudget([access, payouts], 250), { run: [access], skipped: [payouts] });
    assert.deepEqual(fitBudget([payouts], 129), { run: [], skipped: [payouts] });
  });

  it('plans a module without a measured time at five minutes', () => {
    assert.equal(UNMEASURED_SECONDS, 300);
    assert.deepEqual(fitBudget([money], 300), { run: [money], skipped: [] });
    assert.deepEqual(fitBudget([money], 299), { run: [], skipped: [money] });
  });

  it('prints minutes rounded up, at least one', () => {
    assert.deepEqual(
      [minutes(0), minutes(60), minutes(61), minutes(539)],
      ['~1 min', '~1 min', '~2 min', '~9 min'],
    );
  });
});
