// Public entry of the second-factor module (decision 089): what follows a right password.
export { sessionAfterPassword } from './sign-in.ts';
export { removeSecondFactors } from './reset-factors.ts';
