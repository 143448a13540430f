import { describe, expect, it } from 'vitest';
import { readAccountList, toAccountQuery, writeAccountList } from './list-state.ts';

describe('users-management filters in the address', () => {
  it('reads and writes q, rol and estado, leaving defaults out', () => {
    const state = readAccountList(new URLSearchParams('q=rosa&rol=Colaborador&estado=invited'));
    expect(state).toEqual({ q: 'rosa', role: 'Colaborador', state: 'invited' });
    expect(writeAccountList(state).toString()).toBe('q=rosa&rol=Colaborador&estado=invited');
    expect(writeAccountList({ q: '', role: '', state: '' }).toString()).toBe('');
  });

  it('falls back to "all" for values an edited link cannot mean', () => {
    expect(readAccountList(new URLSearchParams('rol=Cliente&estado=borrado'))).toEqual({
      q: '',
      role: '',
      state: '',
    });
  });

  it('asks the server only for the filters set', () => {
    expect(toAccountQuery({ q: '', role: 'Externo', state: '' })).toEqual({ role: 'Externo' });
  });
});
