// Public entry of the auth feature: the session store and its lifecycle, sign-in and the light forms.
export {
  useSessionStore,
  selectIsLoggedIn,
  selectRole,
  selectSessionLink,
  logout,
  forgetSession,
  onSignOut,
  sessionEndedHere,
  sessionGeneration,
  startSession,
  type SessionState,
} from './session-store.ts';
export { expireSessionIfDue } from './session-expiry.ts';
export { startSessionLifecycle } from './session-lifecycle.ts';
export { loadUserState } from './user-state.ts';
export { signInWithToken } from './session-restore.ts';
export { forgetPublicKey, encryptPassword } from './encrypt-password.ts';
export { LoginForm } from './components/login-form.tsx';
export { RegistrationForm } from './components/registration-form.tsx';
export { RecoveryForm } from './components/recovery-form.tsx';
export { RestoreForm } from './components/restore-form.tsx';
export { SignInLinkPanel } from './components/sign-in-link-panel.tsx';
export { PasswordRulesList } from './components/password-rules-list.tsx';
export { firstWord, customerWelcomeName, staffDisplayName } from './display-names.ts';
