import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayField } from './day-field.tsx';

describe('DayField', () => {
  it('shows the day read-only under its label until the picker arrives, then the picker takes the field', async () => {
    render(<DayField label="Fecha" value="2026-11-01" onChange={() => undefined} />);
    const waiting = screen.getByRole('textbox', { name: 'Fecha' });
    expect(waiting).toHaveValue('01/11/2026');
    expect(waiting).toHaveAttribute('readonly');

    const picker = await screen.findByRole('group', { name: 'Fecha' });
    expect(
      within(picker)
        .getAllByRole('spinbutton')
        .map((part) => part.textContent),
    ).toEqual(['01', '11', '2026']);
    expect(screen.queryByRole('textbox', { name: 'Fecha' })).not.toBeInTheDocument();
  });
});
