// Public entry of the sessions feature: the person's signed-in devices, and ending them (decision 133).
export { ConnectedDevices } from './components/connected-devices.tsx';
export { sessionsKey, sessionsQueryOptions, useSessions } from './api/list-sessions.ts';
