import { useEffect, useSyncExternalStore } from 'react';
import {
  connectionStatus,
  onStatusChange,
  startRealtime,
  type ConnectionStatus,
} from './realtime-connection.ts';

/** Whether the shared connection is up, for an "En vivo / Reconectando" indicator. */
export function useConnectionStatus(): ConnectionStatus {
  useEffect(() => void startRealtime(), []);
  return useSyncExternalStore(onStatusChange, connectionStatus);
}
