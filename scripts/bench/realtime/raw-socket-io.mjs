// The floor: Socket.IO as the repo installs it, websocket only, a middleware that admits everyone, one room
// per socket; `POST /emit` sends an event to that room as the API's notification relay does.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const { Server } = createRequire(path.join(repoRoot, 'package.json'))('socket.io');

const server = http.createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/emit') {
    response.writeHead(404).end();
    return;
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const { event, payload } = JSON.parse(body);
    io.to('user:1').emit(event, payload);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
});
const io = new Server(server, { path: '/socket.io', transports: ['websocket'], serveClient: false });
io.use((_socket, next) => next());
io.on('connection', (socket) => void socket.join('user:1'));
// Ends with the bench that forked it, whichever way that one ends.
process.on('disconnect', () => process.exit(0));
server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
