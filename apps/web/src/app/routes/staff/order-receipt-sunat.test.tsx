import {
  adminOrderEndpoints,
  adminUserEndpoints,
  orderEndpoints,
  receiptEndpoints,
  STAFF_MODULES,
  type CreditNoteView,
  type Invoice,
} from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { invoiceFixture } from '../../../../test/invoice-fixture.ts';
import { mockEndpoint, okWithMessage, rawReply, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { payoutOrderFixture } from '../../../../test/staff-order-fixtures.ts';
import { renderStaffOrders } from './staff-order-pages.test-support.tsx';

const server = setupApiServer();
afterEach(() => logout());

const finished = payoutOrderFixture({
  status: 5,
  statusSince: '2026-11-21T16:00:00.000Z',
  receipt: { tipo: 'boleta', serie: 'B001', numero_recibo: 42, bankId: 2 },
  allowedActions: [],
});

type Sending = NonNullable<Invoice['sending']>;

const rejected: Sending = {
  status: 'rechazada',
  provider: 'simulador',
  ticket: 'SIM-2335-20600000001-RC-20261122-1',
  message: '2335 - El documento electrónico ingresado ha sido alterado',
  sentAt: '2026-11-22T05:00:01.000Z',
  cdrCode: '2335',
  summaryId: 'RC-20261122-1',
  nextAttemptAt: null,
  hasSignedXml: true,
  hasCdr: true,
  receiptId: 9,
  creditNote: null,
};

const note: CreditNoteView = {
  id: 3,
  number: 'BC01-00000001',
  reasonCode: '01',
  reason: 'Anulación de la operación',
  amount: '45.00',
  currency: 'PEN',
  issuedAt: '2026-11-22T15:00:00.000Z',
  issuedBy: 'Luis Paredes',
  sending: {
    status: 'pendiente',
    provider: 'simulador',
    ticket: null,
    message: 'Resumen diario no recibido: 0109 - El sistema de SUNAT no responde',
    sentAt: '2026-11-23T05:00:00.000Z',
    cdrCode: null,
    summaryId: null,
    nextAttemptAt: '2026-11-23T05:10:00.000Z',
    hasSignedXml: true,
    hasCdr: false,
  },
};

function serveOrder(sending: () => Sending) {
  server.use(
    mockEndpoint(adminOrderEndpoints.get, () => finished, { params: { orderId: '7' } }),
    mockEndpoint(orderEndpoints.invoice, () => invoiceFixture({ sending: sending() })),
  );
}

/** Serves a Colaborador's grants of Devoluciones; answers whether they have been read. */
function grants(canEdit: boolean): () => boolean {
  let read = false;
  server.use(
    mockEndpoint(adminUserEndpoints.myPermissions, () => {
      read = true;
      return {
        role: 'Colaborador',
        modules: STAFF_MODULES.map((module) => ({
          module,
          canView: module === 'devoluciones',
          canEdit: canEdit && module === 'devoluciones',
        })),
      };
    }),
  );
  return () => read;
}

describe('the boleta at SUNAT on the staff order detail (docs/rules/receipts.md#issuing-a-credit-note)', () => {
  it('shows the state, the CDR, the last try, and downloads the signed XML and the CDR', async () => {
    startSession(sessionFor('Administrador'));
    serveOrder(() => rejected);
    const asked: string[] = [];
    server.use(
      mockEndpoint(receiptEndpoints.receiptCdr, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return rawReply(
          new Response('<ApplicationResponse/>', {
            headers: {
              'content-type': 'application/xml',
              'content-disposition': 'attachment; filename="R-B001-00000042.xml"',
            },
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderStaffOrders('/dashboard/orden/7');
    const boleta = await screen.findByRole('group', { name: 'Envío a SUNAT' });
    expect(within(boleta).getByText('Rechazada')).toBeInTheDocument();
    expect(within(boleta).getByText('Constancia (CDR): código 2335')).toBeInTheDocument();
    expect(
      within(boleta).getByText('2335 - El documento electrónico ingresado ha sido alterado'),
    ).toBeInTheDocument();
    expect(within(boleta).getByText('Actualizado: 22/11/2026 00:00')).toBeInTheDocument();
    expect(within(boleta).getByText('No se volverá a intentar automáticamente')).toBeInTheDocument();
    expect(within(boleta).getByRole('button', { name: 'XML firmado' })).toBeInTheDocument();
    await user.click(within(boleta).getByRole('button', { name: 'CDR' }));
    await expect.poll(() => asked).toEqual(['/api/admin/receipts/9/cdr']);
  });

  it('lets whoever may edit Devoluciones issue a credit note, and shows it under the boleta', async () => {
    startSession(sessionFor('Colaborador'));
    grants(true);
    let current: Sending = rejected;
    serveOrder(() => current);
    let reason: string | undefined;
    server.use(
      mockEndpoint(receiptEndpoints.issueCreditNote, async ({ request }) => {
        reason = (await request.json()).reasonCode;
        current = { ...rejected, creditNote: note };
        return okWithMessage(note, 'Nota de crédito BC01-00000001 emitida.');
      }),
    );
    const user = userEvent.setup();
    renderStaffOrders('/dashboard/orden/7');
    await user.click(await screen.findByRole('button', { name: 'Emitir nota de crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir nota de crédito' });
    expect(
      within(dialog).getByText(/revierte la boleta B001-00000042 por su importe total/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Motivo (catálogo 09 de SUNAT)' }));
    await user.click(await screen.findByRole('option', { name: '06 · Devolución total' }));
    await user.click(within(dialog).getByRole('button', { name: 'Emitir' }));
    expect(await screen.findByText('Nota de crédito BC01-00000001 emitida.')).toBeInTheDocument();
    expect(reason).toBe('06');
    const credit = await screen.findByRole('group', { name: 'Nota de crédito BC01-00000001' });
    expect(within(credit).getByText('Pendiente')).toBeInTheDocument();
    expect(within(credit).getByText('Sin constancia de SUNAT todavía')).toBeInTheDocument();
    expect(
      within(credit).getByText('Resumen diario no recibido: 0109 - El sistema de SUNAT no responde'),
    ).toBeInTheDocument();
    expect(within(credit).getByText('Próximo intento: a más tardar 23/11/2026 00:10')).toBeInTheDocument();
    expect(within(credit).queryByRole('button', { name: 'CDR' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Emitir nota de crédito' })).toBeNull();
  });

  it('says why the server refused a second credit note', async () => {
    startSession(sessionFor('Administrador'));
    serveOrder(() => rejected);
    server.use(
      mockEndpoint(receiptEndpoints.issueCreditNote, () =>
        refuse(
          'CREDIT_NOTE_EXISTS',
          'Esta boleta ya tiene una nota de crédito por su importe total: no se puede emitir otra.',
          409,
        ),
      ),
    );
    const user = userEvent.setup();
    renderStaffOrders('/dashboard/orden/7');
    await user.click(await screen.findByRole('button', { name: 'Emitir nota de crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir nota de crédito' });
    await user.click(within(dialog).getByRole('button', { name: 'Emitir' }));
    expect(
      await within(dialog).findByText(
        'Esta boleta ya tiene una nota de crédito por su importe total: no se puede emitir otra.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no credit note to whoever may only view Devoluciones', async () => {
    startSession(sessionFor('Colaborador'));
    const read = grants(false);
    serveOrder(() => rejected);
    renderStaffOrders('/dashboard/orden/7');
    expect(await screen.findByRole('group', { name: 'Envío a SUNAT' })).toBeInTheDocument();
    await expect.poll(read).toBe(true);
    expect(await screen.findByText('Rechazada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emitir nota de crédito' })).toBeNull();
  });
});
