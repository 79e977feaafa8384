// Checks every JSON response against the schema its route declares for the status, strictly: a field the
// schema does not name fails as a missing or ill-typed one does. On in tests (config.responseContracts),
// so JSON made ahead of the serialiser (cached, or built by the database) cannot drift from its contract.
import { errorStatus, type ErrorBody, type ErrorCode } from '@kaushal/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error';

/** Every error answer the error handler writes, for the statuses a route declares no schema for. */
const errorBodySchema = z.strictObject({
  code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
}) satisfies z.ZodType<ErrorBody>;

const strictCopies = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema with every object in it closed: where the declared schema would quietly drop a field it
 * does not name, this one refuses it. Leaves (strings, numbers, enums…) keep their own checks.
 */
export function strictly(schema: z.ZodType): z.ZodType {
  const kept = strictCopies.get(schema);
  if (kept) return kept;
  let strict: z.ZodType = schema;
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    strict = z.strictObject(
      Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, strictly(field)])),
    );
  } else if (schema instanceof z.ZodArray) {
    strict = z.array(strictly(schema.element as z.ZodType));
  } else if (schema instanceof z.ZodNullable) {
    strict = strictly(schema.unwrap() as z.ZodType).nullable();
  } else if (schema instanceof z.ZodOptional) {
    strict = strictly(schema.unwrap() as z.ZodType).optional();
  } else if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodType[]).map(strictly);
    strict = z.union(options as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  strictCopies.set(schema, strict);
  return strict;
}

/** The schema the route declares for this status (exactly, or as 2xx/4xx…, or as default). */
function declaredSchema(request: FastifyRequest, status: number): z.ZodType | undefined {
  const schema = request.routeOptions.schema as { response?: Record<string, unknown> } | undefined;
  const responses = schema?.response;
  const declared =
    responses?.[status] ?? responses?.[`${Math.floor(status / 100)}xx`] ?? responses?.default;
  return declared instanceof z.ZodType ? declared : undefined;
}

/** A body to check: JSON as text or bytes (streams and empty bodies, such as 204's, are not). */
const isJsonText = (payload: unknown): payload is string | Buffer =>
  (typeof payload === 'string' || Buffer.isBuffer(payload)) && payload.length > 0;

/** The JSON text of a body, decompressed when it went out compressed from a cache (lib/precompressed). */
function jsonTextOf(reply: FastifyReply, payload: string | Buffer): string {
  const encoding = reply.getHeader('content-encoding');
  if (!Buffer.isBuffer(payload) || encoding === undefined) return payload.toString();
  if (encoding === 'br') return brotliDecompressSync(payload).toString();
  if (encoding === 'gzip') return gunzipSync(payload).toString();
  throw new AppError(
    'INTERNAL',
    `A JSON answer went out in an unknown encoding: ${String(encoding)}`,
  );
}

async function checkContract(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.includes('json') || !isJsonText(payload)) return payload;
  const status = reply.statusCode;
  const where = `${request.method} ${request.url} answered ${status}`;
  const schema = declaredSchema(request, status) ?? (status >= 400 ? errorBodySchema : undefined);
  let problem: string | undefined = 'the route declares no response schema for this status';
  if (schema) {
    const result = strictly(schema).safeParse(JSON.parse(jsonTextOf(reply, payload)));
    problem = result.success ? undefined : z.prettifyError(result.error);
  }
  if (problem === undefined) return payload;
  const message = `${where} with JSON that breaks its contract: ${problem}`;
  request.log.error({ status, problem }, message);
  // Tests run with the log silenced: the console puts the breach beside the test that made the request.
  console.error(message);
  throw new AppError('INTERNAL', message);
}

export const responseContract = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', checkContract);
});
