import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import { failure } from './envelope.ts';
import { pageDocuments, type AreaDocument } from './page-documents.ts';

const API_PREFIXES = ['/api/', '/socket.io/'];

/** documents.json, or no documents when the build wrote none (an older build, or none at all). */
function readAreaDocuments(webDist: string): AreaDocument[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(webDist, 'documents.json'), 'utf8')) as {
      documents?: AreaDocument[];
    };
    return parsed.documents ?? [];
  } catch {
    return [];
  }
}

/**
 * Serves the built web app on the same port: hashed assets cached for a year, pre-compressed siblings
 * when the browser accepts them, and index.html for every other page (the app routes in the browser).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(webDist, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const documentFor = pageDocuments(hasWeb ? readAreaDocuments(webDist) : [], (file) =>
    fs.existsSync(path.join(webDist, file)),
  );
  const sendIndex = (reply: FastifyReply, pagePath = '/') =>
    reply.header('cache-control', 'no-cache').sendFile(documentFor(pagePath), webDist);
  if (hasWeb) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => url.startsWith(p)) &&
      url !== '/api';
    if (!isPage || path.extname(url) !== '') {
      return reply.status(404).send(failure(new AppError('NOT_FOUND')));
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'La aplicación web no está compilada: ejecuta `npm start` (compila lo que falta) o `npm run build`.',
        );
    }
    return sendIndex(reply, url);
  });
}
