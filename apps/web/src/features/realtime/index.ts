// Public entry of the realtime feature: the one Socket.IO connection
// (docs/rules/notifications.md#realtime-connection) and hooks on its events. Imported only by staff screens,
// so socket.io-client stays out of the /login entry.
export { useOrderChanges } from './use-order-changes.ts';
export { useConnectionStatus } from './use-connection-status.ts';
export {
  onServerEvent,
  onConnected,
  allowAnonymous,
  startRealtime,
  stopRealtime,
  type ConnectionStatus,
  type RealtimeSocket,
} from './realtime-connection.ts';
