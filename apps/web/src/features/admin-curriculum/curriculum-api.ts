// Admin endpoints for a workshop's curriculum: the whole of it, and adding, changing, moving and deleting
// its sections and lessons. A move shows at once and is put back if the server refuses it; every change
// then reads the curriculum again, so the page shows the positions the server keeps.
import type {
  Curriculum,
  Lesson,
  LessonInput,
  LessonPatch,
  Section,
  SectionPatch,
} from '@kaushal/shared/curriculum';
import { api } from '../../lib/api';
import { withLessonMoved, withSectionMoved } from './curriculum-moves';
import { hasVideoProcessing } from './curriculum-text';

interface SectionRef {
  productId: string;
  sectionId: string;
}

interface LessonRef extends SectionRef {
  lessonId: string;
}

const sectionsUrl = (productId: string) => `products/${encodeURIComponent(productId)}/sections`;
const sectionUrl = ({ productId, sectionId }: SectionRef) =>
  `${sectionsUrl(productId)}/${encodeURIComponent(sectionId)}`;
const lessonUrl = ({ lessonId, ...section }: LessonRef) =>
  `${sectionUrl(section)}/lessons/${encodeURIComponent(lessonId)}`;

/** The workshop's curriculum, read again after any change to it. */
const curriculumTag = (_result: unknown, _error: unknown, { productId }: { productId: string }) => [
  { type: 'Curriculum' as const, id: productId },
];

/** The workshop's curriculum with `move` made in it, shown before the server has answered. */
const movedAtOnce = (productId: string, move: (curriculum: Curriculum) => Curriculum) =>
  curriculumApi.util.updateQueryData('getCurriculum', productId, move);

/** How often the page reads the curriculum while a video is being processed. */
const PROCESSING_POLL_MS = 3000;

const curriculumApi = api.enhanceEndpoints({ addTagTypes: ['Curriculum'] }).injectEndpoints({
  endpoints: (build) => ({
    getCurriculum: build.query<Curriculum, string>({
      query: (productId) => `products/${encodeURIComponent(productId)}/curriculum`,
      providesTags: (_result, _error, productId) => [{ type: 'Curriculum', id: productId }],
    }),
    addSection: build.mutation<Section, { productId: string; title: string }>({
      query: ({ productId, title }) => ({
        url: sectionsUrl(productId),
        method: 'POST',
        body: { title },
      }),
      invalidatesTags: curriculumTag,
    }),
    editSection: build.mutation<Section, SectionRef & { patch: SectionPatch }>({
      query: ({ patch, ...section }) => ({
        url: sectionUrl(section),
        method: 'PATCH',
        body: patch,
      }),
      async onQueryStarted({ productId, sectionId, patch }, { dispatch, queryFulfilled }) {
        const { position } = patch;
        if (position === undefined) return;
        const shown = dispatch(
          movedAtOnce(productId, (curriculum) => withSectionMoved(curriculum, sectionId, position)),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
      invalidatesTags: curriculumTag,
    }),
    deleteSection: build.mutation<{ id: string }, SectionRef>({
      query: (section) => ({ url: sectionUrl(section), method: 'DELETE' }),
      invalidatesTags: curriculumTag,
    }),
    addLesson: build.mutation<Lesson, SectionRef & { body: LessonInput }>({
      query: ({ body, ...section }) => ({
        url: `${sectionUrl(section)}/lessons`,
        method: 'POST',
        body,
      }),
      invalidatesTags: curriculumTag,
    }),
    editLesson: build.mutation<Lesson, LessonRef & { patch: LessonPatch }>({
      query: ({ patch, ...lesson }) => ({ url: lessonUrl(lesson), method: 'PATCH', body: patch }),
      async onQueryStarted(
        { productId, sectionId, lessonId, patch },
        { dispatch, queryFulfilled },
      ) {
        const { position } = patch;
        if (position === undefined) return;
        const place = { sectionId: patch.sectionId ?? sectionId, position };
        const shown = dispatch(
          movedAtOnce(productId, (curriculum) => withLessonMoved(curriculum, lessonId, place)),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
      invalidatesTags: curriculumTag,
    }),
    deleteLesson: build.mutation<{ id: string }, LessonRef>({
      query: (lesson) => ({ url: lessonUrl(lesson), method: 'DELETE' }),
      invalidatesTags: curriculumTag,
    }),
  }),
});

export const {
  useGetCurriculumQuery,
  useAddSectionMutation,
  useEditSectionMutation,
  useDeleteSectionMutation,
  useAddLessonMutation,
  useEditLessonMutation,
  useDeleteLessonMutation,
} = curriculumApi;

/**
 * The workshop's curriculum. A video's state changes on the server alone (its transcode), so while one
 * is processing a second subscription reads it again every few seconds, and stops once none is.
 */
export function useCurriculum(productId: string) {
  const read = useGetCurriculumQuery(productId);
  const processing = read.data !== undefined && hasVideoProcessing(read.data);
  useGetCurriculumQuery(productId, { skip: !processing, pollingInterval: PROCESSING_POLL_MS });
  return read;
}
