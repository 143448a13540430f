// Public entry of Datos personales › Incidentes de seguridad (module datos-personales): the list and an incident.
export { IncidentsScreen } from './components/incidents-screen.tsx';
export { IncidentScreen } from './components/incident-screen.tsx';
