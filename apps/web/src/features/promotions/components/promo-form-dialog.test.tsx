import {
  bankEndpoints,
  promotionAdminEndpoints,
  type PromoRequest,
  type PromoSummary,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BANKS } from '../../../../test/catalogue.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { promoSummary } from '../test-promos.ts';
import { PromoFormDialog } from './promo-form-dialog.tsx';

const server = setupApiServer();

function open(promo: PromoSummary | null) {
  const onSaved = vi.fn();
  server.use(mockEndpoint(bankEndpoints.list, () => BANKS));
  renderWithProviders(<PromoFormDialog promo={promo} onClose={() => {}} onSaved={onSaved} />);
  return { onSaved, dialog: screen.getByRole('dialog') };
}

function recordSaves(answer: (body: PromoRequest) => PromoSummary | ReturnType<typeof refuse>) {
  const bodies: PromoRequest[] = [];
  server.use(
    mockEndpoint(promotionAdminEndpoints.create, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(body);
    }),
    mockEndpoint(promotionAdminEndpoints.update, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

// By label: role queries walk the whole dialog and are slow on a busy machine.
const field = (name: RegExp) =>
  screen.getByLabelText<HTMLInputElement>(name, { selector: 'input, textarea' });

/** Pastes a value into a box (typing key by key is slow on a busy machine and tests nothing more here). */
async function fill(name: RegExp, value: string) {
  const user = userEvent.setup();
  await user.click(field(name));
  await user.paste(value);
}

async function typeDay(label: string, digits: string) {
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}

describe('the coupon form (issue 16)', () => {
  it("refuses what the contract's schema refuses, on each field, and sends nothing", async () => {
    const bodies = recordSaves(() => promoSummary(1));
    const user = userEvent.setup();
    open(null);
    await user.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(
      await screen.findByText('Usa de 3 a 30 letras, números o guiones, sin espacios.'),
    ).toBeInTheDocument();
    expect(field(/^Descuento/)).toHaveAccessibleDescription(
      'Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 25.',
    );

    expect(bodies).toHaveLength(0);
  });

  it('refuses a zero discount, a maximum under the minimum and more uses per customer than in total', async () => {
    const bodies = recordSaves(() => promoSummary(1));
    const user = userEvent.setup();
    open(null);
    await fill(/^Código/, 'ok');
    await user.click(screen.getByRole('radio', { name: 'Monto fijo (S/)' }));
    await fill(/^Descuento/, '0');
    await fill(/^Monto mínimo/, '2000');
    await fill(/^Monto máximo/, '1000');
    await user.clear(field(/^Usos por cliente/));
    await fill(/^Usos por cliente/, '3');
    await fill(/^Usos en total/, '2');
    await user.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await waitFor(() =>
      expect(field(/^Descuento/)).toHaveAccessibleDescription(
        'Ingresa un monto en soles mayor que cero, por ejemplo 15.00.',
      ),
    );
    expect(field(/^Código/)).toHaveAccessibleDescription(
      'Usa de 3 a 30 letras, números o guiones, sin espacios.',
    );
    expect(field(/^Monto máximo/)).toHaveAccessibleDescription(
      'El monto máximo no puede ser menor que el mínimo.',
    );
    expect(field(/^Usos por cliente/)).toHaveAccessibleDescription(
      'Los usos por cliente no pueden superar el total de usos.',
    );
    expect(bodies).toHaveLength(0);
  });

  it('upper-cases the code as typed and sends the coupon as the contract reads it', async () => {
    const bodies = recordSaves(() => promoSummary(9));
    const user = userEvent.setup();
    const { onSaved } = open(null);
    await user.type(field(/^Código/), 'navidad-26');
    expect(field(/^Código/)).toHaveValue('NAVIDAD-26');
    await fill(/^Descripción/, 'Campaña de fin de año');
    await user.click(screen.getByRole('radio', { name: 'Monto fijo (S/)' }));
    await fill(/^Descuento/, '15');
    await fill(/^Monto mínimo/, '1,500');
    await typeDay('Válido desde', '01122026');
    await typeDay('Válido hasta', '31122026');
    await fill(/^Usos en total/, '50');
    await user.click(screen.getByRole('switch', { name: 'Solo para la primera orden del cliente' }));
    await fill(/^Solo para estos clientes/, '40000001\n40000002');
    await user.click(screen.getByRole('combobox', { name: 'Banco de pago' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Banco de Crédito del Perú' }),
    );
    await user.click(screen.getByRole('button', { name: 'Crear cupón' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        code: 'NAVIDAD-26',
        description: 'Campaña de fin de año',
        discountKind: 'amount',
        discountValue: '15',
        minAmount: '1500',
        maxAmount: null,
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
        totalUses: 50,
        usesPerCustomer: 1,
        firstOrderOnly: true,
        customerDocuments: ['40000001', '40000002'],
        bankId: 1,
        active: true,
      },
    ]);
  });

  it('shows a taken code on the code field and keeps everything typed', async () => {
    recordSaves(() => refuse('PROMO_CODE_TAKEN', 'Ya existe un cupón con ese código. Elige otro.', 409));
    const user = userEvent.setup();
    open(null);
    await fill(/^Código/, 'VERANO1');
    await fill(/^Descuento/, '25');
    await fill(/^Solo para estos clientes/, '40000001');
    await user.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await waitFor(() =>
      expect(field(/^Código/)).toHaveAccessibleDescription('Ya existe un cupón con ese código. Elige otro.'),
    );
    expect(field(/^Código/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Código/)).toHaveValue('VERANO1');
    expect(field(/^Descuento/)).toHaveValue('25');
    expect(field(/^Solo para estos clientes/)).toHaveValue('40000001');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows unknown documents on the customers field, and a refusal of no field above the buttons', async () => {
    let refusal = refuse(
      'PROMO_CUSTOMERS_UNKNOWN',
      'Algunos documentos no son de clientes registrados.',
      422,
      {
        documents: ['49999999'],
      },
    );
    recordSaves(() => refusal);
    const user = userEvent.setup();
    open(promoSummary(4));
    await fill(/^Solo para estos clientes/, '49999999');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(field(/^Solo para estos clientes/)).toHaveAccessibleDescription(
        'Algunos documentos no son de clientes registrados. 49999999',
      ),
    );

    refusal = refuse('PROMO_USED_LOCKED', 'Este cupón ya se usó: su código y su descuento no cambian.', 409);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este cupón ya se usó: su código y su descuento no cambian.',
    );
    expect(field(/^Solo para estos clientes/)).toHaveValue('49999999');
  });

  it('locks the code and the discount of a coupon already used, and still saves its other fields', async () => {
    const used = promoSummary(3, {
      used: true,
      uses: 4,
      code: 'USADO10',
      discountValue: '10.00',
      totalUses: 10,
    });
    const bodies = recordSaves(() => ({ ...used, totalUses: 20 }));
    const user = userEvent.setup();
    const { onSaved } = open(used);
    expect(
      screen.getByText(
        'Este cupón ya se usó: su código y su descuento no cambian. Para otra oferta, crea un cupón nuevo.',
      ),
    ).toBeInTheDocument();
    expect(field(/^Código/)).toBeDisabled();
    expect(field(/^Descuento/)).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Porcentaje (%)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Monto fijo (S/)' })).toBeDisabled();
    expect(field(/^Usos en total/)).toBeEnabled();

    await user.clear(field(/^Usos en total/));
    await fill(/^Usos en total/, '20');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      code: 'USADO10',
      discountKind: 'percent',
      discountValue: '10.00',
      totalUses: 20,
    });
  });
});
