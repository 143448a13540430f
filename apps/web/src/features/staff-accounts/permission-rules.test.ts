import { describe, expect, it } from 'vitest';
import { toggleGrant } from './permission-rules.ts';

describe('permission matrix ticks: edit needs view', () => {
  it('ticking Editar ticks Ver', () => {
    expect(toggleGrant({ canView: false, canEdit: false }, 'edit', true)).toEqual({
      canView: true,
      canEdit: true,
    });
  });
  it('unticking Ver unticks Editar', () => {
    expect(toggleGrant({ canView: true, canEdit: true }, 'view', false)).toEqual({
      canView: false,
      canEdit: false,
    });
  });
  it('unticking Editar keeps Ver; ticking Ver leaves Editar off', () => {
    expect(toggleGrant({ canView: true, canEdit: true }, 'edit', false)).toEqual({
      canView: true,
      canEdit: false,
    });
    expect(toggleGrant({ canView: false, canEdit: false }, 'view', true)).toEqual({
      canView: true,
      canEdit: false,
    });
  });
});
