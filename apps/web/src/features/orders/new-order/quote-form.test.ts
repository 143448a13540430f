import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  EMPTY_QUOTE_FORM,
  fundsProblems,
  initialQuoteForm,
  receiptProblems,
  toNewOrderRequest,
  toQuoteRequest,
  type QuoteForm,
} from './quote-form.ts';

const form = (patch: Partial<QuoteForm>): QuoteForm => ({ ...EMPTY_QUOTE_FORM, ...patch });

describe('the quote form', () => {
  it('asks nothing until a bank and a positive amount are there', () => {
    expect(toQuoteRequest(form({ amountText: '1000' }))).toBeNull();
    expect(toQuoteRequest(form({ bankId: 1, amountText: '0' }))).toBeNull();
    expect(toQuoteRequest(form({ bankId: 1, amountText: '12.345' }))).toBeNull();
  });

  it('sends the typed amount on the side the customer chose, as a decimal string', () => {
    expect(toQuoteRequest(form({ bankId: 1, amountText: 'S/ 1,500.5' }))).toEqual({
      bankId: 1,
      sendAmount: '1500.50',
    });
    expect(toQuoteRequest(form({ bankId: 1, mode: 'receive', amountText: '955' }))).toEqual({
      bankId: 1,
      receiveAmount: '955',
    });
  });

  it('adds the destination, the applied coupon and the points only when chosen', () => {
    expect(
      toQuoteRequest(
        form({
          bankId: 1,
          amountText: '1000',
          destinationAccountId: 11,
          promoCode: 'BIENVENIDA',
          pointsToRedeem: 200,
        }),
      ),
    ).toEqual({
      bankId: 1,
      sendAmount: '1000',
      destinationAccountId: 11,
      promoCode: 'BIENVENIDA',
      pointsToRedeem: 200,
    });
  });

  it('creates an order only with a destination account and the origin of the funds, carrying the key and the link code', () => {
    expect(
      toNewOrderRequest(form({ bankId: 1, amountText: '1000', fundsOrigin: 'ahorros' }), 'key'),
    ).toBeNull();
    expect(
      toNewOrderRequest(form({ bankId: 1, amountText: '1000', destinationAccountId: 11 }), 'key'),
    ).toBeNull();
    expect(
      toNewOrderRequest(
        form({ bankId: 1, amountText: '1000', destinationAccountId: 11, fundsOrigin: 'sueldo' }),
        'key',
        'KM4TQ8ZP',
      ),
    ).toEqual({
      bankId: 1,
      sendAmount: '1000',
      destinationAccountId: 11,
      idempotencyKey: 'key',
      fundsOrigin: 'sueldo',
      linkCode: 'KM4TQ8ZP',
    });
  });

  it('creates a divisas order with its direction, the side typed, the detail of "otro" and the signature', () => {
    expect(
      toNewOrderRequest(
        form({
          kind: 'divisas',
          direction: 'compra',
          mode: 'receive',
          bankId: 1,
          amountText: '3,742',
          destinationAccountId: 11,
          fundsOrigin: 'otro',
          fundsOriginDetail: ' Venta de mi auto ',
          declarationSignature: 'Ana Lucía Quispe Mamani',
        }),
        'key',
      ),
    ).toEqual({
      idempotencyKey: 'key',
      kind: 'divisas',
      direction: 'compra',
      receiveAmount: '3742',
      bankId: 1,
      destinationAccountId: 11,
      fundsOrigin: 'otro',
      fundsOriginDetail: 'Venta de mi auto',
      declarationSignature: 'Ana Lucía Quispe Mamani',
    });
    expect(toQuoteRequest(form({ kind: 'divisas', bankId: 1, amountText: '1000' }))).toBeNull();
  });

  it('names what the origin of the funds and the declaración jurada still need', () => {
    expect(fundsProblems(form({}), false)).toEqual({ fundsOrigin: 'Elige el origen de los fondos.' });
    expect(fundsProblems(form({ fundsOrigin: 'otro', fundsOriginDetail: 'x' }), true)).toEqual({
      fundsOriginDetail: 'Cuéntanos de dónde vienen los fondos.',
      declarationSignature: 'Escribe tu nombre completo para firmar la declaración.',
    });
    expect(fundsProblems(form({ fundsOrigin: 'ahorros', declarationSignature: 'Ana Quispe' }), true)).toEqual(
      {},
    );
  });

  it('asks a factura for a RUC with its check digit and a razón social, and sends them trimmed', () => {
    const ready = form({ bankId: 1, amountText: '1000', destinationAccountId: 11, fundsOrigin: 'ahorros' });
    expect(receiptProblems(ready)).toEqual({});
    expect(toNewOrderRequest(ready, 'key')).not.toHaveProperty('factura');

    const factura = form({
      ...ready,
      receipt: 'factura',
      facturaRuc: '20100047219',
      facturaRazonSocial: 'Ab',
    });
    expect(receiptProblems(factura)).toEqual({
      facturaRuc:
        'El RUC no es válido: son 11 dígitos, empieza con 10, 15, 16, 17 o 20 y el último es de control.',
      facturaRazonSocial: 'Escribe la razón social como figura en SUNAT.',
    });
    const fixed = {
      ...factura,
      facturaRuc: ' 20100047218 ',
      facturaRazonSocial: ' Importaciones Ñandú S.A.C. ',
    };
    expect(receiptProblems(fixed)).toEqual({});
    expect(toNewOrderRequest(fixed, 'key')).toMatchObject({
      factura: { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' },
    });
    expect(toNewOrderRequest({ ...fixed, kind: 'divisas' }, 'key')).toMatchObject({
      kind: 'divisas',
      factura: { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' },
    });
  });
});

describe('the idempotency key of Continuar', () => {
  const request = {
    bankId: 1,
    sendAmount: '1000',
    destinationAccountId: 11,
    fundsOrigin: 'ahorros' as const,
  };
  let next = 0;
  const makeKey = () => `key-${++next}`;

  it('keeps the key when the same request is sent again and makes a new one when it changes', () => {
    const first = attemptFor(null, request, makeKey);
    expect(attemptFor(first, { ...request }, makeKey).key).toBe(first.key);
    const changed = attemptFor(first, { ...request, sendAmount: '1200' }, makeKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('uses a random UUID by default', () => {
    expect(attemptFor(null, request).key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('where a new order starts', () => {
  const draft = { bankId: 3, mode: 'receive' as const, amount: '800' };

  it('prefers what a staff link presets, then the calculator draft, else empty', () => {
    expect(initialQuoteForm({ amount: '2500.00', bankId: 1 }, draft)).toEqual({
      form: form({ bankId: 1, amountText: '2,500.00' }),
      source: 'link',
    });
    expect(initialQuoteForm({ amount: null, bankId: null }, draft)).toEqual({
      form: form({ bankId: 3, mode: 'receive', amountText: '800' }),
      source: 'draft',
    });
    expect(initialQuoteForm(null, null)).toEqual({ form: EMPTY_QUOTE_FORM, source: null });
  });

  it("starts a dollar order from the dollar calculator's draft", () => {
    expect(
      initialQuoteForm(null, { kind: 'divisas', direction: 'compra', mode: 'send', amount: '1500' }),
    ).toEqual({
      form: form({ kind: 'divisas', direction: 'compra', mode: 'send', amountText: '1,500' }),
      source: 'draft',
    });
  });
});
