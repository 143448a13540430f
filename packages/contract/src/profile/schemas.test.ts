import { describe, expect, it } from 'vitest';
import { updateUserRequest } from './schemas.ts';

const profile = {
  date_birthday: '1990-05-14',
  gender: 'F',
  departamento: '15',
  provincia: '1501',
  distrito: '150122',
  direccion: 'Av. Larco 123, Miraflores',
  ocupacion: 'Contadora',
};

describe('POST /api/updateUser body', () => {
  it('reads a body without old_password as the profile payload', () => {
    const result = updateUserRequest.parse({ ...profile, celular: ' 987654321 ' });
    expect(result).toEqual({ ...profile, celular: '987654321', nacionalidad: null, pepDetail: null });
  });

  it('reads a nationality as its ISO code in capitals, and refuses a code that names no country', () => {
    expect(updateUserRequest.parse({ ...profile, nacionalidad: ' ve ' })).toMatchObject({
      nacionalidad: 'VE',
    });
    expect(updateUserRequest.safeParse({ ...profile, nacionalidad: 'XX' }).success).toBe(false);
  });

  it('reads a body with old_password as a password change', () => {
    const result = updateUserRequest.parse({
      token: 'jwt',
      dni: '4000 0001',
      email: 'ANA@Correo.pe',
      password: 'cifrada',
      old_password: 'cifrada-antes',
    });
    expect(result).toEqual({
      token: 'jwt',
      dni: '40000001',
      email: 'ana@correo.pe',
      password: 'cifrada',
      old_password: 'cifrada-antes',
    });
  });

  it('names the fields at fault in the payload that was sent, in Spanish', () => {
    const profileError = updateUserRequest.safeParse({ ...profile, distrito: '080101', direccion: 'x' });
    expect(profileError.success).toBe(false);
    const messages = Object.fromEntries(
      profileError.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      direccion: 'Ingresa tu dirección completa (calle, número, urbanización).',
      distrito: 'Elige un distrito de la provincia.',
    });
    const passwordError = updateUserRequest.safeParse({ old_password: 'x' });
    expect(passwordError.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'token',
      'dni',
      'email',
      'password',
    ]);
  });
});
