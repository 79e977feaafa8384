// An onSend hook for personal answers: no browser or proxy cache may keep them.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  void reply.header('cache-control', 'no-store');
}
