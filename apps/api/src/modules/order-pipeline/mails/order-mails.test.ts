import { describe, expect, it } from 'vitest';
import {
  orderCancelledMail,
  orderObservedMail,
  orderPaidOutMail,
  paymentApprovedMail,
  paymentRejectedMail,
} from './order-mails.ts';

const config = { appName: 'Cambix', appUrl: 'https://cambix.test' };
const order = { code: 'AB23CD45', sendAmount: '2000.00', receiveAmount: '1910.00' };
const customer = { email: 'ana@cambix.test', nombres: 'Ana' };
// A partner's client: the button opens the finalize page (docs/rules/partners.md#finalize-link).
const client = {
  email: 'julia@cliente.pe',
  nombres: 'Julia',
  page: { label: 'Ver mi orden', url: 'https://cambix.test/externo/finalizar-orden/ABCDEFGH23456789' },
};

describe('order mails to a customer and to a partner’s client', () => {
  it('point a customer to the order detail for the boleta, and a client to their order page to download it', () => {
    const payout = { operationNumber: 'BCP-1', receipt: 'B001-00000012', receiptKind: 'boleta' as const };
    // The constancia it speaks of is one link away (issue 34).
    expect(orderPaidOutMail(config, customer, order, payout).text).toContain(
      'la encuentras en el detalle de tu orden, con la constancia de la transferencia: https://cambix.test/userDashboard/ordenes?orden=AB23CD45',
    );
    const toClient = orderPaidOutMail(config, client, order, payout).text;
    expect(toClient).toContain(
      'Tu boleta por la comisión es la B001-00000012; la descargas en PDF desde la página de tu orden',
    );
    expect(toClient).not.toContain('detalle de tu orden');
    // A factura is named as one.
    expect(
      orderPaidOutMail(config, customer, order, {
        ...payout,
        receipt: 'F001-00000003',
        receiptKind: 'factura',
      }).text,
    ).toContain('Tu factura por la comisión es la F001-00000003; la encuentras en el detalle de tu orden');
    expect(toClient).toContain(client.page.url);
  });

  it('speak of coupons and points given back to a customer only, who may have used them', () => {
    for (const mail of [
      paymentRejectedMail(config, customer, order, 'El monto no coincide.'),
      orderCancelledMail(config, customer, order, 'La cuenta no es del titular.'),
    ])
      expect(mail.text).toContain('cupón o puntos');
    for (const mail of [
      paymentRejectedMail(config, client, order, 'El monto no coincide.'),
      orderCancelledMail(config, client, order, 'La cuenta no es del titular.'),
    ]) {
      expect(mail.text).not.toContain('cupón');
      expect(mail.text).toMatch(/anul/i);
    }
  });

  it('link a customer to that order, not to the list, and end with its status in their words (decision 099)', () => {
    const payout = { operationNumber: 'BCP-1', receipt: 'B001-00000012', receiptKind: 'boleta' as const };
    const link = { url: 'https://cambix.test/userDashboard/edit-orden/QW34ER56', expiresAt: new Date() };
    const mails = [
      [paymentApprovedMail(config, customer, order), 'Pago confirmado. Te transferimos en unos 15 minutos.'],
      [paymentRejectedMail(config, customer, order, 'El monto no coincide.'), 'Cancelada.'],
      [orderCancelledMail(config, customer, order, 'La cuenta no es del titular.'), 'Cancelada.'],
      [orderPaidOutMail(config, customer, order, payout), 'Completada.'],
      [orderObservedMail(config, customer, order, 'Otra cuenta.', link), 'Observada.'],
    ] as const;
    for (const [mail, status] of mails) {
      expect(mail.text).toContain('https://cambix.test/userDashboard/ordenes?orden=AB23CD45');
      expect(mail.text).not.toMatch(/userDashboard\/ordenes(?!\?orden=)/);
      expect(mail.text).toContain(`Estado de tu orden: ${status}`);
      expect(mail.text).not.toContain('devolución');
    }
    // A partner's client has no Historial: the button stays on the order's finalize page.
    const toClient = paymentApprovedMail(config, client, order).text;
    expect(toClient).toContain(client.page.url);
    expect(toClient).not.toContain('/userDashboard/');
  });
});
