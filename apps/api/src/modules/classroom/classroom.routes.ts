// Classroom API: a signed-in learner reads their enrolment's curriculum with what is open and done,
// opens a lesson, and reports progress. Another learner's enrolment is a 404; an ended one, or a lesson
// not open yet, a 403.
import {
  classroomCurriculumSchema,
  classroomLessonDetailSchema,
  idParamsSchema,
  idSchema,
  lessonProgressInputSchema,
  lessonProgressSchema,
} from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';

const lessonParamsSchema = idParamsSchema.extend({ lessonId: idSchema });

export const classroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const classroom = app.classroom;
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  app.addHook('onSend', noStore);

  app.get(
    '/enrolments/:id/curriculum',
    { schema: { params: idParamsSchema, response: { 200: classroomCurriculumSchema } } },
    (request) => classroom.curriculum(requireUser(request).id, Number(request.params.id)),
  );

  app.get(
    '/enrolments/:id/lessons/:lessonId',
    { schema: { params: lessonParamsSchema, response: { 200: classroomLessonDetailSchema } } },
    (request) =>
      classroom.lesson(
        requireUser(request).id,
        Number(request.params.id),
        Number(request.params.lessonId),
        app.sessionTagOf(request),
      ),
  );

  app.post(
    '/enrolments/:id/lessons/:lessonId/progress',
    {
      schema: {
        params: lessonParamsSchema,
        body: lessonProgressInputSchema,
        response: { 200: lessonProgressSchema },
      },
    },
    (request) =>
      classroom.report(
        requireUser(request).id,
        Number(request.params.id),
        Number(request.params.lessonId),
        request.body,
      ),
  );
};
