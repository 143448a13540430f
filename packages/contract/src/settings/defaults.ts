import { peruHolidays } from '../service-hours/holidays.ts';
import type { TransferTime } from '../service-hours/arrival.ts';
import type { Settings } from './schemas.ts';

/** BCP, Interbank, BBVA and Scotiabank, in soles and dollars: same bank in minutes, CCI within two hours. */
const DEFAULT_TRANSFERS: TransferTime[] = ['002', '003', '011', '009'].flatMap((bankCode) =>
  (['PEN', 'USD'] as const).map((currency) => ({
    bankCode,
    currency,
    sameBankMinutes: 15,
    sameBankCutoff: '18:00',
    interbankMinutes: 120,
    interbankCutoff: '15:00',
  })),
);

/**
 * The seeded values (docs/rules/fees-and-quotes.md#fee, docs/rules/limits.md, docs/rules/points.md); staff
 * change them in Ajustes.
 */
export const DEFAULT_SETTINGS: Settings = {
  fees: {
    minOrder: '110.00',
    maxOrder: '50000.00',
    flatFeeThreshold: '1000.00',
    flatFee: '10.00',
    commissionOptions: ['3.50', '4.00', '4.50', '5.00', '5.50'],
    defaultCommission: '4.50',
    interbankFee: '0.00',
  },
  limits: {
    porValidar: '5000.00',
    activo: '50000.00',
    premium: '150000.00',
    temporaryOrderHours: 24,
    fourEyes: false,
  },
  points: {
    pointsPer100: 1,
    redeemPoints: 100,
    redeemValue: '5.00',
    adjustmentCap: 5_000,
    adjustmentFourEyesAbove: 1_000,
  },
  referrals: { rewardPoints: 50, referredDiscount: '20.00', ownerMustBeValidated: true },
  finance: {
    concepts: [
      'Pago a proveedor',
      'Comisión bancaria',
      'ITF',
      'Aporte de capital',
      'Retiro de socios',
      'Impuestos',
      'Planilla',
      'Alquiler',
      'Otros ingresos',
      'Otros egresos',
    ],
    fourEyesAbove: null,
    matchWindowDays: 3,
  },
  company: { name: 'Cambix', ruc: '', address: '', sbsRegistration: '' },
  contact: { whatsapp: '', email: 'ayuda@cambix.pe' },
  divisas: {
    enabled: true,
    lockMinutes: 15,
    hours: {
      weekdays: { from: '09:00', to: '19:00' },
      saturday: { from: '09:00', to: '13:00' },
      sunday: null,
    },
    bankBuy: '3.6900',
    bankSell: '3.8300',
    maxSpreadPercent: '3.00',
    declarationThresholdUsd: '5000.00',
    lapsedLocksLimit: 3,
    lapsedLocksWindowDays: 7,
  },
  // Peru's feriados nacionales (docs/rules/hours-and-arrival.md#holidays); staff add the next years.
  service: { holidays: [...peruHolidays(2026), ...peruHolidays(2027)], transfers: DEFAULT_TRANSFERS },
  security: { staffSecondFactor: 'production', stepUpMinutes: 10 },
  // docs/rules/compliance.md#settings (domain §13): public figures, for the officer to confirm with counsel.
  compliance: {
    registerSingleUsd: '5000.00',
    registerMonthlyUsd: '50000.00',
    listMatchSimilarity: '0.85',
    pepYearsAfterOffice: 5,
    structuringWindowDays: 7,
    suddenChangeFactor: 5,
    newAccountsCount: 3,
    newAccountsDays: 7,
    highRiskReviewDays: 180,
    // FATF "call for action" (high-risk jurisdictions subject to a call for action, public statement).
    riskCountries: 'KP, IR, MM',
    riskOccupations:
      'casino, juegos de azar, joyeria, metales preciosos, prestamista, cambista, criptoactivos, armas, mineria',
    riskAmountDays: 30,
    riskMediumScore: 2,
    riskHighScore: 4,
  },
};
