import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm } from './use-form.ts';

const setup = () =>
  renderHook(() =>
    useForm({
      initialValues: { email: '' },
      validate: (values) => (values.email ? {} : { email: 'Ingresa tu correo.' }),
    }),
  );

describe('useForm', () => {
  it('says nothing when an untouched field is left', () => {
    const { result } = setup();
    act(() => result.current.textProps('email').onBlur());
    expect(result.current.errors.email).toBeUndefined();
  });

  it('shows the rule message once an edited field is left', () => {
    const { result } = setup();
    act(() => result.current.setValue('email', 'a'));
    act(() => result.current.setValue('email', ''));
    act(() => result.current.textProps('email').onBlur());
    expect(result.current.errors.email).toBe('Ingresa tu correo.');
  });

  it('checks every field on submit and keeps the values', async () => {
    const { result } = setup();
    let ran = false;
    await act(() =>
      result.current.handleSubmit(async () => {
        ran = true;
      })(),
    );
    expect(ran).toBe(false);
    expect(result.current.errors.email).toBe('Ingresa tu correo.');
  });
});
