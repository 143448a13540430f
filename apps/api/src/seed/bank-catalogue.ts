/**
 * Banks (docs/rules/banks-and-accounts.md#bank-catalogue) with their CCI entity codes and account-number
 * lengths. The lengths are the seeded defaults (ranges where banks issue several formats); staff tune them in
 * Ajustes.
 */
export interface CatalogueBank {
  code: string;
  name: string;
  shortName: string;
  color: string;
  hasCollectionAccount: boolean;
  maxOrderAmount: string | null;
  accountTypes: { code: 'AHORROS' | 'CORRIENTE'; name: string; minLength: number; maxLength: number }[];
}

const types = (savings: [number, number], checking: [number, number]): CatalogueBank['accountTypes'] => [
  { code: 'AHORROS', name: 'Ahorros', minLength: savings[0], maxLength: savings[1] },
  { code: 'CORRIENTE', name: 'Corriente', minLength: checking[0], maxLength: checking[1] },
];

export const BANK_CATALOGUE: CatalogueBank[] = [
  {
    code: '002',
    name: 'Banco de Crédito del Perú',
    shortName: 'BCP',
    color: '#002A8D',
    hasCollectionAccount: true,
    maxOrderAmount: null,
    accountTypes: types([14, 14], [13, 13]),
  },
  {
    code: '003',
    name: 'Interbank',
    shortName: 'Interbank',
    color: '#00A651',
    hasCollectionAccount: true,
    maxOrderAmount: null,
    accountTypes: types([13, 13], [13, 13]),
  },
  {
    code: '011',
    name: 'BBVA Perú',
    shortName: 'BBVA',
    color: '#004481',
    hasCollectionAccount: true,
    maxOrderAmount: null,
    accountTypes: types([18, 18], [18, 18]),
  },
  {
    code: '009',
    name: 'Scotiabank Perú',
    shortName: 'Scotiabank',
    color: '#EC111A',
    hasCollectionAccount: true,
    maxOrderAmount: null,
    accountTypes: types([10, 10], [10, 10]),
  },
  {
    code: '038',
    name: 'BanBif',
    shortName: 'BanBif',
    color: '#0054A4',
    hasCollectionAccount: false,
    maxOrderAmount: null,
    accountTypes: types([11, 12], [11, 12]),
  },
  {
    code: '035',
    name: 'Banco Pichincha',
    shortName: 'Pichincha',
    color: '#F5C400',
    hasCollectionAccount: false,
    maxOrderAmount: null,
    accountTypes: types([10, 12], [10, 12]),
  },
  {
    code: '018',
    name: 'Banco de la Nación',
    shortName: 'Banco de la Nación',
    color: '#C8102E',
    hasCollectionAccount: false,
    maxOrderAmount: '10000.00',
    accountTypes: types([11, 11], [11, 11]),
  },
  {
    code: '054',
    name: 'Banco Falabella',
    shortName: 'Falabella',
    color: '#3A8F3C',
    hasCollectionAccount: false,
    maxOrderAmount: null,
    accountTypes: types([12, 16], [12, 16]),
  },
  {
    code: '055',
    name: 'Banco Ripley',
    shortName: 'Ripley',
    color: '#5B2C83',
    hasCollectionAccount: false,
    maxOrderAmount: null,
    accountTypes: types([12, 16], [12, 16]),
  },
  {
    code: '053',
    name: 'Banco GNB',
    shortName: 'GNB',
    color: '#00833E',
    hasCollectionAccount: false,
    maxOrderAmount: null,
    accountTypes: types([10, 14], [10, 14]),
  },
  {
    code: '049',
    name: 'Mibanco',
    shortName: 'Mibanco',
    color: '#00945E',
    hasCollectionAccount: false,
    maxOrderAmount: null,
    accountTypes: types([12, 16], [12, 16]),
  },
  {
    code: '023',
    name: 'Banco de Comercio',
    shortName: 'Comercio',
    color: '#A1191E',
    hasCollectionAccount: false,
    maxOrderAmount: null,
    accountTypes: types([10, 14], [10, 14]),
  },
  {
    code: '007',
    name: 'Citibank Perú',
    shortName: 'Citibank',
    color: '#003B70',
    hasCollectionAccount: false,
    maxOrderAmount: null,
    accountTypes: types([10, 10], [10, 10]),
  },
];
