import { z } from 'zod';
import { moneyOrNull } from '../common/money.ts';
import { decimalString } from '../common/money-schemas.ts';
import { riskCountryCodes, riskOccupationKeywords } from './risk-rules.ts';
import { isCountryCode } from '../identity/nationality.ts';

const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .number({ error: `Ingresa los ${unit}.` })
    .int(`Usa ${unit} enteros.`)
    .min(min, `Usa entre ${min} y ${max} ${unit}.`)
    .max(max, `Usa entre ${min} y ${max} ${unit}.`);

/** A similarity between 0.50 and 1.00, two decimals at most (0.85). */
const SIMILARITY_TEXT = /^(0(\.\d{1,2})?|1(\.0{1,2})?)$/;

/**
 * Ajustes › Cumplimiento (docs/rules/compliance.md#settings): every threshold of the anti-money-laundering
 * system. The declaración jurada's threshold is not here: it is Divisas' `declarationThresholdUsd`, and
 * structuring sums up to it.
 */
export const complianceSettings = z
  .object({
    /** One finished operation at or above this USD equivalent enters the Registro de Operaciones. */
    registerSingleUsd: decimalString,
    /** A customer's finished operations of one calendar month (Lima) adding up to this enter it too. */
    registerMonthlyUsd: decimalString,
    /** A name matches a listed name at this trigram similarity or more. */
    listMatchSimilarity: z
      .string({ error: 'Ingresa la similitud.' })
      .regex(SIMILARITY_TEXT, 'Usa un número entre 0.50 y 1, por ejemplo 0.85.')
      .refine((value) => Number(value) >= 0.5, 'Usa un número entre 0.50 y 1, por ejemplo 0.85.'),
    /** A PEP stays PEP this many years after leaving the position. */
    pepYearsAfterOffice: wholeNumber(1, 20, 'años'),
    /** Structuring: orders under the declaración threshold adding up to it within this many days. */
    structuringWindowDays: wholeNumber(1, 31, 'días'),
    /** Sudden change: an amount over K times the customer's monthly average. */
    suddenChangeFactor: wholeNumber(2, 100, 'veces'),
    /** New destination accounts: this many or more within `newAccountsDays`. */
    newAccountsCount: wholeNumber(2, 50, 'cuentas'),
    newAccountsDays: wholeNumber(1, 90, 'días'),
    /** A high-risk customer is reviewed again every this many days. */
    highRiskReviewDays: wholeNumber(30, 730, 'días'),
    /** Customer risk: nationalities (ISO 3166-1 alpha-2, by commas) that make the level high. */
    riskCountries: z
      .string({ error: 'Ingresa los códigos de país.' })
      .trim()
      .max(300, 'Usa como máximo 300 caracteres.'),
    /** Customer risk: words of an occupation that add its points (by commas, without accents or case). */
    riskOccupations: z
      .string({ error: 'Ingresa las ocupaciones.' })
      .trim()
      .max(500, 'Usa como máximo 500 caracteres.'),
    /** Customer risk: the finished operations of this many days that are added up against the monthly register threshold. */
    riskAmountDays: wholeNumber(1, 90, 'días'),
    /** Customer risk: a score from this is medium. */
    riskMediumScore: wholeNumber(1, 20, 'puntos'),
    /** Customer risk: a score from this is high. */
    riskHighScore: wholeNumber(2, 30, 'puntos'),
  })
  .superRefine((value, ctx) => {
    const single = moneyOrNull(value.registerSingleUsd);
    const monthly = moneyOrNull(value.registerMonthlyUsd);
    if (single !== null && single <= 0n) {
      ctx.addIssue({
        code: 'custom',
        path: ['registerSingleUsd'],
        message: 'Usa un monto mayor que 0.',
      });
    }
    if (single !== null && monthly !== null && monthly < single) {
      ctx.addIssue({
        code: 'custom',
        path: ['registerMonthlyUsd'],
        message: 'El umbral mensual no puede ser menor que el de una operación única.',
      });
    }
    const badCountry = riskCountryCodes(value.riskCountries).find((code) => !isCountryCode(code));
    if (badCountry !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['riskCountries'],
        message: `«${badCountry}» no es un código de país (ISO 3166-1 de dos letras, por ejemplo KP).`,
      });
    }
    if (riskOccupationKeywords(value.riskOccupations).some((word) => word.length < 3)) {
      ctx.addIssue({
        code: 'custom',
        path: ['riskOccupations'],
        message: 'Usa palabras de al menos 3 letras, separadas por comas.',
      });
    }
    if (value.riskHighScore <= value.riskMediumScore) {
      ctx.addIssue({
        code: 'custom',
        path: ['riskHighScore'],
        message: 'El puntaje de riesgo alto debe ser mayor que el de riesgo medio.',
      });
    }
  });
export type ComplianceSettings = z.infer<typeof complianceSettings>;
