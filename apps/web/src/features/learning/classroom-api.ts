// The classroom's calls: an enrolment's curriculum with what is open and done, one lesson, and marking
// a lesson done (which reads the curriculum again, for its ticks and progress). Tagged by the enrolment's
// id, so marking a lesson done reads this enrolment's classroom again and leaves My Learning's list be.
import type {
  ClassroomCurriculum,
  ClassroomLessonDetail,
  LessonProgress,
} from '@kaushal/shared/classroom';
import { api } from '../../lib/api';

const enrolmentPath = (id: string) => `enrolments/${encodeURIComponent(id)}`;
const lessonPath = (enrolmentId: string, lessonId: string) =>
  `${enrolmentPath(enrolmentId)}/lessons/${encodeURIComponent(lessonId)}`;

export const classroomApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClassroom: build.query<ClassroomCurriculum, string>({
      query: (enrolmentId) => `${enrolmentPath(enrolmentId)}/curriculum`,
      providesTags: (_result, _error, enrolmentId) => [{ type: 'Enrolment', id: enrolmentId }],
    }),
    getLesson: build.query<ClassroomLessonDetail, { enrolmentId: string; lessonId: string }>({
      query: ({ enrolmentId, lessonId }) => lessonPath(enrolmentId, lessonId),
      providesTags: (_result, _error, { enrolmentId }) => [{ type: 'Enrolment', id: enrolmentId }],
    }),
    markDone: build.mutation<LessonProgress, { enrolmentId: string; lessonId: string }>({
      query: ({ enrolmentId, lessonId }) => ({
        url: `${lessonPath(enrolmentId, lessonId)}/progress`,
        method: 'POST',
        body: { done: true },
      }),
      invalidatesTags: (_result, _error, { enrolmentId }) => [
        { type: 'Enrolment', id: enrolmentId },
      ],
    }),
  }),
});

export const { useGetClassroomQuery, useGetLessonQuery, useMarkDoneMutation } = classroomApi;
