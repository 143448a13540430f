import { type KycStatus, identityEndpoints, bankEndpoints, profileEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { BANKS, UBIGEO } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { KycWizard } from './kyc-wizard.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());
// Each step is a lazy chunk. A browser loads it built, at once; here its first import is transformed on the
// spot, which on a busy machine takes longer than any wait below, so it is done before the test.
beforeAll(() =>
  Promise.all([
    import('./personal-data-step.tsx'),
    import('./selfie-step.tsx'),
    import('./first-account-step.tsx'),
  ]),
);

const status = (state: number, extra: Partial<KycStatus> = {}): KycStatus => ({
  state,
  accountStatus: state === 0 ? 'POR_VALIDAR' : 'REGISTRADO',
  statusReason: null,
  isPep: false,
  documentType: 'DNI',
  personalData: {
    date_birthday: '1990-05-14',
    gender: 'F',
    departamento: '15',
    provincia: '1501',
    distrito: '150131',
    direccion: 'Calle Las Begonias 455',
    ocupacion: 'Ingeniera',
    nacionalidad: 'PE',
    pepDetail: null,
  },
  documents: [],
  ...extra,
});

describe('KycWizard', () => {
  it("names a carné de extranjería holder's own document, and a passport's pages", async () => {
    startSession(sessionFor('Cliente', { state: 1 }));
    server.use(
      mockEndpoint(identityEndpoints.kycStatus, () => status(1, { documentType: 'CE' })),
      mockEndpoint(profileEndpoints.ubigeo, () => UBIGEO),
    );
    const view = renderWithProviders(<KycWizard title="Validación de identidad" onCompleted={vi.fn()} />);
    expect(
      await screen.findByRole('heading', { name: 'Fotos de tu carné de extranjería' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tus datos y carné de extranjería')).toBeInTheDocument();
    expect(screen.getByLabelText('Foto: Carné de extranjería: cara frontal')).toBeInTheDocument();
    expect(screen.getByLabelText('Foto: Carné de extranjería: reverso')).toBeInTheDocument();
    view.unmount();

    server.use(mockEndpoint(identityEndpoints.kycStatus, () => status(1, { documentType: 'PASAPORTE' })));
    renderWithProviders(<KycWizard title="Validación de identidad" onCompleted={vi.fn()} />);
    expect(await screen.findByLabelText('Foto: Pasaporte: página de datos')).toBeInTheDocument();
    expect(screen.getByLabelText('Foto: Pasaporte: página de la firma')).toBeInTheDocument();
  });

  it('resumes at the selfie, uploads it, then goes on to the bank account and to review', async () => {
    startSession(sessionFor('Cliente', { state: 2 }));
    const steps: unknown[] = [];
    const uploads: string[] = [];
    server.use(
      mockEndpoint(identityEndpoints.kycStatus, () => status(2)),
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(identityEndpoints.sendImage, async ({ request }) => {
        const form = await request.formData();
        uploads.push(String(form.get('kind')));
        return {
          kind: 'selfie',
          uploadedAt: '2026-11-21T15:00:00.000Z',
          url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        };
      }),
      mockEndpoint(identityEndpoints.submitStep, async ({ request, params }) => {
        const body = (await request.json()) as { step: number };
        steps.push({ userId: params.userId, ...body });
        return status(body.step === 2 ? 3 : 0);
      }),
    );
    const onCompleted = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<KycWizard title="Validación de identidad" onCompleted={onCompleted} />);

    expect(await screen.findByRole('heading', { name: 'Tómate una selfie con tu DNI' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Sube las fotos que faltan para continuar.')).toBeInTheDocument();
    expect(steps).toHaveLength(0);

    const input = screen.getByLabelText('Foto: Selfie con tu DNI');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'user');
    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'selfie.jpg', { type: 'image/jpeg' }),
    );
    const card = screen.getByRole('group', { name: 'Selfie con tu DNI' });
    expect(await within(card).findByText('Foto guardada')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Vista previa: Selfie con tu DNI' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Tomar otra foto' })).toBeInTheDocument();
    expect(uploads).toEqual(['selfie']);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Tu primera cuenta bancaria' })).toBeInTheDocument();
    expect(useSessionStore.getState().userState).toBe(3);

    await screen.findByRole('option', { name: 'BanBif' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Banco' }), 'Banco de Crédito del Perú');
    await user.type(screen.getByLabelText('Número de cuenta'), '19187654321098');
    await user.click(screen.getByLabelText('Declaro que soy el titular de esta cuenta.'));
    await user.click(screen.getByRole('button', { name: 'Enviar a revisión' }));

    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(steps).toEqual([
      { userId: '200', step: 2 },
      expect.objectContaining({
        userId: '200',
        step: 3,
        bankId: 1,
        accountNumber: '19187654321098',
        holderDeclaration: true,
      }),
    ]);
    expect(useSessionStore.getState()).toMatchObject({
      userState: 0,
      user: { state: 0, accountStatus: 'POR_VALIDAR' },
    });
  });

  it('opens on step 1 with what the customer already gave, says why staff rejected it, and asks for both DNI photos', async () => {
    startSession(sessionFor('Cliente', { state: 1 }));
    server.use(
      mockEndpoint(identityEndpoints.kycStatus, () =>
        status(1, {
          accountStatus: 'RECHAZADO',
          statusReason: 'La foto del DNI está borrosa.',
          documents: [
            {
              kind: 'dni_front',
              uploadedAt: '2026-11-21T15:00:00.000Z',
              url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
            },
          ],
        }),
      ),
      mockEndpoint(profileEndpoints.ubigeo, () => []),
    );
    const user = userEvent.setup();
    renderWithProviders(<KycWizard title="Validación de identidad" onCompleted={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Tus datos personales' })).toBeInTheDocument();
    expect(screen.getByLabelText('Dirección')).toHaveValue('Calle Las Begonias 455');
    expect(screen.getByText('No pudimos validar tu cuenta')).toBeInTheDocument();
    expect(screen.getByText('Motivo: La foto del DNI está borrosa.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'DNI: cara frontal' })).getByText('Foto guardada'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Foto: DNI: reverso')).toHaveAttribute('capture', 'environment');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Sube las fotos que faltan para continuar.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'DNI: reverso' })).getByText('Sube esta foto para continuar.'),
    ).toBeInTheDocument();
  });
});
