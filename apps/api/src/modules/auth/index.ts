// Public entry of the auth module: users and sessions, email changes, reset tokens, the sign-in
// throttle and their mails.
// Other modules import only this file (decision 089).
export {
  accountSubject,
  assertNotLocked,
  clearFailures,
  readThrottle,
  recordFailure,
  throttledError,
} from './attempt-throttle.ts';
export { forgetEndedSignInRecords, type ForgottenSignInRecords } from './forget-ended-records.ts';
export { isEmailOnHold, recordEmailChange } from './email-change.ts';
export { emailChangedMail } from './mails/email-changed-mail.ts';
export { passwordChangedMail } from './mails/password-changed-mail.ts';
export { endResetTokens, issueResetToken } from './password-reset-token.ts';
export { logout } from './logout.ts';
export { buildSession, findUserById } from './session.ts';
export { signsIn } from './signs-in.ts';
export type { UserRow } from './session.ts';
