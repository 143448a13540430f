import type { StaffAccount } from '@cambix/contract';

/** A staff account as the server lists it (a manageable, active Colaborador unless told otherwise). */
export function staffAccount(id: number, overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id,
    role: 'Colaborador',
    documentType: 'DNI',
    documentNumber: `2000000${id}`,
    nombres: 'Luis',
    apellidoPaterno: 'Paredes',
    apellidoMaterno: 'Soto',
    email: `luis${id}@cambix.test`,
    celular: null,
    state: 'active',
    partner: null,
    createdAt: '2026-11-01T15:00:00.000Z',
    manageable: true,
    ...overrides,
  };
}
