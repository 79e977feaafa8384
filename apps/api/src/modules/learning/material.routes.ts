// Batch materials API: an admin uploads (multipart), lists and deletes a batch's files; a learner
// downloads one through their enrolment.
import {
  batchMaterialSchema,
  idSchema,
  MATERIAL_MAX_BYTES,
  materialTitleSchema,
} from '@kaushal/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireAdmin, requireUser } from '../../plugins/authentication';
import { materialService, type MaterialUpload } from './material.service';

const batchParamsSchema = z.strictObject({ id: idSchema, batchId: idSchema });
const materialParamsSchema = batchParamsSchema.extend({ materialId: idSchema });
const downloadParamsSchema = z.strictObject({ id: idSchema, materialId: idSchema });

const FILE_FIELD = 'file';
const TITLE_FIELD = 'title';
const MAX_MEGABYTES = MATERIAL_MAX_BYTES / 1024 / 1024;
// The parser's limits (one file, a few small fields) keep a request from holding memory.
const PARSER_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** The title and the one file of the request, with the parser's failures turned into our 4xx errors. */
async function readMaterial(request: FastifyRequest): Promise<MaterialUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the material as multipart/form-data with the fields "${TITLE_FIELD}" and "${FILE_FIELD}"`,
    );
  }
  let title: unknown;
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          throw new AppError('VALIDATION_FAILED', `Send the file in the field "${FILE_FIELD}"`);
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === TITLE_FIELD) {
        title = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_MEGABYTES} MB`);
    }
    if (typeof code === 'string' && PARSER_LIMITS.has(code)) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Send one file in the field "${FILE_FIELD}" and its title, and no more`,
      );
    }
    // Busboy reports a malformed body (no boundary, cut short) as a plain Error.
    throw new AppError(
      'VALIDATION_FAILED',
      'The upload is not a well-formed multipart/form-data body',
    );
  }
  if (!file) {
    throw new AppError(
      'VALIDATION_FAILED',
      `file is required: send the material in the field "${FILE_FIELD}"`,
    );
  }
  const parsedTitle = materialTitleSchema.safeParse(title ?? '');
  if (!parsedTitle.success) {
    throw new AppError('VALIDATION_FAILED', parsedTitle.error.issues[0]?.message ?? 'Bad title');
  }
  return { title: parsedTitle.data, ...file };
}

/** `filename*` as RFC 6266 and RFC 8187 write it: UTF-8, percent-encoded beyond their safe characters. */
const attachment = (fileName: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;

// Checked on request, before the body is read: a visitor gets 401 and a customer 403 whatever they send.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

/** The multipart parser lives only in this plugin's scope: every other route stays JSON-only. */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: MATERIAL_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });
  const materials = materialService(app.db, app.storage);

  app.post(
    '/products/:id/batches/:batchId/materials',
    {
      onRequest: adminOnly,
      schema: { params: batchParamsSchema, response: { 201: batchMaterialSchema } },
    },
    async (request, reply) => {
      const { id, batchId } = request.params;
      const upload = await readMaterial(request);
      const created = await materials.upload(
        Number(id),
        Number(batchId),
        upload,
        requireAdmin(request),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/products/:id/batches/:batchId/materials',
    {
      onRequest: adminOnly,
      schema: { params: batchParamsSchema, response: { 200: z.array(batchMaterialSchema) } },
    },
    (request) => materials.list(Number(request.params.id), Number(request.params.batchId)),
  );

  app.delete(
    '/products/:id/batches/:batchId/materials/:materialId',
    {
      onRequest: adminOnly,
      schema: {
        params: materialParamsSchema,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => {
      const { id, batchId, materialId } = request.params;
      await materials.remove(
        requireAdmin(request),
        Number(id),
        Number(batchId),
        Number(materialId),
      );
      return { id: materialId };
    },
  );

  app.get(
    '/enrolments/:id/materials/:materialId',
    { schema: { params: downloadParamsSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await materials.download(
        Number(request.params.id),
        Number(request.params.materialId),
        user.role === 'admin' ? null : user.id,
      );
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // Fastify sends a stream or bytes as they are, past the serialiser; the schema's string
          // documents them.
          .send(file.body as unknown as string)
      );
    },
  );
};
