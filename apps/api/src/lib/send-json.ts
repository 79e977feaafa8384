// Sends JSON text made ahead (a cached read, or JSON the database built). A string with a JSON type
// goes out as it is, skipping the route's serialiser; in tests plugins/response-contract.ts holds it to
// the route's response schema instead.
import type { FastifyReply } from 'fastify';

export const sendJson = (reply: FastifyReply, json: string, status = 200): FastifyReply =>
  reply.code(status).type('application/json; charset=utf-8').send(json);
