/** Queues are read again this often besides on window focus (a safety net under the socket's pushes). */
export const QUEUE_REFRESH_MS = 30_000;
