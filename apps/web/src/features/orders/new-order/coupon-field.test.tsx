import { ERROR_MESSAGES, promotionEndpoints, type ErrorCode, type PromoCheckRequest } from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { CouponField } from './coupon-field.tsx';

const server = setupApiServer();

function Field({ bankId }: { bankId: number | null }) {
  const [applied, setApplied] = useState<string | null>(null);
  return <CouponField sendAmount="1500" bankId={bankId} applied={applied} onApplied={setApplied} />;
}

function recordChecks(answer: (body: PromoCheckRequest) => ReturnType<typeof refuse> | null) {
  const bodies: PromoCheckRequest[] = [];
  server.use(
    mockEndpoint(promotionEndpoints.check, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return (
        answer(body) ?? {
          code: 'VERANO25',
          discountKind: 'percent',
          discountValue: '25.00',
          minAmount: '1000.00',
          maxAmount: null,
          description: null,
        }
      );
    }),
  );
  return bodies;
}

// The refusals of docs/rules/coupons-and-referrals.md#coupon-rules, as the server words them.
const REFUSALS: [ErrorCode, string][] = [
  ['PROMO_EXPIRED', ERROR_MESSAGES.PROMO_EXPIRED],
  ['PROMO_NOT_STARTED', ERROR_MESSAGES.PROMO_NOT_STARTED],
  ['PROMO_BELOW_MIN_AMOUNT', 'El monto no alcanza el mínimo de este cupón: S/ 2,000.00.'],
  ['PROMO_ABOVE_MAX_AMOUNT', 'El monto supera el máximo de este cupón: S/ 1,200.00.'],
  ['PROMO_USED_UP', ERROR_MESSAGES.PROMO_USED_UP],
  ['PROMO_ALREADY_USED', ERROR_MESSAGES.PROMO_ALREADY_USED],
  ['PROMO_NOT_FOR_YOU', ERROR_MESSAGES.PROMO_NOT_FOR_YOU],
  ['PROMO_FIRST_ORDER_ONLY', ERROR_MESSAGES.PROMO_FIRST_ORDER_ONLY],
  ['PROMO_OTHER_BANK', 'Este cupón aplica solo pagando desde Interbank.'],
  ['PROMO_NOT_WITH_REFERRAL', ERROR_MESSAGES.PROMO_NOT_WITH_REFERRAL],
];

describe('the coupon field of a new order (issue 16)', () => {
  it.each(REFUSALS)(
    'shows the server’s reason for %s under the field and keeps what was typed',
    async (code, message) => {
      recordChecks(() => refuse(code, message, 422));
      const user = userEvent.setup();
      renderWithProviders(<Field bankId={1} />);
      await user.type(screen.getByRole('textbox', { name: 'Cupón de descuento' }), 'verano25');
      await user.click(screen.getByRole('button', { name: 'Aplicar' }));
      const field = screen.getByRole('textbox', { name: 'Cupón de descuento' });
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue('VERANO25');
    },
  );

  it('checks the coupon for the amount and the payment bank, and names a percent discount', async () => {
    const bodies = recordChecks(() => null);
    const user = userEvent.setup();
    renderWithProviders(<Field bankId={1} />);
    await user.type(screen.getByRole('textbox', { name: 'Cupón de descuento' }), 'verano25{Enter}');
    expect(
      await screen.findByText('Cupón VERANO25 aplicado: 25 % de descuento en la comisión.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'VERANO25', sendAmount: '1500', bankId: 1 }]);
  });

  it('names a fixed discount in soles, and asks without a bank while none is chosen', async () => {
    const bodies: PromoCheckRequest[] = [];
    server.use(
      mockEndpoint(promotionEndpoints.check, async ({ request }) => {
        bodies.push(await request.json());
        return {
          code: 'QUINCE',
          discountKind: 'amount',
          discountValue: '15.00',
          minAmount: '1000.00',
          maxAmount: '5000.00',
          description: 'Quince soles menos',
        };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Field bankId={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Cupón de descuento' }), 'quince');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(
      await screen.findByText('Cupón QUINCE aplicado: S/ 15.00 de descuento en la comisión.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'QUINCE', sendAmount: '1500' }]);

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(screen.getByRole('textbox', { name: 'Cupón de descuento' })).toHaveValue('QUINCE');
  });
});
