// JSON bodies as clients really send them: some send `Content-Type: application/json` with no body on
// a DELETE or a POST that takes none. An empty body is no body, and the route's schema decides whether
// it needed one; anything else is parsed as Fastify does, prototype-poisoning checks included.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const jsonBody = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    void parseJson(request, text, done);
  });
});
