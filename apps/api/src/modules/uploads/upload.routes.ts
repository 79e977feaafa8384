// Image uploads for the product form (admin, multipart) and the serving of the stored files.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { requireAdmin } from '../../plugins/authentication';
import {
  imageContentTypeOf,
  UPLOAD_MAX_BYTES,
  UPLOADS_URL_PREFIX,
  uploadService,
} from './upload.service';

export interface UploadOptions {
  storage: FileStorage;
}

const FILE_FIELD = 'file';
// The parser's limits (one file, a few small fields) keep a request from holding memory or disk.
const PARSER_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Reads the one image of the request, turning the parser's failures into our 4xx errors. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FILE_FIELD) {
      throw new AppError(
        'VALIDATION_FAILED',
        `file is required: send the image in the field "${FILE_FIELD}"`,
      );
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The image is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
      );
    }
    if (typeof code === 'string' && PARSER_LIMITS.has(code)) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Send one image in the field "${FILE_FIELD}" and no more`,
      );
    }
    // Busboy reports a malformed body (no boundary, cut short) as a plain Error.
    throw new AppError(
      'VALIDATION_FAILED',
      'The upload is not a well-formed multipart/form-data body',
    );
  }
}

/** POST /uploads. The multipart parser lives only in this plugin's scope: every other route stays JSON-only. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadOptions> = async (app, options) => {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });
  const uploads = uploadService(options.storage);

  app.post(
    '/uploads',
    {
      // Before the body is read: a visitor gets 401 and a customer 403 without uploading anything.
      onRequest: async (request) => {
        requireAdmin(request);
      },
      schema: { response: { 201: z.object({ url: z.string() }) } },
    },
    async (request, reply) =>
      reply.code(201).send(await uploads.storeImage(await readImage(request))),
  );
};

/**
 * Serves the stored images at /uploads/<name>, from whichever storage keeps them. Names are random and
 * never reused, so the files are cached for good; nosniff keeps a browser from reading an image as
 * anything but its declared type.
 */
export async function uploadedFiles(app: FastifyInstance, options: UploadOptions): Promise<void> {
  // Files, not the API: kept out of its documentation.
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_URL_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const contentType = imageContentTypeOf(name);
      const file = contentType && (await options.storage.get(name));
      if (!file) throw notFound('Upload', name);
      return reply
        .header('content-type', contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
