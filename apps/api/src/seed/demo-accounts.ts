import type { RoleName, StaffModule } from '@cambix/contract';

/** Demo password of every seeded account (printed at start in embedded mode). */
export const DEMO_PASSWORD = 'Cambix123';

export interface DemoAccount {
  label: string;
  role: RoleName;
  dni: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  email: string;
  celular: string;
  kycStep: number;
  accountStatus: 'REGISTRADO' | 'ACTIVO';
  modules?: { module: StaffModule; canEdit: boolean }[];
  /**
   * The KYC data a validated customer gave (docs/rules/identity.md#update-data-form); without it the
   * update-data form asks for it.
   */
  kyc?: { birthDate: string; gender: 'F' | 'M' | 'X'; ubigeo: string; direccion: string; ocupacion: string };
  /** The option chosen in survey 1, when the customer answered it. */
  surveyAnswer?: string;
  /** Signed up under the first texts: asked to accept the privacy policy in force (decision 167). */
  firstTexts?: true;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    label: 'Administrador',
    role: 'Administrador',
    dni: '10000001',
    nombres: 'Carla',
    apellidoPaterno: 'Mendoza',
    apellidoMaterno: 'Ríos',
    email: 'admin@cambix.test',
    celular: '900000001',
    kycStep: 0,
    accountStatus: 'ACTIVO',
  },
  {
    label: 'Colaborador',
    role: 'Colaborador',
    dni: '10000003',
    nombres: 'Diego',
    apellidoPaterno: 'Salazar',
    apellidoMaterno: 'Paredes',
    email: 'colaborador@cambix.test',
    celular: '900000003',
    kycStep: 0,
    accountStatus: 'ACTIVO',
    modules: [
      { module: 'pagos', canEdit: true },
      { module: 'devoluciones', canEdit: true },
      { module: 'ordenes', canEdit: false },
      { module: 'users', canEdit: false },
    ],
  },
  {
    label: 'Externo',
    role: 'Externo',
    dni: '10000004',
    nombres: 'Rosa',
    apellidoPaterno: 'Chávez',
    apellidoMaterno: 'Flores',
    email: 'externo@cambix.test',
    celular: '900000004',
    kycStep: 0,
    accountStatus: 'ACTIVO',
  },
  {
    // The second partner's user, to see that partners never see each other's data.
    label: 'Externo (segundo socio)',
    role: 'Externo',
    dni: '10000006',
    nombres: 'Julio César',
    apellidoPaterno: 'Ramos',
    apellidoMaterno: 'Cusi',
    email: 'externo2@cambix.test',
    celular: '900000006',
    kycStep: 0,
    accountStatus: 'ACTIVO',
  },
  {
    label: 'Usuario',
    role: 'Usuario',
    dni: '10000005',
    nombres: 'Luis',
    apellidoPaterno: 'Torres',
    apellidoMaterno: 'Vega',
    email: 'usuario@cambix.test',
    celular: '900000005',
    kycStep: 0,
    accountStatus: 'ACTIVO',
  },
  {
    label: 'Cliente validado',
    role: 'Cliente',
    dni: '40000001',
    nombres: 'Ana Lucía',
    apellidoPaterno: 'Quispe',
    apellidoMaterno: 'Mamani',
    email: 'ana.quispe@cambix.test',
    celular: '987654321',
    kycStep: 0,
    accountStatus: 'ACTIVO',
    kyc: {
      birthDate: '1992-03-08',
      gender: 'F',
      ubigeo: '150122',
      direccion: 'Av. José Pardo 540, dpto. 302',
      ocupacion: 'Contadora',
    },
    surveyAnswer: 'instagram',
  },
  {
    label: 'Cliente nuevo',
    role: 'Cliente',
    dni: '40000002',
    nombres: 'Jorge Luis',
    apellidoPaterno: 'Huamán',
    apellidoMaterno: 'Torres',
    email: 'jorge.huaman@cambix.test',
    celular: '912345678',
    kycStep: 1,
    accountStatus: 'REGISTRADO',
  },
  {
    // A customer from before the KYC form: validated, but without the data the update form asks, and
    // without having answered the survey (both show after signing in).
    label: 'Cliente por actualizar',
    role: 'Cliente',
    dni: '40000003',
    nombres: 'María Elena',
    apellidoPaterno: 'Condori',
    apellidoMaterno: 'Apaza',
    email: 'maria.condori@cambix.test',
    celular: '976543210',
    kycStep: 0,
    accountStatus: 'ACTIVO',
  },
  {
    // Validated and up to date, but signed up before privacy policy version 2: asked to accept it first.
    label: 'Cliente con textos por aceptar',
    role: 'Cliente',
    dni: '40000004',
    nombres: 'Rafael Ignacio',
    apellidoPaterno: 'Salazar',
    apellidoMaterno: 'Quiroz',
    email: 'rafael.salazar@cambix.test',
    celular: '986224400',
    kycStep: 0,
    accountStatus: 'ACTIVO',
    kyc: {
      birthDate: '1979-11-02',
      gender: 'M',
      ubigeo: '150113',
      direccion: 'Jr. Huiracocha 1870, Jesús María',
      ocupacion: 'Ingeniero civil',
    },
    surveyAnswer: 'google',
    firstTexts: true,
  },
  {
    // Also under the first texts, for whoever does not accept them: her ARCO rights from the dialog (decision
    // 178). Only e2e/tests/arco-before-consent.spec.ts files requests for her.
    label: 'Cliente que no acepta los textos',
    role: 'Cliente',
    dni: '40000005',
    nombres: 'Carmen Rosa',
    apellidoPaterno: 'Vilca',
    apellidoMaterno: 'Mamani',
    email: 'carmen.vilca@cambix.test',
    celular: '986224411',
    kycStep: 0,
    accountStatus: 'ACTIVO',
    kyc: {
      birthDate: '1985-04-17',
      gender: 'F',
      ubigeo: '150122',
      direccion: 'Calle Los Pinos 245, Miraflores',
      ocupacion: 'Contadora',
    },
    surveyAnswer: 'google',
    firstTexts: true,
  },
];

/** The validated customer's first account and own referral code. */
export const DEMO_CUSTOMER_EXTRAS = {
  dni: '40000001',
  bankCode: '002',
  accountType: 'AHORROS',
  accountNumber: '19112345678012',
  cciOffice: '191',
  alias: 'Mi cuenta BCP',
  referralCode: 'ANA2026',
  referralPercent: '20.00',
} as const;

/** The validated customer's dollar savings account, at the same bank, for divisas. */
export const DEMO_CUSTOMER_USD_ACCOUNT = {
  accountType: 'AHORROS',
  accountNumber: '19112345678113',
  alias: 'Mis dólares BCP',
} as const;
