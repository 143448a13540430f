// Public entry of the second-factor feature (issue 30). The login's second step and the passkey sign-in are
// loaded on demand from /login; the security section and the step-up host live in the signed-in shells.
export { SecondFactorSection } from './components/security-section.tsx';
export { StepUpHost } from './components/step-up-host.tsx';
export { default as SignInSecondStep, type SecondStepProps } from './components/sign-in-second-step.tsx';
export { signInWithPasskey } from './components/passkey-sign-in.tsx';
export { secondFactorApi } from './api.ts';
