import {
  BIRTH_DATE_HINTS,
  birthDateProblem,
  limaToday,
  nationalityFor,
  PERU,
  type DocumentType,
  type PersonalData,
} from '@cambix/contract';
import { problem, type Problem } from '../../platform/refusal.ts';
import { isKnownDistrict } from './ubigeo-catalogue.ts';

/** Who gives the KYC data: their PEP declaration and their document, which the form does not carry. */
export interface PersonalDataContext {
  isPep: boolean;
  documentType: DocumentType;
  now: Date;
}

/**
 * What the zod schema cannot know about the KYC data: the customer is an adult today in Lima, the
 * district is in the INEI catalogue, a customer who declared PEP says what makes them one, and a foreign
 * document's holder declares a nationality (a DNI's is Peru's, decision 165).
 */
export function personalDataProblems(input: PersonalData, context: PersonalDataContext): Problem[] {
  const problems: Problem[] = [];
  const birth = birthDateProblem(input.date_birthday, limaToday(context.now));
  if (birth === 'underage')
    problems.push(problem('date_birthday', 'KYC_UNDERAGE', BIRTH_DATE_HINTS.underage));
  if (birth === 'invalid')
    problems.push(problem('date_birthday', 'VALIDATION_FAILED', BIRTH_DATE_HINTS.invalid));
  if (!isKnownDistrict(input.distrito)) {
    problems.push(problem('distrito', 'UBIGEO_INVALID', 'Elige un distrito de la lista.'));
  }
  if (context.documentType !== 'DNI' && input.nacionalidad === null) {
    problems.push(problem('nacionalidad', 'VALIDATION_FAILED', 'Elige tu nacionalidad.'));
  }
  if (context.documentType === 'DNI' && input.nacionalidad !== null && input.nacionalidad !== PERU) {
    problems.push(problem('nacionalidad', 'VALIDATION_FAILED', 'Con DNI tu nacionalidad es peruana.'));
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
export function personalDataColumns(input: PersonalData, context: PersonalDataContext) {
  return {
    birthDate: input.date_birthday,
    gender: input.gender,
    ubigeo: input.distrito,
    direccion: input.direccion,
    ocupacion: input.ocupacion,
    nationality: nationalityFor(context.documentType, input.nacionalidad),
    pepDetail: context.isPep ? input.pepDetail : null,
    profileUpdatedAt: context.now,
    formPostponedUntil: null,
  };
}
