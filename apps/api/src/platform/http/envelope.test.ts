import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { failure, pointerOf } from './envelope.ts';

describe('a refusal for machines', () => {
  it('names a field by its JSON pointer, escaping ~ and / as RFC 6901 asks', () => {
    expect(pointerOf('client.documentNumber')).toBe('/client/documentNumber');
    expect(pointerOf('events.0')).toBe('/events/0');
    expect(pointerOf('a~b.c/d')).toBe('/a~0b/c~1d');
    expect(pointerOf('_')).toBe('');
  });

  it('keeps the dotted paths unless asked, and every other detail either way', () => {
    const error = new AppError('VALIDATION_FAILED', { fields: { 'client.email': 'Correo no válido.' } });
    expect(failure(error).data).toEqual({ fields: { 'client.email': 'Correo no válido.' } });
    expect(failure(error, { pointers: true })).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: error.message,
      data: { fields: { '/client/email': 'Correo no válido.' } },
    });
  });
});
