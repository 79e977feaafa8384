// Attendance and certificates on every engine: the admin's roster and CSV, attendance marked once a
// session started, certificates issued once to those who meet the rule (concurrent requests too), the
// PDF as an independent reader extracts it, and the public check of a code.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  AuditEntry,
  BatchRoster,
  CertificateIssueResult,
  Enrolment,
  PublicCertificate,
  RosterLearner,
} from '@kaushal/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, enrolments, users } from '../../db/schema';
import { ADDRESS, call, insertProduct, placeOrder } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { CERTIFICATE_LOOKUP_PER_IP } from './certificate.limits';
import { meetsAttendanceRule } from './roster.service';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('the attendance rule', () => {
  it('counts 75 % of sessions as meeting 75 %, 74 % as not, and no sessions as never', () => {
    expect(meetsAttendanceRule(75, 100, 75)).toBe(true);
    expect(meetsAttendanceRule(74, 100, 75)).toBe(false);
    expect(meetsAttendanceRule(3, 4, 75)).toBe(true);
    expect(meetsAttendanceRule(2, 3, 67)).toBe(false);
    expect(meetsAttendanceRule(0, 0, 0)).toBe(false);
    expect(meetsAttendanceRule(0, 4, 0)).toBe(true);
  });
});

describe.each(testEngines)('attendance and certificates on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Four two-hour sessions that have all taken place (one a day, ending yesterday) unless given. */
  const pastSessions = (count = 4) =>
    Array.from({ length: count }, (_, index) => {
      const startsAt = new Date(Date.now() - (count - index + 1) * DAY);
      return {
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
      };
    });

  /** A workshop whose batch has these sessions and rule, with learners who bought seats. */
  async function batchWithLearners(
    buyers: { name: string | null; seats?: number }[],
    sessions = pastSessions(),
    attendancePercentRequired = 75,
  ) {
    const product = await insertProduct(t, { stock: 20 });
    await t.database.db
      .update(batches)
      .set({ name: 'March cohort', sessions, attendancePercentRequired })
      .where(eq(batches.id, product.batchId));
    const learners: SignedInUser[] = [];
    for (const { name, seats } of buyers) {
      const buyer = await signedInUser(t);
      await t.database.db.update(users).set({ name }).where(eq(users.id, buyer.id));
      const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: seats ?? 1 }]);
      const paid = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
        paymentStatus: 'received',
      });
      expect(paid.status).toBe(200);
      learners.push(buyer);
    }
    const base = `/api/products/${product.id}/batches/${product.batchId}`;
    return { product, learners, base };
  }

  const rosterOf = async (base: string) => {
    const answer = await call<BatchRoster>(t, admin, 'GET', `${base}/roster`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  async function mark(base: string, enrolment: string, session: number, present = true) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/attendance`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ enrolment, session, present }),
    });
    return {
      status: response.statusCode,
      body: response.json<RosterLearner & { message?: string }>(),
    };
  }

  async function attend(base: string, enrolment: string, sessions: number[]) {
    for (const session of sessions) expect((await mark(base, enrolment, session)).status).toBe(200);
  }

  const issue = (base: string) =>
    call<CertificateIssueResult>(t, admin, 'POST', `${base}/certificates`, {});

  const outbox = async () => {
    const dir = join(t.config.dataDir, 'outbox');
    const files = await readdir(dir).catch(() => []);
    return Promise.all(files.map(async (file) => simpleParser(await readFile(join(dir, file)))));
  };

  it('lists the active learners with contact, order, seat claim, attendance and certificate', async () => {
    const { base, learners, product } = await batchWithLearners([
      { name: 'Priya Sharma', seats: 2 },
      { name: null },
    ]);
    const [priya, nameless] = learners;
    // Priya's account has a number of its own; the nameless buyer's has none, so their order's shows.
    await t.database.db
      .update(users)
      .set({ phone: '+919811122233' })
      .where(eq(users.id, priya!.id));
    // Priya gives her second seat to a colleague who has not claimed it yet.
    const [, given] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, priya!.id))
      .orderBy(enrolments.seat);
    await t.database.db
      .update(enrolments)
      .set({ attendeeName: 'Rahul Mehta', attendeeEmail: 'rahul@example.com' })
      .where(eq(enrolments.id, given!.id));

    const roster = await rosterOf(base);
    expect(roster.workshop).toEqual({ id: String(product.id), title: product.title });
    expect(roster.batch).toMatchObject({
      id: String(product.batchId),
      name: 'March cohort',
      attendancePercentRequired: 75,
    });
    expect(roster.batch.sessions).toHaveLength(4);
    expect(
      roster.learners.map(({ name, email, phone, seatClaimed }) => [
        name,
        email,
        phone,
        seatClaimed,
      ]),
    ).toEqual([
      ['Priya Sharma', priya!.email, '+919811122233', true],
      // A seat given away shows no number until its attendee claims it: not the buyer's.
      ['Rahul Mehta', 'rahul@example.com', '', false],
      [nameless!.email, nameless!.email, ADDRESS.phone, true],
    ]);
    expect(roster.learners[0]).toMatchObject({
      attendedSessions: [],
      certificateCode: null,
      meetsAttendance: false,
    });

    // Claimed, the seat counts as claimed and is held by Rahul's account, whose number shows; a
    // cancelled order's learners leave the roster.
    const [rahul] = await t.database.db
      .insert(users)
      .values({ email: `rahul-${engine}@example.com`, passwordHash: 'x', phone: '+919822233344' })
      .returning({ id: users.id });
    await t.database.db
      .update(enrolments)
      .set({ claimedAt: new Date(), userId: rahul!.id })
      .where(eq(enrolments.id, given!.id));
    expect((await rosterOf(base)).learners[1]).toMatchObject({
      seatClaimed: true,
      phone: '+919822233344',
    });
    const [namelessOrder] = await t.database.db
      .select({ orderId: enrolments.orderId })
      .from(enrolments)
      .where(eq(enrolments.userId, nameless!.id));
    await call(t, admin, 'PATCH', `/api/orders/${namelessOrder!.orderId}`, { status: 'cancelled' });
    expect((await rosterOf(base)).learners).toHaveLength(2);
  });

  it('lets only admins read the roster, mark attendance and issue certificates', async () => {
    const { base, learners } = await batchWithLearners([{ name: 'Asha Verma' }]);
    const [learner] = learners;
    const [enrolment] = (await rosterOf(base)).learners;
    const body = { enrolment: enrolment!.enrolmentId, session: 0, present: true };
    for (const [method, url, payload] of [
      ['GET', `${base}/roster`, undefined],
      ['GET', `${base}/roster.csv`, undefined],
      ['PUT', `${base}/attendance`, body],
      ['POST', `${base}/certificates`, {}],
    ] as const) {
      for (const [user, status] of [
        [undefined, 401],
        [learner, 403],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: {
            ...(user && { cookie: user.cookie }),
            ...(payload && { 'content-type': 'application/json' }),
          },
          ...(payload && { payload: JSON.stringify(payload) }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect((await rosterOf(base)).learners[0]?.attendedSessions).toEqual([]);

    // Another workshop's batch, or one that does not exist, is not found.
    const other = await insertProduct(t);
    const batchId = base.split('/').at(-1);
    for (const url of [
      `/api/products/${other.id}/batches/${batchId}/roster`,
      `/api/products/${other.id}/batches/999999/roster`,
    ]) {
      expect((await call(t, admin, 'GET', url)).status).toBe(404);
    }
  });

  it('saves attendance at once, only for a started session of a learner of the batch', async () => {
    const now = Date.now();
    const sessions = [
      {
        startsAt: new Date(now - DAY).toISOString(),
        endsAt: new Date(now - DAY + HOUR).toISOString(),
      },
      {
        startsAt: new Date(now - 10 * 60_000).toISOString(),
        endsAt: new Date(now + HOUR).toISOString(),
      },
      {
        startsAt: new Date(now + DAY).toISOString(),
        endsAt: new Date(now + DAY + HOUR).toISOString(),
      },
    ];
    const { base } = await batchWithLearners([{ name: 'Kiran Rao' }], sessions);
    const { base: otherBase } = await batchWithLearners([{ name: 'Meera Iyer' }]);
    const [learner] = (await rosterOf(base)).learners;
    const [stranger] = (await rosterOf(otherBase)).learners;
    const id = learner!.enrolmentId;

    expect(await mark(base, id, 0)).toMatchObject({ status: 200, body: { attendedSessions: [0] } });
    expect(await mark(base, id, 1)).toMatchObject({
      status: 200,
      body: { attendedSessions: [0, 1] },
    });
    expect((await mark(base, id, 1)).body.attendedSessions).toEqual([0, 1]);
    expect(await mark(base, id, 0, false)).toMatchObject({
      status: 200,
      body: { attendedSessions: [1] },
    });
    expect((await rosterOf(base)).learners[0]?.attendedSessions).toEqual([1]);

    expect(await mark(base, id, 2)).toMatchObject({
      status: 409,
      body: { message: 'Attendance can be marked once the session has started' },
    });
    expect(await mark(base, id, 3)).toMatchObject({
      status: 400,
      body: { message: 'session must be between 0 and 2; "March cohort" has 3 sessions' },
    });
    expect((await mark(base, stranger!.enrolmentId, 0)).status).toBe(404);
    expect((await mark(base, '999999', 0)).status).toBe(404);
    expect((await mark(base, id, -1)).status).toBe(400);
    expect((await rosterOf(base)).learners[0]?.attendedSessions).toEqual([1]);
  });

  it('exports the roster as CSV that a CSV parser reads back, quotes and all', async () => {
    // Three sessions held and a fourth tomorrow, which is blank: not yet held is not absent.
    const sessions = [...pastSessions(3), ...pastSessions(1)];
    const tomorrow = Date.now() + DAY;
    sessions[3] = {
      startsAt: new Date(tomorrow).toISOString(),
      endsAt: new Date(tomorrow + 2 * HOUR).toISOString(),
    };
    const { base, learners } = await batchWithLearners(
      [{ name: 'Sharma, Priya "Pri"' }, { name: '=HYPERLINK("x")' }],
      sessions,
    );
    const [first] = (await rosterOf(base)).learners;
    await attend(base, first!.enrolmentId, [0, 2]);

    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/roster.csv`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="roster-.+\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows: string[][] = parse(response.rawPayload, { bom: true });
    expect(rows[0]).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Order',
      'Seat claimed',
      ...[1, 2, 3, 4].map((n): unknown =>
        expect.stringMatching(new RegExp(`^Session ${n} \\(\\d+ \\w+ \\d{4}\\)$`)),
      ),
      'Certificate',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'Sharma, Priya "Pri"',
        learners[0]!.email,
        // The national number: no + for a spreadsheet to take as a formula, so no apostrophe.
        '98765 43210',
        first!.orderId,
        'yes',
        'present',
        'absent',
        'present',
        '',
        '',
      ],
      [
        `'=HYPERLINK("x")`,
        learners[1]!.email,
        '98765 43210',
        expect.any(String),
        'yes',
        'absent',
        'absent',
        'absent',
        '',
        '',
      ],
    ]);
  });

  it('issues certificates once, to those who meet the rule, and mails each its PDF', async () => {
    const { base, learners, product } = await batchWithLearners([
      { name: 'Priya Sharma' },
      { name: 'Arjun Nair' },
      { name: 'Zoë Ångström' },
    ]);
    const [priya, arjun, zoe] = (await rosterOf(base)).learners;
    await attend(base, priya!.enrolmentId, [0, 1, 2]); // 75 %
    await attend(base, arjun!.enrolmentId, [0, 1]); // 50 %
    await attend(base, zoe!.enrolmentId, [0, 1, 2, 3]);
    const mailsBefore = (await outbox()).length;

    expect(await issue(base)).toMatchObject({
      status: 200,
      body: { issued: 2, alreadyIssued: 0, notEligible: 1 },
    });
    expect(await issue(base)).toMatchObject({
      status: 200,
      body: { issued: 0, alreadyIssued: 2, notEligible: 1 },
    });
    const roster = await rosterOf(base);
    const codes = roster.learners.map((learner) => learner.certificateCode);
    expect(codes[0]).toMatch(/^KSH-[0-9A-HJKMNP-TV-Z]{10}$/);

    // The audit trail has the issue (once: the second issued nothing) and each attendance marked.
    const trail = async (action: string) =>
      (await call<AuditEntry[]>(t, admin, 'GET', `/api/admin/audit?action=${action}&_limit=50`))
        .body;
    const batchId = roster.batch.id;
    expect(
      (await trail('certificates.issue')).filter((entry) => entry.entityId === batchId),
    ).toEqual([
      expect.objectContaining({
        actorId: String(admin.id),
        entityType: 'batch',
        after: {
          certificates: expect.arrayContaining([
            { code: codes[0], enrolmentId: Number(priya!.enrolmentId) },
            { code: codes[2], enrolmentId: Number(zoe!.enrolmentId) },
          ]),
        },
      }),
    ]);
    const marked = (await trail('attendance.mark')).filter(
      (entry) => (entry.after as { batchId: number }).batchId === Number(batchId),
    );
    expect(marked).toHaveLength(3 + 2 + 4);
    expect(codes[1]).toBeNull();
    expect(codes[2]).toMatch(/^KSH-/);
    expect(codes[0]).not.toBe(codes[2]);

    // Mailed after the commit, once each, with the PDF.
    await t.app.afterAnswer.settle();
    const mails = (await outbox()).slice(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your certificate: ${product.title}`,
      `Your certificate: ${product.title}`,
    ]);
    const toPriya = mails.find((mail) => mail.text?.includes('Dear Priya Sharma'));
    expect(toPriya?.to).toMatchObject({ text: learners[0]!.email });
    expect(toPriya?.text).toContain(`http://shop.test/certificates/${codes[0]}`);
    const [attachment] = toPriya?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `certificate-${codes[0]}.pdf`,
      contentType: 'application/pdf',
    });
    const mailed = await pdfText(attachment!.content);
    expect(mailed).toContain('Priya Sharma');

    // The rule is the batch's: raised to 100 %, a learner at 75 % is no longer eligible.
    await t.database.db
      .update(batches)
      .set({ attendancePercentRequired: 100 })
      .where(eq(batches.id, Number(roster.batch.id)));
    expect((await rosterOf(base)).learners.map((l) => l.meetsAttendance)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('issues none for a batch without sessions, and says why', async () => {
    const { base } = await batchWithLearners([{ name: 'Asha Verma' }], [], 0);
    expect(await issue(base)).toMatchObject({
      status: 409,
      body: {
        code: 'CONFLICT',
        message:
          'Certificates can be issued once the batch has sessions and the last one has ended.',
      },
    });
  });

  it('issues nothing before the last session has ended, then states the hours each attended', async () => {
    // Two sessions: the first (2 h) held yesterday, the second (3 h) starting in an hour.
    const firstStart = Date.now() - DAY;
    const secondStart = Date.now() + HOUR;
    const sessions = [
      { startsAt: new Date(firstStart), endsAt: new Date(firstStart + 2 * HOUR) },
      { startsAt: new Date(secondStart), endsAt: new Date(secondStart + 3 * HOUR) },
    ].map(({ startsAt, endsAt }) => ({
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    }));
    const { base } = await batchWithLearners(
      [{ name: 'Meera Iyer' }, { name: 'Kabir Das' }],
      sessions,
      50,
    );
    const [meera, kabir] = (await rosterOf(base)).learners;
    await attend(base, meera!.enrolmentId, [0]);
    await attend(base, kabir!.enrolmentId, [0]);
    const mailsBefore = (await outbox()).length;

    const early = await issue(base);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /^Certificates can be issued once the last session has ended \(\w{3} \d{1,2} \w{3}, \d{2}:\d{2} IST\)\.$/,
      ),
    });
    expect((await rosterOf(base)).learners.map((learner) => learner.certificateCode)).toEqual([
      null,
      null,
    ]);

    // The second session is held (moved into the past, as if time had passed); Meera attends it.
    const held = sessions.map(({ startsAt, endsAt }) => ({
      startsAt: new Date(Date.parse(startsAt) - 2 * DAY).toISOString(),
      endsAt: new Date(Date.parse(endsAt) - 2 * DAY).toISOString(),
    }));
    await t.database.db
      .update(batches)
      .set({ sessions: held })
      .where(eq(batches.id, Number((await rosterOf(base)).batch.id)));
    await attend(base, meera!.enrolmentId, [1]);
    expect((await issue(base)).body).toEqual({ issued: 2, alreadyIssued: 0, notEligible: 0 });

    const codes = (await rosterOf(base)).learners.map((learner) => learner.certificateCode!);
    const hoursOf = async (code: string) =>
      (await call<PublicCertificate>(t, undefined, 'GET', `/api/certificates/${code}`)).body.hours;
    expect(await hoursOf(codes[0]!)).toBe(5); // both sessions
    expect(await hoursOf(codes[1]!)).toBe(2); // the first only
    await t.app.afterAnswer.settle();
    const toKabir = (await outbox())
      .slice(mailsBefore)
      .find((mail) => mail.text?.includes('Dear Kabir Das'));
    expect(toKabir?.text).toContain('2 hours attended');
    const [attachment] = toKabir?.attachments ?? [];
    expect(await pdfText(attachment!.content)).toContain('2 hours attended');
  });

  it('issues each certificate once when admins issue at the same time', async () => {
    const { base } = await batchWithLearners(
      Array.from({ length: 6 }, (_, index) => ({ name: `Learner ${index}` })),
    );
    for (const learner of (await rosterOf(base)).learners) {
      await attend(base, learner.enrolmentId, [0, 1, 2, 3]);
    }
    const results = await Promise.all([issue(base), issue(base), issue(base)]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(results.reduce((sum, result) => sum + result.body.issued, 0)).toBe(6);
    expect(new Set((await rosterOf(base)).learners.map((l) => l.certificateCode)).size).toBe(6);
  });

  it('limits how many codes one address may look up', async () => {
    const lookup = (ip: string) =>
      t.app.inject({ method: 'GET', url: '/api/certificates/KSH-0000000000', remoteAddress: ip });
    for (let i = 0; i < CERTIFICATE_LOOKUP_PER_IP.limit; i += 1) {
      expect((await lookup(`10.9.${engine.length}.1`)).statusCode).toBe(404);
    }
    const refused = await lookup(`10.9.${engine.length}.1`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await lookup(`10.9.${engine.length}.2`)).statusCode).toBe(404);
  });

  /** The text of a PDF as pdf.js extracts it. */
  async function pdfText(bytes: Uint8Array): Promise<string> {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    return text;
  }

  it('gives the certificate PDF to its learner and admins only, and verifies its code publicly', async () => {
    const { base, learners, product } = await batchWithLearners([
      { name: 'Priya Sharma' },
      { name: 'Arjun Nair' },
    ]);
    const [priya, arjun] = (await rosterOf(base)).learners;
    await attend(base, priya!.enrolmentId, [0, 1, 2, 3]);
    await issue(base);
    const code = (await rosterOf(base)).learners[0]!.certificateCode!;
    const url = `/api/enrolments/${priya!.enrolmentId}/certificate`;

    const download = (user?: SignedInUser) =>
      t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
    const own = await download(learners[0]);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${code}.pdf"`,
    );
    const text = await pdfText(own.rawPayload);
    for (const fact of [
      'Priya Sharma',
      product.title,
      code,
      'CERTIFICATE OF ATTENDANCE',
      'Kaushal',
      '8 hours',
    ]) {
      expect(text).toContain(fact);
    }
    const pdf = await getDocumentProxy(new Uint8Array(own.rawPayload));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(width).toBeGreaterThan(height!); // landscape
    expect(Math.round(width!)).toBe(842); // A4

    expect((await download(admin)).statusCode).toBe(200);
    expect((await download(learners[1])).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(401);
    // Arjun has an enrolment but no certificate.
    const none = await call(
      t,
      learners[1],
      'GET',
      `/api/enrolments/${arjun!.enrolmentId}/certificate`,
    );
    expect(none.status).toBe(404);
    const enrolment = await call<Enrolment>(
      t,
      learners[0],
      'GET',
      `/api/enrolments/${priya!.enrolmentId}`,
    );
    expect(enrolment.body.certificate).toMatchObject({ code });

    const verified = await call<PublicCertificate>(
      t,
      undefined,
      'GET',
      `/api/certificates/${code}`,
    );
    expect(verified.status).toBe(200);
    const sessions = (await rosterOf(base)).batch.sessions;
    expect(verified.body).toEqual({
      code,
      learnerName: 'Priya Sharma',
      workshopTitle: product.title,
      batchName: 'March cohort',
      firstSessionAt: sessions[0]!.startsAt,
      lastSessionEndsAt: sessions[3]!.endsAt,
      hours: 8,
      issuedAt: expect.any(String),
      issuer: 'Kaushal',
      revokedAt: null,
    });
    expect(
      (await call(t, undefined, 'GET', `/api/certificates/${code.toLowerCase()}`)).status,
    ).toBe(200);
    for (const unknown of ['KSH-0000000000', 'nothing-here']) {
      expect(await call(t, undefined, 'GET', `/api/certificates/${unknown}`)).toMatchObject({
        status: 404,
        body: { message: 'No certificate with this code' },
      });
    }
  });
});
