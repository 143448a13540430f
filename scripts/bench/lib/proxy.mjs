// A small round-robin reverse proxy for benches with several instances, in a process of its own: HTTP
// (keep-alive to each upstream) and WebSocket upgrades, X-Forwarded-For appended as a load balancer does,
// and counts per upstream. A request that could not reach an upstream (refused) goes to the next one; one
// cut off after it was sent answers 502, as nginx does for a POST, so a client never sees a write twice.
import { fork } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Starts the proxy in front of `upstreams` ([{ name, port }]). Returns { port, url, counts(), reset(),
 * setUpstreams(list), stop() }; counts() gives { requests: {name: n}, upgrades: {name: n}, retried, failed }.
 */
export async function startProxy({ upstreams }) {
  const child = fork(fileURLToPath(import.meta.url), ['--proxy-child'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const waiting = new Map();
  const ready = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message) => {
      if (message.type === 'ready') resolve(message.port);
      if (message.type === 'answer') {
        waiting.get(message.id)?.(message.value);
        waiting.delete(message.id);
      }
    });
  });
  const ask = (type, value) =>
    new Promise((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve);
      child.send({ type, id, value });
    });
  child.send({ type: 'start', upstreams });
  const port = await ready;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    counts: () => ask('counts'),
    reset: () => ask('reset'),
    setUpstreams: (list) => ask('upstreams', list),
    async stop() {
      child.kill('SIGKILL');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}

function runProxy(upstreams) {
  let list = upstreams;
  let turn = 0;
  const downUntil = new Map();
  const agents = new Map();
  let counts = { requests: {}, upgrades: {}, retried: 0, failed: 0 };
  const agentOf = (upstream) => {
    if (!agents.has(upstream.name))
      agents.set(upstream.name, new http.Agent({ keepAlive: true, maxSockets: 256 }));
    return agents.get(upstream.name);
  };
  /** Round-robin over the upstreams not known to refuse connections in the last second. */
  const pick = (skip) => {
    const alive = list.filter((u) => !skip.has(u.name) && (downUntil.get(u.name) ?? 0) < Date.now());
    const choices = alive.length > 0 ? alive : list.filter((u) => !skip.has(u.name));
    if (choices.length === 0) return null;
    turn += 1;
    return choices[turn % choices.length];
  };
  const forwardedFor = (request) => {
    const prior = request.headers['x-forwarded-for'];
    return prior ? `${prior}, ${request.socket.remoteAddress}` : request.socket.remoteAddress;
  };
  const refused = (error) => error.code === 'ECONNREFUSED';

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set();
      const attempt = () => {
        const upstream = pick(tried);
        if (!upstream) {
          counts.failed += 1;
          response.writeHead(502).end();
          return;
        }
        tried.add(upstream.name);
        const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
        const outgoing = http.request(
          {
            host: '127.0.0.1',
            port: upstream.port,
            method: request.method,
            path: request.url,
            headers,
            agent: agentOf(upstream),
          },
          (answer) => {
            counts.requests[upstream.name] = (counts.requests[upstream.name] ?? 0) + 1;
            response.writeHead(answer.statusCode, { ...answer.headers, 'x-bench-upstream': upstream.name });
            answer.pipe(response);
            answer.on('error', () => response.destroy());
          },
        );
        outgoing.on('error', (error) => {
          if (refused(error)) {
            downUntil.set(upstream.name, Date.now() + 1000);
            counts.retried += 1;
            attempt();
            return;
          }
          counts.failed += 1;
          if (!response.headersSent) response.writeHead(502).end();
          else response.destroy();
        });
        outgoing.end(body);
      };
      attempt();
    });
  });

  server.on('upgrade', (request, client, head) => {
    const tried = new Set();
    const attempt = () => {
      const upstream = pick(tried);
      if (!upstream) return client.destroy();
      tried.add(upstream.name);
      let connected = false;
      const socket = net.connect(upstream.port, '127.0.0.1', () => {
        connected = true;
        counts.upgrades[upstream.name] = (counts.upgrades[upstream.name] ?? 0) + 1;
        const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
        const lines = [`${request.method} ${request.url} HTTP/1.1`];
        for (const [name, value] of Object.entries(headers)) {
          for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
        }
        socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) socket.write(head);
        socket.pipe(client);
        client.pipe(socket);
      });
      socket.once('error', (error) => {
        if (refused(error) && !connected) {
          downUntil.set(upstream.name, Date.now() + 1000);
          attempt();
          return;
        }
        client.destroy();
      });
      socket.on('close', () => connected && client.destroy());
      client.on('error', () => socket.destroy());
      client.on('close', () => socket.destroy());
    };
    attempt();
  });

  process.on('message', (message) => {
    if (message.type === 'counts') process.send({ type: 'answer', id: message.id, value: counts });
    if (message.type === 'reset') {
      counts = { requests: {}, upgrades: {}, retried: 0, failed: 0 };
      process.send({ type: 'answer', id: message.id, value: null });
    }
    if (message.type === 'upstreams') {
      list = message.value;
      process.send({ type: 'answer', id: message.id, value: null });
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
}

if (process.argv.includes('--proxy-child')) {
  process.once('message', (message) => {
    if (message.type === 'start') runProxy(message.upstreams);
  });
}
