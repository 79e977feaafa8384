// Maps every failure to the JSON error contract: validation issues, our AppErrors, Fastify's own errors,
// and the requests too broken to reach a route (an undecodable address, malformed HTTP).
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode } from '@kaushal/shared';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-errors';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client errors (bad JSON, wrong media type, body too large), by their error code. */
const fastifyClientErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/** Other client errors (e.g. the static files' refusals of a range or a precondition), by status. */
const clientErrorCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  431: 'HEADERS_TOO_LARGE',
};

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: ErrorBody,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ ...body, requestId: request.id }));
}

export const errorHandler = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'body' && request.body == null) {
        const message = 'This request needs a JSON body';
        return sendError(reply, request, 400, {
          code: 'VALIDATION_FAILED',
          message,
          issues: [{ path: '', message }],
        });
      }
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'is not valid',
      }));
      return sendError(reply, request, 400, {
        code: 'VALIDATION_FAILED',
        message: issues[0]?.message ?? `Invalid ${error.validationContext ?? 'request'}`,
        issues,
      });
    }
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      return sendError(reply, request, error.statusCode, {
        code: error.code,
        message: error.message,
      });
    }
    const clientCode = fastifyClientErrors[error.code];
    if (clientCode || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      const status = error.statusCode ?? 400;
      return sendError(reply, request, status, {
        code: clientCode ?? clientErrorCodes[status] ?? 'BAD_REQUEST',
        message: error.message,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, request, 503, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The shop is briefly unavailable. Please try again in a few seconds.',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, request, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
  });
});

/**
 * Errors Fastify meets before a route is found (an address it cannot decode, a parameter over its
 * length): answered by the same contract instead of Fastify's own body.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const status = error.statusCode ?? 400;
  void sendError(reply, request, status, {
    code: fastifyClientErrors[error.code] ?? 'BAD_REQUEST',
    message: error.message,
  });
};

/** HTTP that cannot be parsed, or arrives too slowly: Node hands us only the socket. */
const socketErrors: Record<string, { status: number; body: ErrorBody }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
  },
};
const MALFORMED = {
  status: 400,
  body: { code: 'BAD_REQUEST', message: 'The request is not valid HTTP' } satisfies ErrorBody,
};

export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = socketErrors[error.code ?? ''] ?? MALFORMED;
  const requestId = randomUUID();
  this.log.debug({ err: error, requestId }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify({ ...body, requestId });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
