import {
  ROLE_IDS,
  type PendingConsent,
  type RoleName,
  type Session,
  type SessionUser,
} from '@cambix/contract';

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

type SessionExtras = Partial<Omit<Session, 'user' | 'token'>>;

/**
 * A session as the API returns it, for the given role and KYC step. By default the customer's KYC data
 * is complete and the survey answered (no dialog after login); `extra` overrides any session field.
 */
export function sessionFor(
  role: RoleName,
  { state = 0, token = `token-${role}`, ...extra }: { state?: number; token?: string } & SessionExtras = {},
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
    ...(role === 'Cliente' && state === 0 ? CUSTOMER_KYC_DATA : NO_KYC_DATA),
    encuesta_respondida: role === 'Cliente' && state === 0,
    mostrar_formulario: false,
    mostrar_formulario_obligatorio: false,
    consentimientos_pendientes: [],
    link: null,
    ...extra,
  };
}

const CUSTOMER_KYC_DATA = {
  date_birthday: '1992-03-08',
  gender: 'F',
  departamento: '15',
  provincia: '1501',
  distrito: '150122',
  direccion: 'Av. José Pardo 540, dpto. 302',
  ocupacion: 'Contadora',
  nacionalidad: 'PE',
} as const;

const NO_KYC_DATA = {
  date_birthday: null,
  gender: null,
  departamento: null,
  provincia: null,
  distrito: null,
  direccion: null,
  ocupacion: null,
  nacionalidad: 'PE',
} as const;

/** The success envelope of every endpoint (docs/rules/api-and-errors.md#response-envelope). */
export const ok = <T>(data: T, message = 'OK') => ({ success: true, data, message });

/** Privacy policy version 2, pending for a customer who signed up under version 1 (decision 167). */
export const PENDING_PRIVACY: PendingConsent = {
  documento: 'privacidad',
  version: 2,
  fecha: '2026-12-03',
  ruta: '/privacidad',
};
