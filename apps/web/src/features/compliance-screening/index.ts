// Public entry of Cumplimiento › Listas and Alertas (module cumplimiento): list versions and imports, and
// the screening alerts the officer confirms or discards.
export { AlertsScreen } from './components/alerts-screen.tsx';
export { ListsScreen } from './components/lists-screen.tsx';
