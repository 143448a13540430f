import { roleNameOf, splitUbigeo, type Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/security/sessions.ts';
import { signSessionToken } from '../../platform/security/tokens.ts';
import { listBankAccounts } from '../bank-accounts/index.ts';
import { operatedTotal, referralForFirstOrder } from '../orders/index.ts';
import { updateFormFlags } from '../profile/index.ts';
import { listPendingConsents } from '../consents/index.ts';

// Moved to the bank-accounts module; re-exported for the callers that found it here.
export { listBankAccounts };

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The referral code the customer signed up with, while it is in force for their first order. */
async function referralCodeInForce(ctx: AppContext, user: UserRow): Promise<string | null> {
  return (await referralForFirstOrder(ctx, user))?.code ?? null;
}

/** What a link-bound session is told of the profile: nothing it cannot use to finish the link's order. */
const LINK_PROFILE = {
  date_birthday: null,
  gender: null,
  departamento: null,
  provincia: null,
  distrito: null,
  direccion: null,
  ocupacion: null,
  nacionalidad: null,
  encuesta_respondida: true,
  mostrar_formulario: false,
  mostrar_formulario_obligatorio: false,
} as const;

/**
 * The session a client holds: a token of that sign-in (`openSession`, or the caller's own for a refresh)
 * that ends 6 h after it (or with the order link that handed it over, decisions 033 and 070), and the user
 * as the web shows it. A link-bound session carries its link and none of the profile: it asks no survey
 * and no update of data either.
 */
export async function buildSession(ctx: AppContext, user: UserRow, session: SessionRef): Promise<Session> {
  const role = roleNameOf(user.roleId);
  if (!role) throw new AppError('AUTH_TOKEN_INVALID');
  const { link } = session;
  const token = await signSessionToken(
    ctx.keys.jwtSecret,
    {
      userId: user.id,
      sessionId: session.sessionId,
      roleId: user.roleId,
      tokenVersion: user.tokenVersion,
      authTime: session.authTime,
      linkId: link?.id,
    },
    ctx.now(),
    link && Math.floor(link.expiresAt.getTime() / 1000),
  );
  const isCustomer = role === 'Cliente';
  const flags = updateFormFlags(user, ctx.now(), isCustomer ? await operatedTotal(ctx.db, user.id) : 0n);
  const place = splitUbigeo(user.ubigeo);
  const profile = link
    ? LINK_PROFILE
    : {
        date_birthday: user.birthDate,
        gender: user.gender,
        departamento: place.departamento,
        provincia: place.provincia,
        distrito: place.distrito,
        direccion: user.direccion,
        ocupacion: user.ocupacion,
        nacionalidad: user.nationality,
        encuesta_respondida: user.surveyAnsweredAt !== null,
        mostrar_formulario: flags.mostrar_formulario,
        mostrar_formulario_obligatorio: flags.mostrar_formulario_obligatorio,
      };
  return {
    token,
    id_rol: user.roleId,
    isPremium: user.isPremium,
    isSpecial: user.isSpecial,
    dni: user.documentNumber,
    email: user.email,
    userBanks: isCustomer ? await listBankAccounts(ctx.db, user.id) : [],
    useReferredCode: isCustomer ? await referralCodeInForce(ctx, user) : null,
    user: {
      id: user.id,
      nombres: user.nombres,
      apellido_paterno: user.apellidoPaterno,
      apellido_materno: user.apellidoMaterno,
      tipo_documento: user.documentType,
      dni: user.documentNumber,
      email: user.email,
      celular: link ? null : user.celular,
      rol: { id: user.roleId, name: role },
      state: user.kycStep,
      accountStatus: user.accountStatus,
      isPremium: user.isPremium,
      isSpecial: user.isSpecial,
    },
    ...profile,
    consentimientos_pendientes: isCustomer && !link ? await listPendingConsents(ctx.db, user.id) : [],
    link: link ? { code: link.code, kind: link.kind, expiresAt: link.expiresAt.toISOString() } : null,
  };
}
