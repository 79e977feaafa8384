// Curriculum rules: admins build a workshop's sections and lessons and move them; positions stay
// 1, 2, 3… because every change takes the curriculum's lock first (docs/decisions/0066). Shoppers read
// the outline, with the content of free previews only.
import type {
  Curriculum,
  CurriculumOutline,
  Lesson,
  LessonInput,
  LessonPatch,
  Section,
  SectionInput,
  SectionPatch,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { productService } from '../catalogue/product.service';
import type { VideoService } from '../video/video.service';
import {
  toCurriculum,
  toLesson,
  toOutline,
  toSection,
  type VideoStates,
} from './curriculum.mapper';
import { curriculumRepository, type LessonRow, type SectionRow } from './curriculum.repository';
import { checkedContent, keptForKind, type LessonContent } from './lesson-content';

type Repository = ReturnType<typeof curriculumRepository>;

const noSection = (productId: number, sectionId: number) =>
  new AppError('NOT_FOUND', `Workshop ${productId} has no section ${sectionId}`);
const noLesson = (sectionId: number, lessonId: number) =>
  new AppError('NOT_FOUND', `Section ${sectionId} has no lesson ${lessonId}`);

/** Refuses a position past the `last` one a move may reach. */
function assertPosition(position: number, last: number): void {
  if (position > last) {
    throw new AppError(
      'VALIDATION_FAILED',
      last === 1
        ? 'Position must be 1: it is the only place'
        : `Position must be from 1 to ${last}`,
    );
  }
}

/** The shift that makes room at `to` for what leaves `from`, among siblings moved by `shift`. */
async function makeRoom(
  shift: (by: number, from?: number, to?: number) => Promise<void>,
  from: number,
  to: number,
): Promise<void> {
  if (to < from) await shift(1, to, from - 1);
  else if (to > from) await shift(-1, from + 1, to);
}

export interface CurriculumOptions {
  /** This site's origin (PUBLIC_URL's): a text lesson's images come from it only. */
  ownOrigin: string;
  /** Where video lessons' videos are made and kept. */
  videos: Pick<VideoService, 'fromUpload' | 'states'>;
}

export function curriculumService(db: Database, options: CurriculumOptions) {
  const repository = curriculumRepository(db);

  /** The states of the videos of `lessons`. */
  const videosOf = (lessons: LessonRow[], tx: Database = db): Promise<VideoStates> =>
    options.videos.states(
      lessons.flatMap((lesson) => (lesson.videoId === null ? [] : [lesson.videoId])),
      tx,
    );

  /** The lesson as the API shows it, with its video's state. */
  const shown = async (tx: Database, row: LessonRow): Promise<Lesson> =>
    toLesson(row, await videosOf([row], tx));

  /**
   * The video and length a lesson has after `patch`: a new upload becomes a new video, its length
   * unknown until transcoded; a lesson that stops being a video keeps neither.
   */
  async function patchedVideo(
    tx: Database,
    row: LessonRow,
    patch: LessonPatch,
  ): Promise<Pick<LessonRow, 'videoId'> & Partial<Pick<LessonRow, 'durationSeconds'>>> {
    const kind = patch.kind ?? row.kind;
    if (patch.video !== undefined) {
      if (kind !== 'video')
        throw new AppError('VALIDATION_FAILED', 'Only a video lesson takes a video');
      return { videoId: await options.videos.fromUpload(patch.video, tx), durationSeconds: null };
    }
    if (kind !== 'video') return { videoId: null };
    return row.kind === 'video'
      ? { videoId: row.videoId, durationSeconds: row.durationSeconds }
      : { videoId: null };
  }

  /** Locks the workshop's curriculum for the rest of the transaction; an unknown workshop is a 404. */
  async function lockedCurriculum(tx: Database, productId: number): Promise<Repository> {
    await productService(tx).get(productId, true);
    const locked = curriculumRepository(tx);
    await locked.lock(productId);
    return locked;
  }

  async function sectionOf(
    locked: Repository,
    productId: number,
    sectionId: number,
  ): Promise<SectionRow> {
    const section = await locked.section(productId, sectionId);
    if (!section) throw noSection(productId, sectionId);
    return section;
  }

  /** The lesson's content after `patch`: fields its kind no longer takes are emptied unless named. */
  function patchedContent(row: LessonRow, patch: LessonPatch): LessonContent {
    const kind = patch.kind ?? row.kind;
    const kept = keptForKind({ ...row, kind });
    return checkedContent(
      {
        kind,
        body: patch.body === undefined ? kept.body : patch.body,
        url: patch.url === undefined ? kept.url : patch.url,
        durationSeconds:
          patch.durationSeconds === undefined ? kept.durationSeconds : patch.durationSeconds,
      },
      options.ownOrigin,
    );
  }

  /** Moves the lesson within its section or to the end (or `position`) of another of the workshop. */
  async function moveLesson(
    locked: Repository,
    productId: number,
    row: LessonRow,
    patch: LessonPatch,
  ): Promise<Pick<LessonRow, 'sectionId' | 'position'>> {
    const target = patch.sectionId === undefined ? row.sectionId : Number(patch.sectionId);
    if (target === row.sectionId) {
      const position = patch.position ?? row.position;
      assertPosition(position, await locked.lessonCount(row.sectionId));
      await makeRoom(
        (by, from, to) => locked.shiftLessons(row.sectionId, by, from, to),
        row.position,
        position,
      );
      return { sectionId: row.sectionId, position };
    }
    await sectionOf(locked, productId, target);
    const last = (await locked.lessonCount(target)) + 1;
    const position = patch.position ?? last;
    assertPosition(position, last);
    await locked.shiftLessons(row.sectionId, -1, row.position + 1);
    await locked.shiftLessons(target, 1, position);
    return { sectionId: target, position };
  }

  return {
    /** Everything of the workshop's curriculum, withdrawn or not (admins). */
    async curriculum(productId: number): Promise<Curriculum> {
      await productService(db).get(productId, true);
      const [sections, lessons] = await Promise.all([
        repository.sections(productId),
        repository.lessons(productId),
      ]);
      return toCurriculum(productId, sections, lessons, await videosOf(lessons));
    },

    /** A video made ready, in the transaction that says so: the lessons that show it take its length. */
    async videoReady(tx: Database, video: { id: number; durationSeconds: number }): Promise<void> {
      await curriculumRepository(tx).setVideoLength(video.id, video.durationSeconds);
    },

    /** The outline shoppers see; the caller has checked that the workshop is offered. */
    async outline(productId: number): Promise<CurriculumOutline> {
      const [sections, lessons] = await Promise.all([
        repository.sections(productId),
        repository.lessons(productId),
      ]);
      return toOutline(toCurriculum(productId, sections, lessons, await videosOf(lessons)));
    },

    /** A new section at the end of the curriculum. */
    addSection: (actor: AuditActor, productId: number, input: SectionInput): Promise<Section> =>
      db.transaction(async (tx) => {
        const locked = await lockedCurriculum(tx, productId);
        const position = (await locked.sectionCount(productId)) + 1;
        const section = toSection(
          await locked.insertSection(productId, position, input.title),
          [],
          new Map(),
        );
        await recordAudit(tx, {
          actor,
          action: 'section.create',
          entityType: 'section',
          entityId: section.id,
          after: { productId, ...section },
        });
        return section;
      }),

    editSection: (
      actor: AuditActor,
      productId: number,
      sectionId: number,
      patch: SectionPatch,
    ): Promise<Section> =>
      db.transaction(async (tx) => {
        const locked = await lockedCurriculum(tx, productId);
        const before = await sectionOf(locked, productId, sectionId);
        if (patch.position !== undefined) {
          assertPosition(patch.position, await locked.sectionCount(productId));
          await makeRoom(
            (by, from, to) => locked.shiftSections(productId, by, from, to),
            before.position,
            patch.position,
          );
        }
        const after = await locked.updateSection(sectionId, patch);
        const lessons = await locked.lessons(productId, sectionId);
        const section = toSection(after, lessons, await videosOf(lessons, tx));
        await recordAudit(tx, {
          actor,
          action: 'section.update',
          entityType: 'section',
          entityId: sectionId,
          before: { productId, title: before.title, position: before.position },
          after: { productId, title: after.title, position: after.position },
        });
        return section;
      }),

    /** Deletes the section with its lessons; the sections after it move up. */
    removeSection: (actor: AuditActor, productId: number, sectionId: number): Promise<void> =>
      db.transaction(async (tx) => {
        const locked = await lockedCurriculum(tx, productId);
        const lessons = await locked.lessons(productId, sectionId);
        const section = toSection(
          await sectionOf(locked, productId, sectionId),
          lessons,
          await videosOf(lessons, tx),
        );
        await locked.deleteSection(sectionId);
        await locked.shiftSections(productId, -1, section.position + 1);
        await recordAudit(tx, {
          actor,
          action: 'section.delete',
          entityType: 'section',
          entityId: sectionId,
          before: { productId, ...section },
        });
      }),

    /** A new lesson at the end of its section. */
    addLesson: (
      actor: AuditActor,
      productId: number,
      sectionId: number,
      input: LessonInput,
    ): Promise<Lesson> =>
      db.transaction(async (tx) => {
        const locked = await lockedCurriculum(tx, productId);
        await sectionOf(locked, productId, sectionId);
        const content = checkedContent(
          {
            kind: input.kind,
            body: input.body ?? null,
            url: input.url ?? null,
            durationSeconds: input.durationSeconds ?? null,
          },
          options.ownOrigin,
        );
        const position = (await locked.lessonCount(sectionId)) + 1;
        const lesson = await shown(
          tx,
          await locked.insertLesson(sectionId, position, {
            ...content,
            title: input.title,
            preview: input.preview ?? false,
            dripDays: input.dripDays ?? null,
          }),
        );
        await recordAudit(tx, {
          actor,
          action: 'lesson.create',
          entityType: 'lesson',
          entityId: lesson.id,
          after: { productId, ...lesson },
        });
        return lesson;
      }),

    /** Changes what `patch` names, and moves the lesson when it names `sectionId` or `position`. */
    editLesson: (
      actor: AuditActor,
      productId: number,
      sectionId: number,
      lessonId: number,
      patch: LessonPatch,
    ): Promise<Lesson> =>
      db.transaction(async (tx) => {
        const locked = await lockedCurriculum(tx, productId);
        const before = await locked.lesson(productId, sectionId, lessonId);
        if (!before) throw noLesson(sectionId, lessonId);
        const content = patchedContent(before, patch);
        const video = await patchedVideo(tx, before, patch);
        const moved =
          patch.sectionId === undefined && patch.position === undefined
            ? {}
            : await moveLesson(locked, productId, before, patch);
        const lesson = await shown(
          tx,
          await locked.updateLesson(lessonId, {
            ...content,
            ...video,
            ...moved,
            ...(patch.title !== undefined && { title: patch.title }),
            ...(patch.preview !== undefined && { preview: patch.preview }),
            ...(patch.dripDays !== undefined && { dripDays: patch.dripDays }),
          }),
        );
        await recordAudit(tx, {
          actor,
          action: 'lesson.update',
          entityType: 'lesson',
          entityId: lessonId,
          before: { productId, ...(await shown(tx, before)) },
          after: { productId, ...lesson },
        });
        return lesson;
      }),

    /** Deletes the lesson; the lessons after it in its section move up. */
    removeLesson: (
      actor: AuditActor,
      productId: number,
      sectionId: number,
      lessonId: number,
    ): Promise<void> =>
      db.transaction(async (tx) => {
        const locked = await lockedCurriculum(tx, productId);
        const lesson = await locked.lesson(productId, sectionId, lessonId);
        if (!lesson) throw noLesson(sectionId, lessonId);
        await locked.deleteLesson(lessonId);
        await locked.shiftLessons(sectionId, -1, lesson.position + 1);
        await recordAudit(tx, {
          actor,
          action: 'lesson.delete',
          entityType: 'lesson',
          entityId: lessonId,
          before: { productId, ...(await shown(tx, lesson)) },
        });
      }),
  };
}
export type CurriculumService = ReturnType<typeof curriculumService>;
