import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFailed } from './page-failed.tsx';

afterEach(() => vi.restoreAllMocks());

describe('PageFailed', () => {
  it('says the connection is gone when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PageFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sin conexión a internet.Revisa tu conexión e inténtalo de nuevo.Reintentar',
    );
  });

  it('suggests a new version when the network is there', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<PageFailed />);
    expect(screen.getByRole('heading')).toHaveTextContent('No pudimos mostrar esta página.');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeVisible();
  });
});
