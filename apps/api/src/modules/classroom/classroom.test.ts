// The classroom on every engine: an enrolled learner reads the curriculum with what is open and done,
// dripped lessons open at midnight IST of their day, a video completes only from seconds it could have
// played (seeking is not watching), reports are idempotent under parallel writes, and nobody else, nor
// the learner once the order is cancelled, gets in.
import type {
  ClassroomCurriculum,
  ClassroomLessonDetail,
  Enrolment,
  Lesson,
  LessonProgress,
  Section,
} from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema';
import {
  buySeats,
  datedWorkshop,
  DAY,
  dayAfterTomorrowIst,
  HOUR,
} from '../../../test/learning.fixtures';
import { call } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

/** The batch's first session: 01:00 IST that day, still the day before in UTC. */
const FIRST_SESSION = new Date(dayAfterTomorrowIst + HOUR);
/** Three IST days after it: midnight IST. */
const THIRD_DAY_OPENS = new Date(dayAfterTomorrowIst + 3 * DAY).toISOString();
/** That day as a reader in India writes it, by the platform's own calendar. */
const thirdDayInWords = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
}).format(new Date(THIRD_DAY_OPENS));

describe.each(testEngines)('the classroom on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let learner: SignedInUser;
  let now = Date.now();
  let enrolment: Enrolment;
  let orderId: string;
  const lessonIds: Record<'video' | 'reading' | 'later', string> = {
    video: '',
    reading: '',
    later: '',
  };

  const base = () => `/api/enrolments/${enrolment.id}`;
  const curriculumOf = (user: SignedInUser | undefined) =>
    call<ClassroomCurriculum>(t, user, 'GET', `${base()}/curriculum`);
  const lessonOf = (user: SignedInUser | undefined, lessonId: string) =>
    call<ClassroomLessonDetail>(t, user, 'GET', `${base()}/lessons/${lessonId}`);
  const report = (user: SignedInUser | undefined, lessonId: string, body: object) =>
    call<LessonProgress>(t, user, 'POST', `${base()}/lessons/${lessonId}/progress`, body);

  /** A video's length as processing its file would record it. */
  const videoLasts = (lessonId: string, seconds: number) =>
    t.database.db
      .update(lessons)
      .set({ durationSeconds: seconds })
      .where(eq(lessons.id, Number(lessonId)));

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: () => new Date(now) });
    admin = await signedInUser(t, 'admin');
    learner = await signedInUser(t);
    const product = await datedWorkshop(t, [
      { startsAt: FIRST_SESSION, endsAt: new Date(FIRST_SESSION.getTime() + 3 * HOUR) },
    ]);
    const sections = `/api/products/${product.id}/sections`;
    const addSection = async (title: string) =>
      (await call<Section>(t, admin, 'POST', sections, { title })).body.id;
    const addLesson = async (sectionId: string, lesson: object) => {
      const added = await call<Lesson>(
        t,
        admin,
        'POST',
        `${sections}/${sectionId}/lessons`,
        lesson,
      );
      expect(added.status).toBe(201);
      return added.body.id;
    };
    const basics = await addSection('Basics');
    lessonIds.video = await addLesson(basics, { title: 'Welcome', kind: 'video' });
    await videoLasts(lessonIds.video, 100);
    lessonIds.reading = await addLesson(basics, {
      title: 'Read me',
      kind: 'text',
      body: '<p>Models start with <b>assumptions</b>.</p><script>alert(1)</script>',
    });
    const week2 = await addSection('Week 2');
    lessonIds.later = await addLesson(week2, {
      title: 'Later',
      kind: 'text',
      body: '<p>Opens on day three.</p>',
      dripDays: 3,
    });
    const order = await buySeats(t, learner, product.id);
    orderId = order.id;
    enrolment = (await call<Enrolment[]>(t, learner, 'GET', '/api/enrolments')).body[0]!;
  });
  afterAll(() => t.close());

  it('shows the learner the curriculum in order, a dripped lesson locked until midnight IST of its day', async () => {
    const read = await curriculumOf(learner);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      enrolmentId: enrolment.id,
      workshop: { title: enrolment.workshop.title, slug: enrolment.workshop.slug },
      courseProgress: 0,
      resume: { lessonId: lessonIds.video, position: 0 },
    });
    expect(
      read.body.sections.map((section) => [
        section.title,
        section.lessons.map(({ title, locked, unlocksAt, completed }) => ({
          title,
          locked,
          unlocksAt,
          completed,
        })),
      ]),
    ).toEqual([
      [
        'Basics',
        [
          { title: 'Welcome', locked: false, unlocksAt: null, completed: false },
          { title: 'Read me', locked: false, unlocksAt: null, completed: false },
        ],
      ],
      ['Week 2', [{ title: 'Later', locked: true, unlocksAt: THIRD_DAY_OPENS, completed: false }]],
    ]);

    const early = await lessonOf(learner, lessonIds.later);
    expect(early).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', message: `This lesson opens on ${thirdDayInWords}` },
    });
    expect((await report(learner, lessonIds.later, { done: true })).status).toBe(403);

    now = Date.parse(THIRD_DAY_OPENS) - 1000;
    expect((await lessonOf(learner, lessonIds.later)).status).toBe(403);
    now = Date.parse(THIRD_DAY_OPENS);
    expect(await lessonOf(learner, lessonIds.later)).toMatchObject({
      status: 200,
      body: { title: 'Later', locked: false, body: '<p>Opens on day three.</p>' },
    });
  });

  it('serves an open lesson with its sanitised text', async () => {
    const read = await lessonOf(learner, lessonIds.reading);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ kind: 'text', completed: false, url: null });
    expect(read.body.body).toContain('<b>assumptions</b>');
    expect(read.body.body).not.toContain('script');
  });

  it('completes a video only from seconds it could have played, and keeps where the learner was', async () => {
    expect(await report(learner, lessonIds.video, { position: 10, watched: [[0, 10]] })).toEqual(
      expect.objectContaining({ status: 200, body: { completed: false, courseProgress: 0 } }),
    );
    // A jump to the end at once: only the seconds it could have played count.
    expect(
      (await report(learner, lessonIds.video, { position: 100, watched: [[10, 100]] })).body,
    ).toEqual({ completed: false, courseProgress: 0 });
    const resumed = await curriculumOf(learner);
    expect(resumed.body.resume).toEqual({ lessonId: lessonIds.video, position: 100 });
    expect((await lessonOf(learner, lessonIds.video)).body.position).toBe(100);

    // A minute later, the rest reported again: 90 % of its distinct seconds are now watched.
    now += 60_000;
    expect(
      (await report(learner, lessonIds.video, { position: 95, watched: [[0, 95]] })).body,
    ).toEqual({ completed: true, courseProgress: 33 });
    // The same report again changes nothing; a completed lesson stays completed.
    expect(
      (await report(learner, lessonIds.video, { position: 95, watched: [[0, 95]] })).body,
    ).toEqual({ completed: true, courseProgress: 33 });
  });

  it('marks a text lesson done when the learner says so, and asks each kind for its own report', async () => {
    expect(
      await report(learner, lessonIds.reading, { position: 3, watched: [[0, 3]] }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Mark this lesson as done with { "done": true }' },
    });
    expect(await report(learner, lessonIds.video, { done: true })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect((await report(learner, lessonIds.reading, { done: true })).body).toEqual({
      completed: true,
      courseProgress: 66,
    });
    expect((await report(learner, lessonIds.later, { done: true })).body).toEqual({
      completed: true,
      courseProgress: 100,
    });
    expect((await curriculumOf(learner)).body).toMatchObject({ courseProgress: 100, resume: null });
  });

  it('applies parallel reports one after another, losing none', async () => {
    const other = await signedInUser(t);
    const product = await datedWorkshop(t, [
      { startsAt: FIRST_SESSION, endsAt: new Date(FIRST_SESSION.getTime() + HOUR) },
    ]);
    const sectionId = (
      await call<Section>(t, admin, 'POST', `/api/products/${product.id}/sections`, {
        title: 'One',
      })
    ).body.id;
    const lessonId = (
      await call<Lesson>(
        t,
        admin,
        'POST',
        `/api/products/${product.id}/sections/${sectionId}/lessons`,
        { title: 'Clip', kind: 'video' },
      )
    ).body.id;
    await videoLasts(lessonId, 40);
    await buySeats(t, other, product.id);
    const [own] = (await call<Enrolment[]>(t, other, 'GET', '/api/enrolments')).body;
    const url = `/api/enrolments/${own!.id}/lessons/${lessonId}/progress`;
    // Eight reports at once, each of its own five seconds: every one is applied on top of the others.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, part) =>
        call<LessonProgress>(t, other, 'POST', url, {
          position: part * 5 + 5,
          watched: [[part * 5, part * 5 + 5]],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const read = await call<ClassroomCurriculum>(
      t,
      other,
      'GET',
      `/api/enrolments/${own!.id}/curriculum`,
    );
    expect(read.body).toMatchObject({ courseProgress: 100, resume: null });
    // The same seconds again change nothing.
    expect(
      (await call<LessonProgress>(t, other, 'POST', url, { position: 40, watched: [[0, 40]] }))
        .body,
    ).toEqual({ completed: true, courseProgress: 100 });
  });

  it('keeps everyone else out: a visitor 401, another learner 404, the learner 403 once cancelled', async () => {
    const stranger = await signedInUser(t);
    expect((await curriculumOf(undefined)).status).toBe(401);
    expect((await curriculumOf(stranger)).status).toBe(404);
    expect((await lessonOf(stranger, lessonIds.reading)).status).toBe(404);
    expect((await report(stranger, lessonIds.reading, { done: true })).status).toBe(404);
    expect((await lessonOf(learner, '999999')).status).toBe(404);

    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${orderId}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    expect(await curriculumOf(learner)).toMatchObject({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: 'Your access to this workshop has ended: its order was cancelled or refunded',
      },
    });
    expect((await lessonOf(learner, lessonIds.reading)).status).toBe(403);
  });
});
