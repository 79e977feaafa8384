// Maps every failure to the JSON error contract: validation issues, our AppErrors, Fastify's own errors.
import type { ErrorBody, ErrorCode } from '@kaushal/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
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
      return sendError(reply, request, error.statusCode ?? 400, {
        code: clientCode ?? 'VALIDATION_FAILED',
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
