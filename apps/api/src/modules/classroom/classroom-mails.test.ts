// The classroom's mails on every engine: a dripped section's opening is mailed to each learner once,
// at midnight IST of its day, however many instances look at once, and not to a learner who enrolled
// after it opened; completing every lesson mails the learner once.
import type { Enrolment, Lesson, LessonProgress, Section } from '@kaushal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enrolments, outboxMails } from '../../db/schema';
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
import { classroomService } from './classroom.service';

/** The batch's first session: 10:00 IST that day. */
const FIRST_SESSION = new Date(dayAfterTomorrowIst + 10 * HOUR);
/** Week 2 opens three IST days later, at midnight IST. */
const WEEK_2_OPENS = dayAfterTomorrowIst + 3 * DAY;

describe.each(testEngines)('the classroom mails on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let learner: SignedInUser;
  let now = Date.now();
  let workshopTitle: string;
  let enrolment: Enrolment;
  const lessonIds: string[] = [];

  const mails = async () =>
    (await t.database.db.select().from(outboxMails)).map((row) => row.message);
  /** Another instance's classroom over the same database. */
  const secondInstance = () =>
    classroomService(t.database.db, {
      curricula: t.app.curricula,
      videos: t.app.videos,
      clock: () => new Date(now),
      outbox: t.app.outbox,
      brand: {
        legalName: 'Kaushal Learning Private Limited',
        address: 'Mumbai',
        publicUrl: t.config.publicUrl,
        email: 'shop@kaushal.example',
      },
    });

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
    const addLesson = async (sectionId: string, title: string, dripDays?: number) => {
      const added = await call<Lesson>(t, admin, 'POST', `${sections}/${sectionId}/lessons`, {
        title,
        kind: 'text',
        body: `<p>${title}</p>`,
        ...(dripDays !== undefined && { dripDays }),
      });
      lessonIds.push(added.body.id);
    };
    const basics = await addSection('Basics');
    await addLesson(basics, 'How a model flows');
    const week2 = await addSection('Week 2');
    await addLesson(week2, 'Scenarios', 3);
    await addLesson(week2, 'Sensitivities', 4);
    await buySeats(t, learner, product.id);
    enrolment = (await call<Enrolment[]>(t, learner, 'GET', '/api/enrolments')).body[0]!;
    workshopTitle = enrolment.workshop.title;
  });
  afterAll(() => t.close());

  const openingMails = async () =>
    (await mails()).filter((mail) => mail.subject.includes('is open'));

  it('mails nothing before the section opens', async () => {
    now = WEEK_2_OPENS - 1000;
    expect(await t.app.classroom.mailOpenedSections()).toBe(0);
    expect(await openingMails()).toEqual([]);
  });

  it('mails the opening once at midnight IST, though two instances look at once', async () => {
    now = WEEK_2_OPENS;
    const written = await Promise.all([
      t.app.classroom.mailOpenedSections(),
      secondInstance().mailOpenedSections(),
    ]);
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [mail, ...others] = await openingMails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: learner.email,
      subject: `New in ${workshopTitle}: "Week 2" is open`,
    });
    expect(mail!.text).toContain(
      `"Week 2" of "${workshopTitle}" has opened for you, with 2 lessons:`,
    );
    expect(mail!.text).toContain('• Scenarios\n• Sensitivities');
    expect(mail!.text).toContain(`${t.config.publicUrl}/my-learning/${enrolment.id}`);
    now += DAY;
    expect(await t.app.classroom.mailOpenedSections()).toBe(0);
  });

  it('does not mail a learner who enrolled after the section opened', async () => {
    const late = await signedInUser(t);
    const order = await buySeats(t, late, Number(enrolment.workshop.id));
    // Enrolled by the shop's clock, a day after the opening (the database's own clock is today's).
    await t.database.db
      .update(enrolments)
      .set({ createdAt: new Date(now) })
      .where(eq(enrolments.orderId, Number(order.id)));
    expect(await t.app.classroom.mailOpenedSections()).toBe(0);
    expect((await openingMails()).map((mail) => mail.to)).toEqual([learner.email]);
  });

  it('mails the learner once when every lesson is completed', async () => {
    const done = (lessonId: string) =>
      call<LessonProgress>(
        t,
        learner,
        'POST',
        `/api/enrolments/${enrolment.id}/lessons/${lessonId}/progress`,
        { done: true },
      );
    const completionMails = async () =>
      (await mails()).filter((mail) => mail.subject === `You completed ${workshopTitle}`);
    await done(lessonIds[0]!);
    await done(lessonIds[1]!);
    expect(await completionMails()).toEqual([]);
    const last = await Promise.all([done(lessonIds[2]!), done(lessonIds[2]!)]);
    expect(last.map((answer) => answer.body.courseProgress)).toEqual([100, 100]);
    await done(lessonIds[0]!);
    const [mail, ...others] = await completionMails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe(learner.email);
    expect(mail?.text).toContain(`you have completed all 3 lessons of "${workshopTitle}"`);
  });
});
