import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFields } from './date-range-fields.tsx';

const OUT_OF_ORDER = 'La fecha final debe ser igual o posterior a la inicial.';

/** The range as a screen keeps it; every patch is recorded. */
function Range({ initial, patches }: { initial: { from: string; to: string }; patches: object[] }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeFields
      from={range.from}
      to={range.to}
      fromLabel="Desde"
      toLabel="Hasta"
      outOfOrderMessage={OUT_OF_ORDER}
      onChange={(patch) => {
        patches.push(patch);
        setRange((current) => ({ ...current, ...patch }));
      }}
    />
  );
}

const field = (name: string) => screen.getByRole('group', { name });
const shown = (name: string) =>
  within(field(name))
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('/');

describe('DateRangeFields', () => {
  it('takes a day typed as DD/MM/AAAA and gives it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const patches: object[] = [];
    render(<Range initial={{ from: '', to: '' }} patches={patches} />);
    expect(shown('Desde')).toBe('DD/MM/AAAA');
    await user.click(within(field('Desde')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('05112026');
    await waitFor(() => expect(patches.at(-1)).toEqual({ from: '2026-11-05' }));
    expect(shown('Desde')).toBe('05/11/2026');
    // A half-typed day is not given out.
    expect(patches).toEqual([{ from: '2026-11-05' }]);
  });

  it('shows the days it is given, and clearing one gives an empty day', async () => {
    const user = userEvent.setup();
    const patches: object[] = [];
    render(<Range initial={{ from: '2026-11-01', to: '2026-11-30' }} patches={patches} />);
    expect(shown('Desde')).toBe('01/11/2026');
    expect(shown('Hasta')).toBe('30/11/2026');
    await user.click(within(field('Hasta')).getAllByRole('spinbutton')[0]!);
    const hasta = field('Hasta').closest<HTMLElement>('.MuiFormControl-root')!;
    await user.click(await within(hasta).findByRole('button', { name: /limpiar/i }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ to: '' }));
    expect(shown('Hasta')).toBe('DD/MM/AAAA');
  });

  it('says in Spanish when a typed day does not exist, once the person leaves the field', async () => {
    const user = userEvent.setup();
    const patches: object[] = [];
    render(<Range initial={{ from: '', to: '' }} patches={patches} />);
    await user.click(within(field('Desde')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('31022026');
    expect(screen.queryByText('Escribe una fecha válida (DD/MM/AAAA).')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(await screen.findByText('Escribe una fecha válida (DD/MM/AAAA).')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('says so too when the person leaves a day half typed', async () => {
    const user = userEvent.setup();
    const patches: object[] = [];
    render(<Range initial={{ from: '', to: '' }} patches={patches} />);
    await user.click(within(field('Hasta')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('1511');
    await user.tab();
    await user.tab();
    expect(await screen.findByText('Escribe una fecha válida (DD/MM/AAAA).')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('marks an end day before the start day', () => {
    render(<Range initial={{ from: '2026-11-10', to: '2026-11-01' }} patches={[]} />);
    expect(screen.getByText(OUT_OF_ORDER)).toBeInTheDocument();
  });
});
