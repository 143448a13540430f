import { screeningEndpoints, type ComplianceAlert } from '@cambix/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ComplianceAlertsPage from '@/app/routes/staff/compliance-alerts.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const PATH = '/dashboard/cumplimiento/alertas';
const renderAt = () => renderPages(PATH, [{ path: PATH, page: ComplianceAlertsPage, title: 'Alertas' }]);

const base = {
  status: 'open',
  holds: false,
  score: null,
  customer: { id: 13, name: 'Lucía Gutiérrez Salas', document: 'DNI 71562049' },
  createdAt: '2026-12-02T14:50:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
} as const;

const structuring: ComplianceAlert = {
  ...base,
  id: 1,
  kind: 'structuring',
  facts: {
    orderId: 3,
    orderCode: 'DEMO0003',
    windowDays: 7,
    windowStart: '2026-11-26T05:00:00.000Z',
    thresholdUsd: '5000.00',
    totalUsd: '5400.00',
    orders: ['DEMO0001', 'DEMO0002', 'DEMO0003'].map((code, index) => ({
      id: index + 1,
      code,
      userId: index === 0 ? 44 : 13,
      kind: 'divisas',
      direction: 'compra',
      finalizedAt: `2026-12-02T1${index}:00:00.000Z`,
      usdAmount: '1800.00',
    })),
    linkedCustomers: [{ id: 44, via: ['celular'] }],
  },
};

const suddenChange: ComplianceAlert = {
  ...base,
  id: 2,
  kind: 'sudden-change',
  facts: {
    orderCode: 'DEMO0005',
    amountPen: '60000.00',
    factor: 5,
    monthsCounted: 2,
    fromMonth: '2026-09',
    toMonth: '2026-10',
    historyTotalPen: '3000.00',
    monthlyAveragePen: '1500.00',
    limitPen: '7500.00',
  },
};

const thirdPartyPayer: ComplianceAlert = {
  ...base,
  id: 3,
  kind: 'third-party-payer',
  facts: {
    orderId: 9,
    orderCode: 'DEMO0009',
    amountPen: '3750.00',
    payerName: 'Rosa Elvira Quispe Mamani',
    payerDocument: '41234567',
    operationNumber: 'OP-3301',
  },
};

describe('Cumplimiento › Alertas: a rule’s facts (docs/rules/compliance.md#rules)', () => {
  it('shows why a structuring alert and a sudden change fired: orders, figures, window', async () => {
    server.use(mockEndpoint(screeningEndpoints.alerts, () => ({ rows: [structuring, suddenChange] })));
    renderAt();
    expect(await screen.findByText('Estructuración')).toBeInTheDocument();
    expect(
      screen.getByText(
        /3 órdenes, cada una bajo el umbral de la declaración jurada, suman US\$ 5,400\.00 en 7 días \(umbral US\$ 5,000\.00; ventana desde 26\/11\/2026 00:00\)/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/DEMO0001 · compra · 02\/12\/2026 05:00 · US\$ 1,800\.00 · Cliente #44/),
    ).toBeInTheDocument();
    expect(screen.getByText('Cliente #44: mismo celular')).toBeInTheDocument();
    expect(screen.getByText('Cambio repentino')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Orden DEMO0005 de S\/ 60,000\.00: más de 5 veces su promedio mensual de S\/ 1,500\.00 \(límite S\/ 7,500\.00\)/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Promedio de 2 meses \(setiembre de 2026 a octubre de 2026\)/),
    ).toBeInTheDocument();
    // No list entry or similarity for a rule's alert.
    expect(screen.queryByText('En la lista')).not.toBeInTheDocument();
    expect(screen.getAllByText('Cliente no retenido')).toHaveLength(2);
  });

  it('shows who paid a payment a third party made, as staff read it on the voucher', async () => {
    server.use(mockEndpoint(screeningEndpoints.alerts, () => ({ rows: [thirdPartyPayer] })));
    renderAt();
    expect(await screen.findByText('Pago de un tercero')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Orden DEMO0009 de S\/ 3,750\.00: el comprobante muestra que pagó Rosa Elvira Quispe Mamani, no el cliente\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Documento de quien pagó: 41234567')).toBeInTheDocument();
    expect(screen.getByText('N.° de operación recibida: OP-3301')).toBeInTheDocument();
  });
});
