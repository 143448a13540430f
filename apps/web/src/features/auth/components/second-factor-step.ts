// What /login takes of the second factor, loaded only when a password asks for it or the passkey button is
// used: named imports, so the bundler keeps the rest of that feature (and MUI) out of this chunk.
export { SignInSecondStep as default, signInWithPasskey } from '@/features/second-factor';
