// One process of bench sockets (the realtime bench runs a few, so the clients do not share the server's
// cores with one event loop): told over IPC to connect its share, to listen for one event, to close.
import { createRequire } from 'node:module';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const { io } = createRequire(path.join(repoRoot, 'package.json'))('socket.io-client');

const now = () => performance.timeOrigin + performance.now();
let sockets = [];

function open({ url, socketPath, token }) {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: socketPath,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      timeout: 60_000,
    });
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ error: error.message });
    });
  });
}

/** `count` sockets, at most `concurrency` handshakes in flight; when the last one connected. */
async function connect(spec) {
  const errors = [];
  let next = 0;
  const worker = async () => {
    while (next < spec.count) {
      next += 1;
      const result = await open(spec);
      if (result.socket) sockets.push(result.socket);
      else errors.push(result.error);
    }
  };
  await Promise.all(Array.from({ length: Math.min(spec.concurrency, spec.count) }, worker));
  return {
    type: 'connected',
    lastAt: now(),
    connected: sockets.length,
    errors: errors.slice(0, 3),
    failed: errors.length,
  };
}

/** Resolves when every socket heard `event` whose payload has `title` (or after `timeoutMs`). */
function arm({ event, title, timeoutMs }) {
  let pending = sockets.length;
  let lastAt = 0;
  return new Promise((resolve) => {
    const handlers = new Map();
    const finish = () => {
      clearTimeout(timer);
      for (const [socket, handler] of handlers) socket.off(event, handler);
      resolve({ type: 'heard', lastAt, heard: sockets.length - pending, missing: pending });
    };
    const timer = setTimeout(finish, timeoutMs);
    for (const socket of sockets) {
      const handler = (payload) => {
        if (title !== undefined && payload?.title !== title && payload?.section !== title) return;
        socket.off(event, handler);
        handlers.delete(socket);
        lastAt = now();
        if (--pending === 0) finish();
      };
      handlers.set(socket, handler);
      socket.on(event, handler);
    }
    process.send({ type: 'armed' });
  });
}

process.on('message', async (message) => {
  if (message.type === 'connect') process.send(await connect(message));
  if (message.type === 'arm') process.send(await arm(message));
  if (message.type === 'close') {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
    process.send({ type: 'closed' });
  }
  if (message.type === 'exit') process.exit(0);
});
// Ends with the bench that forked it, whichever way that one ends.
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
