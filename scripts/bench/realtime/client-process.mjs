import { fork } from 'node:child_process';
import path from 'node:path';

/** A process of socket clients (clients.mjs), driven by request/answer messages. */
export function startClients() {
  const child = fork(path.join(import.meta.dirname, 'clients.mjs'), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiting = [];
  child.on('message', (message) => {
    const index = waiting.findIndex((w) => w.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0].resolve(message);
  });
  const next = (type) => new Promise((resolve) => waiting.push({ type, resolve }));
  const ready = next('ready');
  return {
    ready,
    ask(message, answer) {
      const answered = next(answer);
      child.send(message);
      return answered;
    },
    next,
    stop: () => child.send({ type: 'exit' }),
  };
}
