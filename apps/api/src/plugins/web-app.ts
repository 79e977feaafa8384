// Serves the built web app: hashed assets cached for a year, and index.html for every page the app routes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';

export interface WebAppOptions {
  /** The `vite build` output; when it is missing only the API is served. */
  distDir: string;
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const hasIndex = existsSync(join(options.distDir, 'index.html'));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those files never change under a name.
        const immutable = path.startsWith(join(options.distDir, 'assets'));
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasIndex && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, request, 404, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
    });
  });
});
