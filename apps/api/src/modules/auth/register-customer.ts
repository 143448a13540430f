import { ROLE_IDS, TERMS_VERSION, type Session } from '@cambix/contract';
import type { registrationRequest } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { decryptPassword } from '../../platform/security/password-decryption.ts';
import { passwordProblem } from '../../platform/security/password-policy.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { openSession, type DeviceSeen } from '../../platform/security/sessions.ts';
import { judgeReferral } from '../referrals/index.ts';
import { recordConsents, registrationConsents } from '../consents/index.ts';
import { screenCustomerNow } from '../compliance-screening/index.ts';
import { insertUser, type UserRow } from '../users/index.ts';
import { signsIn } from './signs-in.ts';
import { welcomeMail } from './mails/welcome-mail.ts';
import { buildSession } from './session.ts';

export type Registration = z.output<typeof registrationRequest>;

const TAKEN = {
  dni: { code: 'DOCUMENT_TAKEN', message: 'Ya existe una cuenta con este número de documento.' },
  email: { code: 'EMAIL_TAKEN', message: 'Ya existe una cuenta con este correo.' },
} as const;

/** One refusal naming every field at fault: its own code when there is one field, VALIDATION_FAILED otherwise. */
function refuse(problems: { field: string; code: AppError['code']; message: string }[]): AppError {
  const fields = Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
  const [only] = problems;
  return problems.length === 1 && only
    ? new AppError(only.code, { message: only.message, fields })
    : new AppError('VALIDATION_FAILED', { fields });
}

async function findProblems(ctx: AppContext, input: Registration, password: string) {
  const problems: { field: string; code: AppError['code']; message: string }[] = [];
  const weakness = passwordProblem(password);
  if (weakness) problems.push({ field: 'password', code: weakness.code, message: weakness.message });
  const [byDocument] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.documentNumber, input.dni), signsIn));
  if (byDocument) problems.push({ field: 'dni', ...TAKEN.dni });
  const [byEmail] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), signsIn));
  if (byEmail) problems.push({ field: 'email', ...TAKEN.email });
  if (input.codigo_referido) {
    // docs/rules/coupons-and-referrals.md#anti-abuse: a code that would not apply is refused now.
    const person = { id: null, documentNumber: input.dni, email: input.email, celular: input.celular };
    const verdict = await judgeReferral(ctx, person, input.codigo_referido);
    if (!verdict.inForce) {
      problems.push({
        field: 'codigo_referido',
        code: verdict.reason,
        message: new AppError(verdict.reason).message,
      });
    }
  }
  return problems;
}

/** A new customer: KYC step 1, status REGISTRADO, signed in at once. */
export async function registerCustomer(
  ctx: AppContext,
  input: Registration,
  device: DeviceSeen | null = null,
): Promise<Session> {
  const password = await decryptPassword(ctx, input.password);
  const problems = await findProblems(ctx, input, password);
  if (problems.length > 0) throw refuse(problems);

  const now = ctx.now();
  // Hashed before the transaction: argon2 takes a while, and a connection should not wait on it.
  const passwordHash = await hashPassword(password);
  let user: UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const inserted = await insertUser(
        tx,
        {
          roleId: ROLE_IDS.Cliente,
          documentType: input.tipo_documento,
          documentNumber: input.dni,
          nombres: input.nombres,
          apellidoPaterno: input.apellido_paterno,
          apellidoMaterno: input.apellido_materno,
          email: input.email,
          celular: input.celular,
          passwordHash,
          kycStep: 1,
          accountStatus: 'REGISTRADO',
          isPep: input.es_pep,
          referredByCode: input.codigo_referido,
          termsAcceptedAt: now,
          termsVersion: TERMS_VERSION,
          dataConsentAt: now,
        },
        now,
      );
      // The proof of each consent: the texts' versions, this moment, this address and browser (decision 167).
      await recordConsents(tx, inserted.id, registrationConsents(input.acepta_marketing), now, device);
      return inserted;
    });
  } catch (error) {
    // Two sign-ups racing for the same document or email: the loser hears why.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_document_number_key') throw refuse([{ field: 'dni', ...TAKEN.dni }]);
    if (constraint === 'users_email_key') throw refuse([{ field: 'email', ...TAKEN.email }]);
    throw error;
  }

  // Screened at once (docs/rules/compliance.md#screening); the customer is told nothing of it.
  await screenCustomerNow(ctx, user.id, 'registration');
  await ctx.mailer.enqueue(ctx.db, welcomeMail(ctx.config, user));
  return buildSession(ctx, user, await openSession(ctx.db, user.id, now, device));
}
