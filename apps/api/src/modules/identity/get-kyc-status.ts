import { splitUbigeo, type KycStatus } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById } from '../auth/index.ts';
import { currentDocuments, presentDocument } from './identity-documents.ts';

/**
 * `GET /api/user/kyc`: where the customer is in the wizard, the personal data they entered and the
 * photos they uploaded (their own, as signed links), so they can leave and come back to the same step.
 */
export async function getKycStatus(ctx: AppContext, userId: number): Promise<KycStatus> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const documents = await currentDocuments(ctx.db, userId);
  return {
    state: user.kycStep,
    accountStatus: user.accountStatus,
    statusReason: user.accountStatus === 'RECHAZADO' ? user.statusReason : null,
    isPep: user.isPep,
    documentType: user.documentType,
    personalData: {
      date_birthday: user.birthDate,
      gender: user.gender,
      ...splitUbigeo(user.ubigeo),
      direccion: user.direccion,
      ocupacion: user.ocupacion,
      nacionalidad: user.nationality,
      pepDetail: user.pepDetail,
    },
    documents: await Promise.all(documents.map((row) => presentDocument(ctx, row, userId))),
  };
}
