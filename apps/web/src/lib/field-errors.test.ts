import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { messageUnder } from './field-errors.ts';

describe('messageUnder', () => {
  const refusal = (fields: Record<string, string>) =>
    new ApiError('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, fields);

  it('shows the field’s own message, or one of its parts’', () => {
    expect(messageUnder(refusal({ url: 'Usa https.' }), 'url')).toBe('Usa https.');
    expect(messageUnder(refusal({ 'events.0': 'Evento desconocido.' }), 'events')).toBe(
      'Evento desconocido.',
    );
    expect(messageUnder(refusal({ eventsX: 'Otro.' }), 'events')).toBeNull();
  });

  it('shows the refusal’s message when it names no field, and nothing when it names others', () => {
    expect(messageUnder(refusal({}), 'url')).toBe('Revisa los datos ingresados.');
    expect(messageUnder(refusal({ events: 'Elige uno.' }), 'url')).toBeNull();
  });

  it('shows the fallback for a failure that is no refusal, and nothing without a failure', () => {
    expect(messageUnder(new Error('red'), 'url', 'Algo falló.')).toBe('Algo falló.');
    expect(messageUnder(new Error('red'), 'url')).toBeNull();
    expect(messageUnder(null, 'url', 'Algo falló.')).toBeNull();
  });
});
