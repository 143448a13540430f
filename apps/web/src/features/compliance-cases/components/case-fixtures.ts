import type { ComplianceCase } from '@cambix/contract';

/** A case as the server answers it, for the screens' tests. */
export const caseOf = (overrides: Partial<ComplianceCase> = {}): ComplianceCase => ({
  id: 12,
  code: 'CASO-00012',
  title: 'Compras fraccionadas en noviembre',
  status: 'abierto',
  customer: { id: 3, name: 'Rosa Elena Quispe Mamani', document: 'DNI 71990001' },
  openedBy: 'Ana Oficial',
  openedAt: '2026-12-02T14:00:00.000Z',
  closedAt: null,
  itemCount: 1,
  narrative: '',
  closedBy: null,
  archiveReason: null,
  ros: null,
  items: [
    {
      id: 1,
      kind: 'alert',
      addedBy: 'Ana Oficial',
      addedAt: '2026-12-02T14:00:00.000Z',
      alert: { id: 7, kind: 'structuring', status: 'confirmed', createdAt: '2026-12-02T13:00:00.000Z' },
      order: null,
      document: null,
      text: null,
    },
  ],
  ...overrides,
});
