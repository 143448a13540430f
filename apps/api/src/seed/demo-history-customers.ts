/** Calendar days of history before the day the demo starts (decision 111). */
export const HISTORY_DAYS = 90;

/** A customer of the demo history: validated, with the KYC data given and accounts in the banks listed. */
export interface HistoryCustomer {
  dni: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  email: string;
  celular: string;
  kyc: { birthDate: string; gender: 'F' | 'M'; ubigeo: string; direccion: string; ocupacion: string };
  /** Bank codes of their PEN accounts; the first is where they usually pay from. */
  banks: string[];
  /** The bank of their dollar account: they also buy and sell dollars (divisas), paying from that bank. */
  usdBank?: '002' | '003' | '011';
  /** Days before the history's last day that they registered. */
  registeredDaysAgo: number;
  /** How often they operate, relative to the others. */
  weight: number;
  /** Typical amount sent, soles. */
  typicalAmount: number;
  /** Registered with Ana's code: their first finished order rewards her (decision 112). */
  referredByAna?: boolean;
}

// Documents from 7xxxxxxx, a range neither the demo accounts nor the tests use.
export const HISTORY_CUSTOMERS: HistoryCustomer[] = [
  {
    dni: '70125836',
    nombres: 'Rosa María',
    apellidoPaterno: 'Flores',
    apellidoMaterno: 'Huamán',
    email: 'rosa.flores@cliente.test',
    celular: '987112233',
    kyc: {
      birthDate: '1985-07-14',
      gender: 'F',
      ubigeo: '150131',
      direccion: 'Calle Los Laureles 245, San Isidro',
      ocupacion: 'Médica',
    },
    banks: ['002', '011'],
    usdBank: '002',
    registeredDaysAgo: 120,
    weight: 5,
    typicalAmount: 3500,
  },
  {
    dni: '70348215',
    nombres: 'Carlos Alberto',
    apellidoPaterno: 'Rojas',
    apellidoMaterno: 'Vílchez',
    email: 'carlos.rojas@cliente.test',
    celular: '986224455',
    kyc: {
      birthDate: '1979-11-02',
      gender: 'M',
      ubigeo: '150140',
      direccion: 'Av. Primavera 1180, Santiago de Surco',
      ocupacion: 'Ingeniero civil',
    },
    banks: ['011', '003'],
    registeredDaysAgo: 110,
    weight: 4,
    // A premium customer whose larger orders reach the declaración and the register (about US$ 5,000).
    typicalAmount: 14000,
  },
  {
    dni: '71562049',
    nombres: 'Lucía',
    apellidoPaterno: 'Gutiérrez',
    apellidoMaterno: 'Salas',
    email: 'lucia.gutierrez@cliente.test',
    celular: '985336677',
    kyc: {
      birthDate: '1996-01-23',
      gender: 'F',
      ubigeo: '150122',
      direccion: 'Jr. Colina 312, Miraflores',
      ocupacion: 'Diseñadora gráfica',
    },
    banks: ['003', '038'],
    usdBank: '003',
    registeredDaysAgo: 95,
    weight: 3,
    typicalAmount: 900,
  },
  {
    dni: '72836410',
    nombres: 'José Antonio',
    apellidoPaterno: 'Mendoza',
    apellidoMaterno: 'Cárdenas',
    email: 'jose.mendoza@cliente.test',
    celular: '984448899',
    kyc: {
      birthDate: '1970-05-30',
      gender: 'M',
      ubigeo: '040101',
      direccion: 'Calle Mercaderes 410, Arequipa',
      ocupacion: 'Comerciante',
    },
    banks: ['002', '009', '035'],
    registeredDaysAgo: 100,
    weight: 5,
    typicalAmount: 6000,
  },
  {
    dni: '73019574',
    nombres: 'Milagros',
    apellidoPaterno: 'Ccama',
    apellidoMaterno: 'Ticona',
    email: 'milagros.ccama@cliente.test',
    celular: '983551122',
    kyc: {
      birthDate: '1990-09-18',
      gender: 'F',
      ubigeo: '210101',
      direccion: 'Jr. Lima 622, Puno',
      ocupacion: 'Docente',
    },
    banks: ['009', '002'],
    registeredDaysAgo: 75,
    weight: 2,
    typicalAmount: 600,
    referredByAna: true,
  },
  {
    dni: '74281635',
    nombres: 'Jorge Enrique',
    apellidoPaterno: 'Paredes',
    apellidoMaterno: 'Lozano',
    email: 'jorge.paredes@cliente.test',
    celular: '982663344',
    kyc: {
      birthDate: '1988-12-05',
      gender: 'M',
      ubigeo: '130101',
      direccion: 'Av. España 1450, Trujillo',
      ocupacion: 'Contador',
    },
    banks: ['003', '011'],
    usdBank: '011',
    registeredDaysAgo: 60,
    weight: 3,
    typicalAmount: 2500,
  },
  {
    dni: '75590312',
    nombres: 'Ana Sofía',
    apellidoPaterno: 'Castillo',
    apellidoMaterno: 'Neyra',
    email: 'ana.castillo@cliente.test',
    celular: '981775566',
    kyc: {
      birthDate: '1999-04-11',
      gender: 'F',
      ubigeo: '150130',
      direccion: 'Av. Javier Prado Este 2150, San Borja',
      ocupacion: 'Estudiante',
    },
    banks: ['002', '054'],
    registeredDaysAgo: 45,
    weight: 2,
    typicalAmount: 350,
    referredByAna: true,
  },
  {
    dni: '76104827',
    nombres: 'Luis Miguel',
    apellidoPaterno: 'Vargas',
    apellidoMaterno: 'Quiroz',
    email: 'luis.vargas@cliente.test',
    celular: '980887711',
    kyc: {
      birthDate: '1982-02-27',
      gender: 'M',
      ubigeo: '070101',
      direccion: 'Av. Sáenz Peña 388, Callao',
      ocupacion: 'Transportista',
    },
    banks: ['011', '018'],
    registeredDaysAgo: 35,
    weight: 3,
    typicalAmount: 1500,
  },
  {
    dni: '77452093',
    nombres: 'Patricia',
    apellidoPaterno: 'Chávez',
    apellidoMaterno: 'Ramírez',
    email: 'patricia.chavez@cliente.test',
    celular: '979991122',
    kyc: {
      birthDate: '1993-08-08',
      gender: 'F',
      ubigeo: '080101',
      direccion: 'Calle Plateros 335, Cusco',
      ocupacion: 'Guía de turismo',
    },
    banks: ['009', '003'],
    registeredDaysAgo: 20,
    weight: 2,
    typicalAmount: 1200,
    referredByAna: true,
  },
  {
    dni: '78630451',
    nombres: 'Raúl',
    apellidoPaterno: 'Huerta',
    apellidoMaterno: 'Espinoza',
    email: 'raul.huerta@cliente.test',
    celular: '978113355',
    kyc: {
      birthDate: '1975-03-19',
      gender: 'M',
      ubigeo: '200101',
      direccion: 'Av. Grau 870, Piura',
      ocupacion: 'Agricultor',
    },
    banks: ['002', '049'],
    registeredDaysAgo: 12,
    weight: 2,
    typicalAmount: 4000,
  },
];

/** Ana (the demo's validated customer) also operates in the history, from her BCP account and one more. */
export const ANA_HISTORY = { dni: '40000001', extraBank: '003', weight: 3, typicalAmount: 1800 } as const;

/** Why Pagos rejects a payment, as staff write it. */
export const REJECTION_REASONS = [
  'No encontramos el abono en nuestra cuenta. Verifica la constancia y vuelve a crear la orden.',
  'El monto abonado no coincide con el de la orden.',
  'La constancia no es legible y no se ubicó la operación.',
] as const;

/** What Devoluciones asks to fix before paying out. */
export const OBSERVATION_NOTES = [
  'La cuenta de destino no está a nombre del titular. Elige otra cuenta tuya.',
  'El banco rechazó la transferencia a la cuenta indicada. Confírmanos otra cuenta.',
  'Necesitamos la constancia completa del pago, con el número de operación visible.',
] as const;

/** Why an observed order ends without payout (its payment is returned). */
export const CANCELLATION_REASONS = [
  'El cliente no corrigió la observación a tiempo; devolvimos el abono a su cuenta de origen.',
  'A pedido del cliente se anuló la orden y se devolvió el abono.',
] as const;
