import { ROLE_IDS, type RoleName, type Session, type SessionUser } from '@cambix/contract';

const NAMES: Record<
  RoleName,
  Pick<SessionUser, 'nombres' | 'apellido_paterno' | 'apellido_materno' | 'dni' | 'email'>
> = {
  Administrador: {
    nombres: 'Carla Inés',
    apellido_paterno: 'Rojas',
    apellido_materno: 'Vega',
    dni: '10000001',
    email: 'admin@cambix.test',
  },
  Colaborador: {
    nombres: 'Luis',
    apellido_paterno: 'Paredes',
    apellido_materno: 'Soto',
    dni: '10000003',
    email: 'colab@cambix.test',
  },
  Externo: {
    nombres: 'Marco',
    apellido_paterno: 'Salas',
    apellido_materno: 'León',
    dni: '10000004',
    email: 'socio@cambix.test',
  },
  Usuario: {
    nombres: 'Rosa',
    apellido_paterno: 'Díaz',
    apellido_materno: 'Mora',
    dni: '10000005',
    email: 'usuarios@cambix.test',
  },
  Cliente: {
    nombres: 'Ana Lucía',
    apellido_paterno: 'Quispe',
    apellido_materno: 'Mamani',
    dni: '40000001',
    email: 'ana@cambix.test',
  },
};

/** A session as the API returns it, for the given role and KYC step. */
export function sessionFor(
  role: RoleName,
  { state = 0, token = `token-${role}` }: { state?: number; token?: string } = {},
): Session {
  const names = NAMES[role];
  const user: SessionUser = {
    id: ROLE_IDS[role] * 100,
    ...names,
    tipo_documento: 'DNI',
    celular: '987654321',
    rol: { id: ROLE_IDS[role], name: role },
    state,
    accountStatus: state === 0 ? 'ACTIVO' : 'REGISTRADO',
    isPremium: false,
    isSpecial: false,
  };
  return {
    token,
    id_rol: ROLE_IDS[role],
    isPremium: false,
    isSpecial: false,
    dni: names.dni,
    email: names.email,
    userBanks: [],
    useReferredCode: null,
    user,
  };
}

/** The success envelope of every endpoint (spec 3). */
export const ok = <T>(data: T, message = 'OK') => ({ success: true, data, message });
