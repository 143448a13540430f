import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CustomerDocument, adminUserEndpoints } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { CustomerDocumentsTab } from './customer-documents-tab.tsx';
import { fitLayout } from '@/components/ui/image-viewer-dialog.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const documents: CustomerDocument[] = [
  {
    id: 1,
    kind: 'DNI_FRONT',
    url: '/api/files/firma-1',
    mimeType: 'image/jpeg',
    uploadedAt: '2026-11-20T15:00:00.000Z',
    viewCount: 2,
    views: [
      { viewer: { id: 3, name: 'Diego Salazar', role: 'Colaborador' }, viewedAt: '2026-11-21T14:05:00.000Z' },
      {
        viewer: { id: 1, name: 'Carla Mendoza', role: 'Administrador' },
        viewedAt: '2026-11-21T13:00:00.000Z',
      },
    ],
  },
  {
    id: 2,
    kind: 'SELFIE',
    url: '/api/files/firma-2',
    mimeType: 'image/jpeg',
    uploadedAt: '2026-11-20T15:01:00.000Z',
    viewCount: 0,
    views: [],
  },
];

describe('tab Documentos', () => {
  it('shows each image from its signed link, who opened it before, and what is missing', async () => {
    server.use(
      mockEndpoint(adminUserEndpoints.customerDocuments, () => documents, { params: { userId: '42' } }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CustomerDocumentsTab userId={42} />
      </QueryClientProvider>,
    );
    const front = await screen.findByRole('region', { name: 'DNI (anverso)' });
    expect(within(front).getByRole('img', { name: 'DNI (anverso)' })).toHaveAttribute(
      'src',
      '/api/files/firma-1',
    );
    expect(front).toHaveTextContent('Vistas anteriores (2 vistas)');
    expect(front).toHaveTextContent('Diego Salazar · Colaborador · 21/11/2026 09:05');
    expect(screen.getByRole('region', { name: 'DNI (reverso)' })).toHaveTextContent(
      'El cliente aún no sube esta imagen.',
    );
    expect(screen.getByRole('region', { name: 'Selfie con el DNI' })).toHaveTextContent(
      'Nadie la había abierto antes.',
    );

    const user = userEvent.setup();
    await user.click(within(front).getByRole('button', { name: 'Ver DNI (anverso)' }));
    const viewer = screen.getByRole('dialog', { name: 'DNI (anverso)' });
    const image = within(viewer).getByRole('img', { name: 'DNI (anverso)' });
    expect(viewer).toHaveTextContent('100 %');
    await user.click(within(viewer).getByRole('button', { name: 'Acercar' }));
    await user.click(within(viewer).getByRole('button', { name: 'Acercar' }));
    expect(viewer).toHaveTextContent('200 %');
    await user.click(within(viewer).getByRole('button', { name: 'Girar' }));
    expect(getComputedStyle(image).transform).toBe('rotate(90deg)');
    await user.click(within(viewer).getByRole('button', { name: 'Tamaño original' }));
    expect(viewer).toHaveTextContent('100 %');
    expect(getComputedStyle(image).transform).toBe('rotate(0deg)');
    for (let step = 0; step < 2; step++)
      await user.click(within(viewer).getByRole('button', { name: 'Alejar' }));
    expect(within(viewer).getByRole('button', { name: 'Alejar' })).toBeDisabled();
    expect(viewer).toHaveTextContent('50 %');
  });
});

describe('the image viewer layout', () => {
  it('fits the image to the room, zooms from there, and swaps the frame on a quarter turn', () => {
    const image = { width: 2000, height: 1000 };
    const room = { width: 1000, height: 600 };
    expect(fitLayout(image, room, 1, false)).toEqual({
      image: { width: 1000, height: 500 },
      frame: { width: 1000, height: 500 },
    });
    expect(fitLayout(image, room, 2, false).frame).toEqual({ width: 2000, height: 1000 });
    // Turned, the 2:1 image is 1:2 and the room's height limits it.
    expect(fitLayout(image, room, 1, true)).toEqual({
      image: { width: 600, height: 300 },
      frame: { width: 300, height: 600 },
    });
    // A small image is not blown up at 100 %.
    expect(fitLayout({ width: 400, height: 300 }, room, 1, false).image).toEqual({ width: 400, height: 300 });
  });
});
