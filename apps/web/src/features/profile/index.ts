// Public entry of the profile feature: the profile, the KYC data fields and the update-data form.
export { useProfile, profileQueryOptions } from './api/get-profile.ts';
export { useUbigeo, ubigeoQueryOptions } from './api/get-ubigeo.ts';
export { profileKeys } from './api/keys.ts';
export { changePassword, type PasswordChangeResult } from './api/change-password.ts';
export { PersonalDataFields } from './components/personal-data-fields.tsx';
export { UpdateDataDialog } from './components/update-data-dialog.tsx';
export { ProfileForm } from './components/profile-form.tsx';
export { PasswordChangeForm } from './components/password-change-form.tsx';
export { AccountStatusCard } from './components/account-status-card.tsx';
export { usePersonalDataForm } from './use-personal-data-form.ts';
export {
  personalDataFormValues,
  toPersonalData,
  validatePersonalData,
  latestAdultBirthDate,
  type PersonalDataFormValues,
} from './personal-data-rules.ts';
export { cascadeUbigeo, distritosOf, placeName, provinciasOf } from './ubigeo-cascade.ts';
