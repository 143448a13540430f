import {
  DOCUMENT_HINTS,
  DOCUMENT_PATTERNS,
  normalizeDocumentNumber,
  PERSON_NAME_HINT,
  PERSON_NAME_PATTERN,
  PHONE_HINT,
  PHONE_PATTERN,
  ROLE_IDS,
  type DocumentType,
} from '@cambix/contract';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { passwordProblem } from '../../platform/security/password-policy.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { signsIn } from '../auth/index.ts';
import { insertUser } from '../users/index.ts';

export interface AdministratorInput {
  documentType: DocumentType;
  documentNumber: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  email: string;
  celular: string | null;
  password: string;
}

const email = z.email();

/** Field checks for the CLI's prompts: the Spanish reason a value is refused, or null. */
export const administratorFieldProblems = {
  documentNumber: (type: DocumentType, value: string) =>
    DOCUMENT_PATTERNS[type].test(normalizeDocumentNumber(value)) ? null : DOCUMENT_HINTS[type],
  name: (value: string) => (PERSON_NAME_PATTERN.test(value.trim()) ? null : PERSON_NAME_HINT),
  email: (value: string) =>
    email.safeParse(value.trim().toLowerCase()).success ? null : 'Ingresa un correo válido.',
  celular: (value: string) => (value === '' || PHONE_PATTERN.test(value) ? null : PHONE_HINT),
  password: (value: string) => passwordProblem(value)?.message ?? null,
};

export async function administratorExists(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, ROLE_IDS.Administrador))
    .limit(1);
  return admin !== undefined;
}

/** `npm run create-admin`: the first Administrador of a database that has none. */
export async function createFirstAdministrator(db: Db, input: AdministratorInput): Promise<{ id: number }> {
  if (await administratorExists(db)) {
    throw new Error('Ya existe un administrador: crea las demás cuentas desde /dashboard/users-management.');
  }
  const documentNumber = normalizeDocumentNumber(input.documentNumber);
  const emailAddress = input.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(eq(users.documentNumber, documentNumber), eq(users.email, emailAddress)), signsIn));
  if (taken) throw new Error('Ya existe una cuenta con ese documento o correo.');
  const created = await insertUser(
    db,
    {
      roleId: ROLE_IDS.Administrador,
      documentType: input.documentType,
      documentNumber,
      nombres: input.nombres.trim(),
      apellidoPaterno: input.apellidoPaterno.trim(),
      apellidoMaterno: input.apellidoMaterno.trim(),
      email: emailAddress,
      celular: input.celular,
      passwordHash: await hashPassword(input.password),
      kycStep: 0,
      accountStatus: 'ACTIVO',
    },
    new Date(),
  );
  return { id: created.id };
}
