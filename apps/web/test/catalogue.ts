import type { Bank, UbigeoTree } from '@cambix/contract';

const types = (first: number, savings: [number, number], checking: [number, number]) => [
  { id: first, code: 'AHORROS', name: 'Ahorros', minLength: savings[0], maxLength: savings[1] },
  { id: first + 1, code: 'CORRIENTE', name: 'Corriente', minLength: checking[0], maxLength: checking[1] },
];

/** Part of the seeded catalogue: a bank where Cambix collects (BCP) and two where it does not. */
export const BANKS: Bank[] = [
  {
    id: 1,
    code: '002',
    name: 'Banco de Crédito del Perú',
    shortName: 'BCP',
    color: '#002A8D',
    logoUrl: null,
    maxOrderAmount: null,
    hasCollectionAccount: true,
    accountTypes: types(1, [14, 14], [13, 13]),
  },
  {
    id: 5,
    code: '038',
    name: 'BanBif',
    shortName: 'BanBif',
    color: '#0054A4',
    logoUrl: null,
    maxOrderAmount: null,
    hasCollectionAccount: false,
    accountTypes: types(9, [11, 12], [11, 12]),
  },
  {
    id: 7,
    code: '018',
    name: 'Banco de la Nación',
    shortName: 'Banco de la Nación',
    color: '#C8102E',
    logoUrl: null,
    maxOrderAmount: '10000.00',
    hasCollectionAccount: false,
    accountTypes: types(13, [11, 11], [11, 11]),
  },
];

/** A small piece of the INEI tree. */
export const UBIGEO: UbigeoTree = [
  {
    code: '04',
    name: 'Arequipa',
    provincias: [
      {
        code: '0401',
        name: 'Arequipa',
        distritos: [
          { code: '040101', name: 'Arequipa' },
          { code: '040103', name: 'Cayma' },
        ],
      },
      { code: '0402', name: 'Camaná', distritos: [{ code: '040201', name: 'Camaná' }] },
    ],
  },
  {
    code: '15',
    name: 'Lima',
    provincias: [
      {
        code: '1501',
        name: 'Lima',
        distritos: [
          { code: '150122', name: 'Miraflores' },
          { code: '150131', name: 'San Isidro' },
        ],
      },
    ],
  },
];
