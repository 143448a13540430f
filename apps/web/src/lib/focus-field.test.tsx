import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focus-field.ts';

afterEach(() => vi.restoreAllMocks());

describe('focusFirstInvalid', () => {
  it('scrolls to and focuses the first invalid field in reading order, and answers false when none is', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { container } = render(
      <form>
        <TextField label="Nombre" value="Ana" onChange={() => {}} />
        <TextField label="Correo" value="" error helperText="Escribe tu correo." onChange={() => {}} />
        <TextField label="Celular" value="" error helperText="Escribe tu celular." onChange={() => {}} />
      </form>,
    );
    expect(focusFirstInvalid(container)).toBe(true);
    expect(screen.getByLabelText('Correo')).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByLabelText('Correo'));
    expect(focusFirstInvalid(document.createElement('div'))).toBe(false);
  });

  it('hands a select’s hidden input over to the button the person uses', () => {
    Element.prototype.scrollIntoView = vi.fn();
    const { container } = render(
      <TextField select label="Origen" value="" error helperText="Elige uno." onChange={() => {}}>
        <MenuItem value="sueldo">Sueldo</MenuItem>
      </TextField>,
    );
    expect(focusFirstInvalid(container)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Origen' })).toHaveFocus();
  });
});
