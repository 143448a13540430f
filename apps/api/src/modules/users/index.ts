// Public entry of the users module: the one writer of the person row (decision 147): new people, their
// data, their password, their account's state and their KYC step.
// Other modules import only this file (decision 089).
export { insertUser, type NewUser, type UserRow } from './insert-user.ts';
export { savePartnerClient, type ClientRow } from './save-partner-client.ts';
export {
  advanceKycStep,
  setAccountState,
  setPasswordHash,
  updatePerson,
  type AccountStateChange,
  type PersonChange,
} from './update-user.ts';
export { anonymisePerson } from './anonymise-person.ts';
