import { BIRTH_DATE_HINTS, birthDateProblem, limaToday, type PersonalData } from '@cambix/contract';
import { problem, type Problem } from '../../platform/refusal.ts';
import { isKnownDistrict } from './ubigeo-catalogue.ts';

/**
 * What the zod schema cannot know about the KYC data: the customer is an adult today in Lima, the
 * district is in the INEI catalogue, and a customer who declared PEP says what makes them one.
 */
export function personalDataProblems(input: PersonalData, context: { isPep: boolean; now: Date }): Problem[] {
  const problems: Problem[] = [];
  const birth = birthDateProblem(input.date_birthday, limaToday(context.now));
  if (birth === 'underage')
    problems.push(problem('date_birthday', 'KYC_UNDERAGE', BIRTH_DATE_HINTS.underage));
  if (birth === 'invalid')
    problems.push(problem('date_birthday', 'VALIDATION_FAILED', BIRTH_DATE_HINTS.invalid));
  if (!isKnownDistrict(input.distrito)) {
    problems.push(problem('distrito', 'UBIGEO_INVALID', 'Elige un distrito de la lista.'));
  }
  if (context.isPep && !input.pepDetail) {
    problems.push(
      problem(
        'pepDetail',
        'VALIDATION_FAILED',
        'Indica el cargo o la relación que te hace persona expuesta políticamente.',
      ),
    );
  }
  return problems;
}

/** The users columns the KYC data fills; confirming it restarts the 12 months and clears a postponement. */
export function personalDataColumns(input: PersonalData, context: { isPep: boolean; now: Date }) {
  return {
    birthDate: input.date_birthday,
    gender: input.gender,
    ubigeo: input.distrito,
    direccion: input.direccion,
    ocupacion: input.ocupacion,
    pepDetail: context.isPep ? input.pepDetail : null,
    profileUpdatedAt: context.now,
    formPostponedUntil: null,
  };
}
