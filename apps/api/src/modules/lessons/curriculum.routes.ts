// Curriculum API: admins build a workshop's sections and lessons; everyone reads its outline, admins
// everything. Shoppers' outlines are kept with the catalogue's public reads and emptied by every write.
import {
  curriculumOutlineSchema,
  curriculumSchema,
  idParamsSchema,
  idSchema,
  lessonInputSchema,
  lessonPatchSchema,
  lessonSchema,
  previewPlaybackSchema,
  sectionInputSchema,
  sectionPatchSchema,
  sectionSchema,
} from '@kaushal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { noStore } from '../../lib/no-store';
import { sendKeptJson } from '../../lib/precompressed';
import { requireAdmin } from '../../plugins/authentication';
import { encode } from '../catalogue/public-catalogue.service';

const sectionParamsSchema = idParamsSchema.extend({ sectionId: idSchema });
const lessonParamsSchema = sectionParamsSchema.extend({ lessonId: idSchema });
const removedSchema = z.object({ id: z.string() });

// Checked on request, before the body is read or validated: a visitor gets 401 and a customer 403,
// whatever they send.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const curricula = app.curricula;
  const publicReads = app.catalogue;
  // Every write that succeeds empties the shoppers' kept reads before its answer leaves, so the next
  // outline read shows it.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) publicReads.clear();
  });

  app.get(
    '/products/:id/curriculum',
    {
      schema: {
        description:
          'Admins: every field. Everyone else: the outline of an offered workshop, with the text and link of free previews only.',
        params: idParamsSchema,
        response: { 200: z.union([curriculumSchema, curriculumOutlineSchema]) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (request.user?.role === 'admin') return curricula.curriculum(id);
      if ((await publicReads.product(id)) === undefined) throw notFound('Product', id);
      const read = await publicReads.read(`curriculum ${id}`, async () => ({
        json: encode(curriculumOutlineSchema, await curricula.outline(id)),
      }));
      return sendKeptJson(request, reply, read);
    },
  );

  app.get(
    '/products/:id/lessons/:lessonId/preview',
    {
      onSend: noStore,
      schema: {
        description:
          'A free preview video lesson of an offered workshop, for anyone: a playback of its video (signed, for 10 minutes). 404 for a lesson that is not a free preview or has no video ready.',
        params: idParamsSchema.extend({ lessonId: idSchema }),
        response: { 200: previewPlaybackSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if ((await publicReads.product(id)) === undefined) throw notFound('Product', id);
      const lesson = (await curricula.curriculum(id)).sections
        .flatMap((section) => section.lessons)
        .find((candidate) => candidate.id === request.params.lessonId);
      if (!lesson?.preview) throw notFound('Free preview', request.params.lessonId);
      const playback =
        lesson.kind === 'video' && lesson.video?.state === 'ready'
          ? await app.videos.startPlayback({
              videoId: Number(lesson.video.id),
              userId: null,
              sessionTag: null,
              enrolmentId: null,
              lessonId: Number(lesson.id),
            })
          : undefined;
      if (!playback) throw new AppError('NOT_FOUND', 'This preview has no video to play yet');
      return { playback };
    },
  );

  app.post(
    '/products/:id/sections',
    {
      onRequest: adminOnly,
      schema: {
        params: idParamsSchema,
        body: sectionInputSchema,
        response: { 201: sectionSchema },
      },
    },
    async (request, reply) => {
      const section = await curricula.addSection(
        requireAdmin(request),
        Number(request.params.id),
        request.body,
      );
      return reply.code(201).send(section);
    },
  );

  app.patch(
    '/products/:id/sections/:sectionId',
    {
      onRequest: adminOnly,
      schema: {
        params: sectionParamsSchema,
        body: sectionPatchSchema,
        response: { 200: sectionSchema },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params;
      const section = await curricula.editSection(
        requireAdmin(request),
        Number(id),
        Number(sectionId),
        request.body,
      );
      return section;
    },
  );

  app.delete(
    '/products/:id/sections/:sectionId',
    {
      onRequest: adminOnly,
      schema: {
        description: 'Deletes the section and every lesson in it; the sections after it move up.',
        params: sectionParamsSchema,
        response: { 200: removedSchema },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params;
      await curricula.removeSection(requireAdmin(request), Number(id), Number(sectionId));
      return { id: sectionId };
    },
  );

  app.post(
    '/products/:id/sections/:sectionId/lessons',
    {
      onRequest: adminOnly,
      schema: {
        params: sectionParamsSchema,
        body: lessonInputSchema,
        response: { 201: lessonSchema },
      },
    },
    async (request, reply) => {
      const { id, sectionId } = request.params;
      const lesson = await curricula.addLesson(
        requireAdmin(request),
        Number(id),
        Number(sectionId),
        request.body,
      );
      return reply.code(201).send(lesson);
    },
  );

  app.patch(
    '/products/:id/sections/:sectionId/lessons/:lessonId',
    {
      onRequest: adminOnly,
      schema: {
        params: lessonParamsSchema,
        body: lessonPatchSchema,
        response: { 200: lessonSchema },
      },
    },
    async (request) => {
      const { id, sectionId, lessonId } = request.params;
      const lesson = await curricula.editLesson(
        requireAdmin(request),
        Number(id),
        Number(sectionId),
        Number(lessonId),
        request.body,
      );
      return lesson;
    },
  );

  app.delete(
    '/products/:id/sections/:sectionId/lessons/:lessonId',
    {
      onRequest: adminOnly,
      schema: { params: lessonParamsSchema, response: { 200: removedSchema } },
    },
    async (request) => {
      const { id, sectionId, lessonId } = request.params;
      await curricula.removeLesson(
        requireAdmin(request),
        Number(id),
        Number(sectionId),
        Number(lessonId),
      );
      return { id: lessonId };
    },
  );
};
