// The classroom: an enrolled learner's curriculum with what is open (drip) and done, each open lesson,
// and the progress the player or the learner reports. What the learner may open follows their
// enrolment (its owner, while active and within its days of access) and the curriculum's drip days,
// counted in IST days from the purchase of a self-paced course, else from the batch's first session.
import {
  DRIP_DAYS_MAX,
  IST_OFFSET_MS,
  istDay,
  WATCHED_TO_COMPLETE,
  type ClassroomCurriculum,
  type ClassroomLesson,
  type ClassroomLessonDetail,
  type Curriculum,
  type Enrolment,
  type Lesson,
  type LessonProgress,
  type LessonProgressInput,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailBrand } from '../../lib/mail-layout';
import { enrolmentService } from '../learning/enrolment.service';
import type { MailOutbox } from '../outbox/outbox.service';
import { contactsOf } from '../users/user.service';
import type { CurriculumService } from '../lessons/curriculum.service';
import type { VideoService } from '../video/video.service';
import { classroomMailRepository } from './classroom-mail.repository';
import { courseCompletedMail, sectionOpenedMail, type Learner } from './classroom.mail';
import { progressRepository, type ProgressRow } from './progress.repository';
import {
  sectionOpeningCandidates,
  type SectionOpeningCandidate,
} from './section-openings.read-model';
import { creditAllowance, credited, secondsIn } from './watched-ranges';

const DAY_MS = 86_400_000;
/** A section that opened longer ago than this when the job first saw it is not mailed any more. */
const OPENING_MAIL_STALE_MS = 2 * DAY_MS;

/** Midnight IST of `days` days after the IST day of `start`. */
export function istMidnightAfter(start: Date, days: number): Date {
  const istDayStart = Math.floor((start.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(istDayStart - IST_OFFSET_MS + days * DAY_MS);
}

/**
 * When the enrolment's dripped lessons start counting: the purchase of a self-paced course, else its
 * batch's first session; null while that is undated.
 */
const dripStartOf = (enrolment: Enrolment): Date | null => {
  if (enrolment.workshop.format === 'self-paced') return new Date(enrolment.enrolledAt);
  const first = enrolment.batch.sessions[0];
  return first ? new Date(first.startsAt) : null;
};

/** Whole per cent of `lessons` completed. */
const percentDone = (lessons: ClassroomLesson[]): number =>
  lessons.length === 0
    ? 0
    : Math.floor((lessons.filter((lesson) => lesson.completed).length * 100) / lessons.length);

export interface ClassroomOptions {
  curricula: CurriculumService;
  videos: Pick<VideoService, 'startPlayback'>;
  clock: Clock;
  outbox: MailOutbox;
  brand: MailBrand;
}

/**
 * Who a seat's mails go to: the attendee it was given to until they claim it, else its account (as
 * the session reminders do).
 */
const learnerOf = (candidate: SectionOpeningCandidate): Learner =>
  candidate.attendee.email && !candidate.attendee.claimedAt
    ? { email: candidate.attendee.email, name: candidate.attendee.name }
    : candidate.account;

export function classroomService(db: Database, options: ClassroomOptions) {
  const { curricula, videos, clock, outbox, brand } = options;
  const classroomUrl = (enrolmentId: string | number) =>
    `${brand.publicUrl}/my-learning/${enrolmentId}`;
  const enrolments = enrolmentService(db, clock);
  const progress = progressRepository(db);

  /**
   * The learner's own active enrolment and its curriculum; 404 for another's, 403 once it ended or its
   * days of access are over.
   */
  async function opened(userId: number, enrolmentId: number) {
    const enrolment = await enrolments.getOwn(userId, enrolmentId);
    if (enrolment.status !== 'active') {
      throw new AppError(
        'FORBIDDEN',
        'Your access to this workshop has ended: its order was cancelled or refunded',
      );
    }
    if (
      enrolment.accessEndsAt !== null &&
      Date.parse(enrolment.accessEndsAt) <= clock().getTime()
    ) {
      throw new AppError(
        'FORBIDDEN',
        `Your access to this course ended on ${istDay(enrolment.accessEndsAt)}`,
      );
    }
    const curriculum = await curricula.curriculum(Number(enrolment.workshop.id));
    return { enrolment, curriculum };
  }

  function lessonState(
    lesson: Lesson,
    enrolment: Enrolment,
    row: ProgressRow | undefined,
    now: Date,
  ): ClassroomLesson {
    const start = dripStartOf(enrolment);
    const unlocksAt =
      lesson.dripDays === null || start === null ? null : istMidnightAfter(start, lesson.dripDays);
    return {
      id: lesson.id,
      title: lesson.title,
      kind: lesson.kind,
      durationSeconds: lesson.durationSeconds,
      locked: lesson.dripDays !== null && (unlocksAt === null || unlocksAt > now),
      unlocksAt: unlocksAt?.toISOString() ?? null,
      completed: row?.completedAt != null,
      position: row?.position ?? 0,
    };
  }

  function classroomOf(
    enrolment: Enrolment,
    curriculum: Curriculum,
    rows: ProgressRow[],
  ): ClassroomCurriculum {
    const byLesson = new Map(rows.map((row) => [String(row.lessonId), row]));
    const now = clock();
    const sections = curriculum.sections.map((section) => ({
      id: section.id,
      title: section.title,
      lessons: section.lessons.map((lesson) =>
        lessonState(lesson, enrolment, byLesson.get(lesson.id), now),
      ),
    }));
    const lessons = sections.flatMap((section) => section.lessons);
    const lastReported = rows
      .filter((row) => row.reportedAt !== null && row.completedAt === null)
      .sort((a, b) => b.reportedAt!.getTime() - a.reportedAt!.getTime())[0];
    const next = lastReported
      ? lessons.find((lesson) => lesson.id === String(lastReported.lessonId) && !lesson.locked)
      : lessons.find((lesson) => !lesson.locked && !lesson.completed);
    return {
      enrolmentId: enrolment.id,
      productId: curriculum.productId,
      workshop: { title: enrolment.workshop.title, slug: enrolment.workshop.slug },
      courseProgress: percentDone(lessons),
      resume: next ? { lessonId: next.id, position: next.position } : null,
      sections,
    };
  }

  /** The lesson of the curriculum, open to the learner now; 404 when it is not in it, 403 while locked. */
  async function openLesson(userId: number, enrolmentId: number, lessonId: number) {
    const { enrolment, curriculum } = await opened(userId, enrolmentId);
    const lesson = curriculum.sections
      .flatMap((section) => section.lessons)
      .find((candidate) => candidate.id === String(lessonId));
    if (!lesson) throw notFound('Lesson', lessonId);
    // Whether it is open depends on the dates alone, not on the learner's progress.
    const state = lessonState(lesson, enrolment, undefined, clock());
    if (state.locked) {
      throw new AppError(
        'FORBIDDEN',
        state.unlocksAt
          ? `This lesson opens on ${istDay(state.unlocksAt)}`
          : 'This lesson opens once your batch has its dates',
      );
    }
    return { enrolment, curriculum, lesson };
  }

  /** Records the course completed, once, and mails the learner in the same transaction. */
  async function completeOnce(userId: number, enrolment: Enrolment, lessonCount: number) {
    const learner = (await contactsOf(db, [userId])).get(userId);
    await db.transaction(async (tx) => {
      const first = await classroomMailRepository(tx).completed(Number(enrolment.id), clock());
      if (!first || !learner) return;
      await outbox.add(
        tx,
        await courseCompletedMail(brand, {
          learner,
          workshopTitle: enrolment.workshop.title,
          lessonCount,
          classroomUrl: classroomUrl(enrolment.id),
        }),
      );
    });
  }

  return {
    async curriculum(userId: number, enrolmentId: number): Promise<ClassroomCurriculum> {
      const { enrolment, curriculum } = await opened(userId, enrolmentId);
      return classroomOf(enrolment, curriculum, await progress.ofEnrolment(Number(enrolment.id)));
    },

    /**
     * The open lesson with the learner's progress; a ready video comes with a playback for this
     * login session (`sessionTag`).
     */
    async lesson(
      userId: number,
      enrolmentId: number,
      lessonId: number,
      sessionTag: string | null,
    ): Promise<ClassroomLessonDetail> {
      const { enrolment, lesson } = await openLesson(userId, enrolmentId, lessonId);
      const row = (await progress.ofEnrolment(Number(enrolment.id))).find(
        (candidate) => candidate.lessonId === lessonId,
      );
      const state = lessonState(lesson, enrolment, row, clock());
      const playback =
        lesson.kind === 'video' && lesson.video?.state === 'ready'
          ? await videos.startPlayback({
              videoId: Number(lesson.video.id),
              userId,
              sessionTag,
              enrolmentId: Number(enrolment.id),
              lessonId,
            })
          : undefined;
      return {
        ...state,
        sectionId: lesson.sectionId,
        body: lesson.body,
        url: lesson.url,
        playback: playback ?? null,
      };
    },

    /** Refuses (403, 404) a learner who may not open the lesson now: its video is theirs to play. */
    async assertOpen(userId: number, enrolmentId: number, lessonId: number): Promise<void> {
      await openLesson(userId, enrolmentId, lessonId);
    },

    /**
     * Records a report: a video's position and newly watched seconds (credited no faster than it can
     * play), complete from 90 % of its distinct seconds; any other lesson done when the learner says
     * so. A lesson once completed stays completed; the same report twice changes nothing more.
     */
    async report(
      userId: number,
      enrolmentId: number,
      lessonId: number,
      input: LessonProgressInput,
    ): Promise<LessonProgress> {
      const { enrolment, curriculum, lesson } = await openLesson(userId, enrolmentId, lessonId);
      const isVideo = lesson.kind === 'video';
      if (isVideo !== 'watched' in input) {
        throw new AppError(
          'VALIDATION_FAILED',
          isVideo
            ? 'A video lesson is done once you have watched it: report its position and watched seconds'
            : 'Mark this lesson as done with { "done": true }',
        );
      }
      const now = clock();
      await progress.change(Number(enrolment.id), lessonId, (row) => {
        if (!('watched' in input)) return { completedAt: row.completedAt ?? now, reportedAt: now };
        const length = lesson.durationSeconds;
        const sinceLast = row.reportedAt ? now.getTime() - row.reportedAt.getTime() : null;
        const watched = credited(row.watched, input.watched, creditAllowance(sinceLast), length);
        const watchedSeconds = secondsIn(watched);
        const done = length !== null && watchedSeconds >= Math.ceil(length * WATCHED_TO_COMPLETE);
        return {
          watched,
          watchedSeconds,
          position: length === null ? input.position : Math.min(input.position, length),
          reportedAt: now,
          completedAt: row.completedAt ?? (done ? now : null),
        };
      });
      const classroom = classroomOf(
        enrolment,
        curriculum,
        await progress.ofEnrolment(Number(enrolment.id)),
      );
      const lessons = classroom.sections.flatMap((section) => section.lessons);
      const reported = lessons.find((candidate) => candidate.id === String(lessonId));
      if (lessons.every((candidate) => candidate.completed)) {
        await completeOnce(userId, enrolment, lessons.length);
      }
      return { completed: reported?.completed ?? false, courseProgress: classroom.courseProgress };
    },

    /**
     * Mails each learner the sections of their course that have opened since the last pass, once
     * each however many instances run it; a section open before they enrolled, or found too late,
     * is noted without a mail. Answers how many mails it wrote.
     */
    async mailOpenedSections(): Promise<number> {
      const now = clock();
      const candidates = await sectionOpeningCandidates(
        db,
        new Date(now.getTime() - (DRIP_DAYS_MAX + 1) * DAY_MS),
        new Date(now.getTime() + DAY_MS),
      );
      let mailed = 0;
      for (const candidate of candidates) {
        const opensAt = istMidnightAfter(candidate.dripStart, candidate.opensAfterDays);
        if (opensAt > now) continue;
        const worthMailing =
          opensAt > candidate.enrolledAt &&
          now.getTime() - opensAt.getTime() <= OPENING_MAIL_STALE_MS;
        await db.transaction(async (tx) => {
          const handled = await classroomMailRepository(tx).sectionHandled(
            candidate.enrolmentId,
            candidate.sectionId,
            worthMailing,
            now,
          );
          if (!handled || !worthMailing) return;
          await outbox.add(
            tx,
            await sectionOpenedMail(brand, {
              learner: learnerOf(candidate),
              workshopTitle: candidate.workshopTitle,
              sectionTitle: candidate.sectionTitle,
              lessonTitles: candidate.lessonTitles,
              classroomUrl: classroomUrl(candidate.enrolmentId),
            }),
          );
          mailed += 1;
        });
      }
      return mailed;
    },
  };
}

export type ClassroomService = ReturnType<typeof classroomService>;
