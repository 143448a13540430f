// Public entry of Datos personales › Solicitudes (module datos-personales): the list and a request.
export { DataRequestsScreen } from './components/data-requests-screen.tsx';
export { DataRequestScreen } from './components/data-request-screen.tsx';
