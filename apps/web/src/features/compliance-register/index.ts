// Public entry of the compliance-register feature: Cumplimiento › Registro de operaciones (module cumplimiento).
export { RegisterScreen, type RegisterScreenProps } from './components/register-screen.tsx';
