// Refunds on every engine: the 7-day money-back guarantee from request to credit note (its window, its
// first-session rule judged by the batch as it stands, attendance and certificates, one request per
// order, owners only), an admin's rejection and own refund (of an order paid by hand, which is invoiced
// when marked paid; an exception to the rules is audited, and revokes the certificates), the Razorpay
// path (paise, idempotency key, an outage leaving the refund failed until approved again under the same
// key, a pending refund confirmed by the webhook about that refund only), charges an order did not owe
// returned unasked, and on PostgreSQL: parallel approvals that ask the provider once, requests racing a
// batch's move, parallel refunds of one batch, and cancels and refunds racing certificates.
import { randomBytes } from 'node:crypto';
import type {
  AuditEntry,
  BatchRoster,
  CertificateIssueResult,
  Enrolment,
  Order,
  PaymentOrder,
  PublicCertificate,
} from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, enrolments } from '../../db/schema';
import {
  buySeats,
  datedWorkshop,
  outboxMails,
  paidSeats,
  testGatewaySuccess,
} from '../../../test/learning.fixtures';
import { pdfText } from '../../../test/pdf-text';
import { call, insertProduct, placeOrder, stockOf } from '../../../test/order.fixtures';
import {
  deliverWebhook,
  startRazorpayPeer,
  type RazorpayPeer,
  type RazorpayRefund,
} from '../../../test/razorpay-peer';
import {
  createTestApp,
  manualClock,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** "12 March 2026": the IST day of an instant, from the platform's own time-zone data. */
const istDayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

const requestRefund = (t: TestApp, user: SignedInUser, orderId: string, reason = 'Clash') =>
  call<Order & { message?: string }>(t, user, 'POST', `/api/orders/${orderId}/refund-request`, {
    reason,
  });

const decide = (t: TestApp, admin: SignedInUser, orderId: string, approve: boolean, note = '') =>
  call<Order & { message?: string }>(t, admin, 'POST', `/api/orders/${orderId}/refund`, {
    approve,
    note,
  });

const downloadCreditNote = (t: TestApp, orderId: string, user: SignedInUser) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/credit-note`,
    headers: { cookie: user.cookie },
  });

/** The order as its owner's list (built by the database) shows it. */
const listedOwn = async (t: TestApp, user: SignedInUser, orderId: string) =>
  (await call<Order[]>(t, user, 'GET', '/api/orders/own')).body.find((o) => o.id === orderId);

describe.each(testEngines)('refunds through the test gateway on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a request, refunds it on approval, frees the seats and issues the credit note', async () => {
    const buyer = await signedInUser(t);
    const { product, order } = await paidSeats(t, buyer, 2);
    expect(await stockOf(t, product.id)).toBe(18);

    const requested = await requestRefund(t, buyer, order.id, '  My exam moved to that week  ');
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      paymentStatus: 'received',
      refund: {
        kind: 'order',
        status: 'requested',
        reason: 'My exam moved to that week',
        note: null,
        amount: 2000,
        processedAt: null,
      },
    });
    expect(await listedOwn(t, buyer, order.id)).toEqual(requested.body);
    const again = await requestRefund(t, buyer, order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already requested/);
    const stranger = await signedInUser(t);
    expect((await requestRefund(t, stranger, order.id)).status).toBe(404);
    expect((await decide(t, buyer, order.id, true)).status).toBe(403);

    const waiting = async () => {
      const page = await call<Order[]>(t, admin, 'GET', '/api/orders?refund=requested&_limit=100');
      expect(page.headers['x-total-count']).toBe(String(page.body.length));
      return page.body.map((o) => o.id);
    };
    expect(await waiting()).toContain(order.id);
    expect(await waiting()).not.toContain((await paidSeats(t, stranger)).order.id);

    const approved = await decide(t, admin, order.id, true, 'Within the guarantee');
    expect(await waiting()).not.toContain(order.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      needsRefund: false,
      refund: { status: 'processed', note: 'Within the guarantee', amount: 2000 },
      creditNoteNumber: expect.stringMatching(/^KCN\/\d{2}-\d{2}\/\d{6}$/),
    });
    const page = await call<Order[]>(t, admin, 'GET', '/api/orders?_limit=100');
    expect(page.body.find((o) => o.id === order.id)).toEqual(approved.body);
    // The decision is in the audit trail, with who made it.
    const trail = await call<AuditEntry[]>(
      t,
      admin,
      'GET',
      '/api/admin/audit?action=refund.decision&entityType=order',
    );
    expect(trail.body.find((entry) => entry.entityId === order.id)).toMatchObject({
      actorEmail: admin.email,
      before: { refund: 'requested' },
      after: { refund: 'processing', note: 'Within the guarantee' },
    });
    expect(await stockOf(t, product.id)).toBe(20);
    const enrolments = await call<Enrolment[]>(t, buyer, 'GET', '/api/enrolments');
    expect(enrolments.body.filter((e) => e.orderId === order.id && e.status === 'active')).toEqual(
      [],
    );

    const pdf = await downloadCreditNote(t, order.id, buyer);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(approved.body.creditNoteNumber);
    expect(text).toContain(`Against invoice ${approved.body.invoiceNumber}`);
    expect(text).toContain('Total refunded ₹2,000.00');
    expect((await downloadCreditNote(t, order.id, admin)).statusCode).toBe(200);
    expect((await downloadCreditNote(t, order.id, stranger)).statusCode).toBe(404);

    const mail = (await outboxMails(t)).find(
      (m) => m.subject === `Refund of ₹2,000.00 for order #${order.id}`,
    );
    expect(mail?.text).toContain('5–7 working days');
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      `credit-note-${approved.body.creditNoteNumber!.replaceAll('/', '-')}.pdf`,
    ]);

    const twice = await decide(t, admin, order.id, true);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already refunded/);
    const byHand = await call<{ message: string }>(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      paymentStatus: 'received',
    });
    expect(byHand.status).toBe(409);
    expect((await requestRefund(t, buyer, order.id)).status).toBe(409);
  });

  it('rejects a request with the admin note, mails it, and lets the order stand', async () => {
    const buyer = await signedInUser(t);
    const { order } = await paidSeats(t, buyer);
    expect((await decide(t, admin, order.id, false, 'Nothing to reject')).status).toBe(409);
    await requestRefund(t, buyer, order.id, 'Changed my mind');
    const rejected = await decide(t, admin, order.id, false, 'The batch is already running');
    expect(rejected.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'received',
      refund: {
        status: 'rejected',
        reason: 'Changed my mind',
        note: 'The batch is already running',
      },
      creditNoteNumber: null,
    });
    const mail = (await outboxMails(t)).find(
      (m) => m.subject === `Your refund request for order #${order.id}`,
    );
    expect(mail?.text).toContain('Our note: The batch is already running');
  });

  it('refuses a request for an unpaid order, and a reason left empty', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const empty = await requestRefund(t, buyer, order.id, '   ');
    expect(empty.status).toBe(400);
    const unpaid = await requestRefund(t, buyer, order.id);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toMatch(/not paid/);
  });

  it('invoices an order marked paid by hand, and refunds it by hand on the admin’s own initiative', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t, { price: 1500 });
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const paid = await call<Order>(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      paymentStatus: 'received',
    });
    expect(paid.body.invoiceNumber).toMatch(/^KSH\//);
    // Recorded again, it keeps its one invoice.
    await call(t, admin, 'PATCH', `/api/orders/${order.id}`, { status: 'dispatched' });
    expect((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body.invoiceNumber).toBe(
      paid.body.invoiceNumber,
    );

    const refunded = await decide(t, admin, order.id, true, 'Paid back by bank transfer');
    expect(refunded.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { kind: 'order', status: 'processed', reason: null, amount: 1500 },
    });
    const text = await pdfText((await downloadCreditNote(t, order.id, buyer)).rawPayload);
    expect(text).toContain(`Against invoice ${paid.body.invoiceNumber}`);
    const mail = (await outboxMails(t)).find(
      (m) => m.subject === `Refund of ₹1,500.00 for order #${order.id}`,
    );
    expect(mail?.text).toContain('returns it the same way');
  });

  it('returns a second payment of a paid order and the payment of a cancelled one unasked', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t, { price: 999 });
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    // Two tabs paid before either told the shop.
    const first = await testGatewaySuccess(t, buyer, order.id);
    const second = await testGatewaySuccess(t, buyer, order.id);
    expect((await call(t, buyer, 'POST', '/api/order-verify', first)).status).toBe(200);
    expect((await call(t, buyer, 'POST', '/api/order-verify', second)).status).toBe(200);
    expect((await call(t, buyer, 'POST', '/api/order-verify', second)).status).toBe(200);
    const after = await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`);
    expect(after.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'received',
      creditNoteNumber: null,
      refund: { kind: 'duplicate_payment', status: 'processed', amount: 999 },
    });
    const mails = (await outboxMails(t)).filter(
      (m) => m.subject === `Refund of ₹999.00 for order #${order.id}`,
    );
    expect(mails.map((m) => m.text)).toEqual([expect.stringContaining('did not need')]);

    const cancelled = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const success = await testGatewaySuccess(t, buyer, cancelled.id);
    await call(t, admin, 'PATCH', `/api/orders/${cancelled.id}`, { status: 'cancelled' });
    expect((await call(t, buyer, 'POST', '/api/order-verify', success)).status).toBe(200);
    expect((await call<Order>(t, admin, 'GET', `/api/orders/${cancelled.id}`)).body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      needsRefund: false,
      refund: { kind: 'duplicate_payment', status: 'processed', amount: 999 },
    });
  });

  describe('the guarantee judged by the workshop as it stands', () => {
    /** A two-hour session starting `offset` from now (to the minute). */
    const sessionAt = (offset: number) => {
      const startsAt = Math.floor(Date.now() / 60_000) * 60_000 + offset;
      return {
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
      };
    };
    const batchUrl = (product: { id: number; batchId: number }) =>
      `/api/products/${product.id}/batches/${product.batchId}`;

    /** The admin sets the batch's sessions, as the batch form does. */
    async function moveBatch(product: { id: number; batchId: number }, offsets: number[]) {
      const moved = await call(t, admin, 'PATCH', batchUrl(product), {
        sessions: offsets.map(sessionAt),
      });
      expect(moved.status).toBe(200);
    }

    async function markPresent(product: { id: number; batchId: number }, enrolmentId: string) {
      const marked = await call(t, admin, 'PUT', `${batchUrl(product)}/attendance`, {
        enrolment: enrolmentId,
        session: 0,
        present: true,
      });
      expect(marked.status).toBe(200);
    }

    /** Held and ended an hour ago with the learner present, certified, then moved to next week by the admin. */
    async function certifiedThenMovedLater(buyer: SignedInUser) {
      const { product, order, enrolments } = await paidSeats(t, buyer);
      await moveBatch(product, [-3 * HOUR]);
      await markPresent(product, enrolments[0]!.id);
      const issued = await call<CertificateIssueResult>(
        t,
        admin,
        'POST',
        `${batchUrl(product)}/certificates`,
        {},
      );
      expect(issued.body.issued).toBe(1);
      await moveBatch(product, [7 * DAY]);
      const enrolment = await call<Enrolment>(
        t,
        buyer,
        'GET',
        `/api/enrolments/${enrolments[0]!.id}`,
      );
      const code = enrolment.body.certificate?.code;
      if (!code) throw new Error('no certificate was issued');
      return { product, order, enrolment: enrolment.body, code };
    }

    const exceptionOf = async (orderId: string) =>
      (
        await call<AuditEntry[]>(
          t,
          admin,
          'GET',
          '/api/admin/audit?action=refund.decision&entityType=order&_limit=100',
        )
      ).body.find((entry) => entry.entityId === orderId)?.after;

    it('refuses once sessions given to a batch bought as "Dates to be announced" have begun', async () => {
      const buyer = await signedInUser(t);
      const product = await insertProduct(t);
      const order = await buySeats(t, buyer, product.id);
      await moveBatch(product, [-3 * HOUR, DAY]);
      const late = await requestRefund(t, buyer, order.id);
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(
        new RegExp(
          `^Refunds are possible only before the first session; order ${order.id}'s workshop began on `,
        ),
      );
    });

    it('refuses once the batch is moved earlier, to a session already begun', async () => {
      const buyer = await signedInUser(t);
      const { product, order } = await paidSeats(t, buyer);
      // Moved later, the order may still be refunded; moved to yesterday, no more.
      await moveBatch(product, [14 * DAY]);
      await moveBatch(product, [-DAY]);
      const late = await requestRefund(t, buyer, order.id);
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/before the first session; .* began on /);
    });

    it('refuses once attendance was marked, even when the batch is moved later', async () => {
      const buyer = await signedInUser(t);
      const { product, order, enrolments } = await paidSeats(t, buyer, 2);
      await moveBatch(product, [-HOUR]);
      await markPresent(product, enrolments[1]!.id);
      await moveBatch(product, [7 * DAY]);
      const refused = await requestRefund(t, buyer, order.id);
      expect(refused).toMatchObject({
        status: 409,
        body: {
          code: 'CONFLICT',
          message: `Order ${order.id} can no longer be refunded: attendance was marked at a session of its workshop`,
        },
      });
    });

    it('refuses once a certificate was issued; the admin may refund it as an audited exception, which revokes the certificate', async () => {
      const buyer = await signedInUser(t);
      const { order, enrolment, code } = await certifiedThenMovedLater(buyer);
      const refused = await requestRefund(t, buyer, order.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(
        new RegExp(
          `^Order ${order.id} can no longer be refunded: a certificate of attendance was issued for it on `,
        ),
      );

      const refunded = await decide(t, admin, order.id, true, 'Family emergency');
      expect(refunded.status).toBe(200);
      expect(refunded.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await exceptionOf(order.id)).toEqual({
        refund: 'processing',
        note: 'Family emergency',
        exception: [
          expect.stringMatching(/a certificate of attendance was issued for it on /),
          `Order ${order.id} can no longer be refunded: attendance was marked at a session of its workshop`,
        ],
      });

      // The certificate is revoked: its public check says since when, its PDF is no longer served and
      // My Learning no longer offers it.
      const verified = await call<PublicCertificate>(
        t,
        undefined,
        'GET',
        `/api/certificates/${code}`,
      );
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ code, revokedAt: expect.any(String) });
      expect(Date.parse(verified.body.revokedAt!)).toBeGreaterThanOrEqual(
        Date.parse(refunded.body.refund!.requestedAt),
      );
      const pdf = await call<{ code: string; message: string }>(
        t,
        buyer,
        'GET',
        `/api/enrolments/${enrolment.id}/certificate`,
      );
      expect(pdf.status).toBe(410);
      expect(pdf.body).toEqual({
        code: 'CERTIFICATE_REVOKED',
        message: `Certificate ${code} was revoked on ${istDayOf(verified.body.revokedAt!)}, when its order was cancelled or refunded`,
        requestId: expect.any(String),
      });
      const after = await call<Enrolment>(t, buyer, 'GET', `/api/enrolments/${enrolment.id}`);
      expect(after.body).toMatchObject({ status: 'ended', certificate: null });
    });

    it('records approving a request as an exception when attendance was marked after it', async () => {
      const buyer = await signedInUser(t);
      const { product, order, enrolments } = await paidSeats(t, buyer);
      expect((await requestRefund(t, buyer, order.id)).status).toBe(200);
      await moveBatch(product, [-HOUR]);
      await markPresent(product, enrolments[0]!.id);
      await moveBatch(product, [7 * DAY]);
      expect((await decide(t, admin, order.id, true)).status).toBe(200);
      // Asked before the workshop: only the attendance marked since is an exception.
      expect(await exceptionOf(order.id)).toEqual({
        refund: 'processing',
        note: null,
        exception: [
          `Order ${order.id} can no longer be refunded: attendance was marked at a session of its workshop`,
        ],
      });
      // An approval the guarantee allows records no exception.
      const other = await paidSeats(t, buyer);
      await requestRefund(t, buyer, other.order.id);
      await decide(t, admin, other.order.id, true);
      expect(await exceptionOf(other.order.id)).toEqual({ refund: 'processing', note: null });
    });

    it('revokes the certificates of an order an admin cancels, and gives them back when it is reopened', async () => {
      const buyer = await signedInUser(t);
      const { order, code } = await certifiedThenMovedLater(buyer);
      const verify = async () =>
        (await call<PublicCertificate>(t, undefined, 'GET', `/api/certificates/${code}`)).body;
      expect((await verify()).revokedAt).toBeNull();
      expect(
        (await call(t, admin, 'PATCH', `/api/orders/${order.id}`, { status: 'cancelled' })).status,
      ).toBe(200);
      const revoked = await verify();
      expect(revoked.revokedAt).toEqual(expect.any(String));
      expect(
        (await call(t, admin, 'PATCH', `/api/orders/${order.id}`, { status: 'pending' })).status,
      ).toBe(200);
      expect((await verify()).revokedAt).toBeNull();
    });

    describe.skipIf(engine !== 'postgres')('under concurrency (PostgreSQL)', () => {
      /** `count` buyers who each bought and (by hand) paid for a seat of the product's batch. */
      async function buyersOf(product: { id: number }, count: number) {
        return Promise.all(
          Array.from({ length: count }, async () => {
            const buyer = await signedInUser(t);
            const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
            const paid = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
              paymentStatus: 'received',
            });
            expect(paid.status).toBe(200);
            return { buyer, order };
          }),
        );
      }

      it('judges refund requests sent while an admin moves the batch by the batch as moved', async () => {
        const product = await datedWorkshop(t, [
          { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + DAY + HOUR) },
        ]);
        const buyers = await buyersOf(product, 20);
        // The admin's move to an hour ago is written but not yet committed when the requests arrive.
        const mover = new pg.Client({ connectionString: t.database.url });
        const watcher = new pg.Client({ connectionString: t.database.url });
        await Promise.all([mover.connect(), watcher.connect()]);
        try {
          const held = sessionAt(-HOUR);
          await mover.query('begin');
          await mover.query('update batches set sessions = $1, starts_at = $2 where id = $3', [
            JSON.stringify([held]),
            held.startsAt,
            product.batchId,
          ]);
          let answered = false;
          const requests = Promise.all(
            buyers.map(({ buyer, order }) => requestRefund(t, buyer, order.id)),
          ).finally(() => {
            answered = true;
          });
          // Until a request waits for the move (or every request was answered without waiting).
          const waiting = async () =>
            (
              await watcher.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0]!.n;
          while (!answered && (await waiting()) === 0) {
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          await mover.query('commit');
          const answers = await requests;
          expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(409));
          for (const answer of answers) {
            expect(answer.body.message).toMatch(/only before the first session; .* began on /);
          }
        } finally {
          await Promise.all([mover.end(), watcher.end()]);
        }
      });

      it('refunds ten orders of one batch at once, freeing every seat', async () => {
        const product = await datedWorkshop(t, [
          { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + DAY + HOUR) },
        ]);
        const buyers = await buyersOf(product, 10);
        expect(await stockOf(t, product.id)).toBe(10);
        const answers = await Promise.all(
          buyers.map(({ order }) => decide(t, admin, order.id, true, 'Batch merged')),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
        expect(answers.map((answer) => answer.body.paymentStatus)).toEqual(
          Array<string>(10).fill('refunded'),
        );
        expect(await stockOf(t, product.id)).toBe(20);
      });

      it('leaves no valid certificate of a seat refunded or cancelled while certificates are issued, and revokes each once', async () => {
        const product = await datedWorkshop(t, [
          { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + DAY + HOUR) },
        ]);
        const buyers = await buyersOf(product, 8);
        await moveBatch(product, [-2 * HOUR]);
        const roster = await call<BatchRoster>(t, admin, 'GET', `${batchUrl(product)}/roster`);
        for (const learner of roster.body.learners) {
          await markPresent(product, learner.enrolmentId);
        }
        // Most orders are cancelled and refunded at once (each by both), while certificates are issued
        // three times over.
        const ending = buyers.slice(0, 6).map(({ order }) => order.id);
        const answers = await Promise.all([
          ...ending.flatMap((orderId) => [
            call(t, admin, 'PATCH', `/api/orders/${orderId}`, { status: 'cancelled' }),
            decide(t, admin, orderId, true),
          ]),
          ...Array.from({ length: 3 }, () =>
            call(t, admin, 'POST', `${batchUrl(product)}/certificates`, {}),
          ),
        ]);
        expect(answers.filter((answer) => ![200, 409].includes(answer.status))).toEqual([]);

        const rows = await t.database.db
          .select({
            orderId: enrolments.orderId,
            status: enrolments.status,
            endedAt: enrolments.endedAt,
            code: certificates.code,
            revokedAt: certificates.revokedAt,
          })
          .from(enrolments)
          .leftJoin(certificates, eq(certificates.enrolmentId, enrolments.id))
          .where(eq(enrolments.batchId, product.batchId));
        expect(rows).toHaveLength(8);
        for (const row of rows) {
          const ended = ending.includes(String(row.orderId));
          expect(row.status).toBe(ended ? 'ended' : 'active');
          // A seat that stays has its certificate; one that ended has none, or one revoked as it ended.
          if (!ended) expect(row).toMatchObject({ code: expect.any(String), revokedAt: null });
          else if (row.code) expect(row.revokedAt).toEqual(row.endedAt);
        }
      });
    });
  });
});

describe.each(testEngines)('the refund window on %s', (engine) => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    clock = manualClock(Date.now());
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
    clock.stop();
  });

  it('closes 7 days after payment', async () => {
    const buyer = await signedInUser(t);
    const { order } = await paidSeats(t, buyer);
    clock.advance(7 * DAY + 60_000);
    // Signed in again: a session does not stay idle a week.
    const back = { ...buyer, cookie: `sid=${await t.app.sessions.create(buyer.id)}` };
    const late = await requestRefund(t, back, order.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/7 days after payment/);
  });

  it('closes when the first session begins, even within the 7 days', async () => {
    const buyer = await signedInUser(t);
    const startsAt = new Date(Date.now() + 2 * DAY);
    const product = await datedWorkshop(t, [
      { startsAt, endsAt: new Date(startsAt.getTime() + 3 * 60 * 60_000) },
    ]);
    const order = await buySeats(t, buyer, product.id);
    clock.advance(2 * DAY + 60_000);
    const late = await requestRefund(t, buyer, order.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/before the first session/);
  });
});

describe.each(testEngines)('refunds through Razorpay on %s', (engine) => {
  let peer: RazorpayPeer;
  let t: TestApp;
  let admin: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    peer = await startRazorpayPeer();
    t = await createTestApp(engine, peer.env());
    admin = await signedInUser(t, 'admin');
    buyer = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const postWebhook = (delivery: { payload: string; headers: Record<string, string> }) =>
    deliverWebhook(t.app, delivery);

  /** A paid order of one ₹1,499 seat: its provider order and its payment's id. */
  async function paidOrder() {
    const product = await insertProduct(t, { price: 1499 });
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const opened = await call<PaymentOrder>(t, buyer, 'POST', '/api/payments/order', {
      orderId: order.id,
    });
    const success = peer.checkout(opened.body.id);
    expect((await call(t, buyer, 'POST', '/api/order-verify', success)).status).toBe(200);
    return { order, opened: opened.body, paymentId: success.razorpay_payment_id };
  }

  it('refunds the payment in paise with an idempotency key made from the refund', async () => {
    const { order, paymentId } = await paidOrder();
    await requestRefund(t, buyer, order.id, 'Cannot attend');
    const before = peer.refundCalls.length;
    const approved = await decide(t, admin, order.id, true);
    expect(approved.body).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'processed' },
    });
    expect(peer.refundCalls.slice(before)).toEqual([
      {
        paymentId,
        idempotencyKey: expect.stringMatching(/^kaushal_refund_\d+$/),
        body: { amount: 149_900, speed: 'normal', notes: { refund: expect.any(String) } },
      },
    ]);
  });

  it('leaves a refund failed while Razorpay is down, and makes it once when approved again', async () => {
    const { order, paymentId } = await paidOrder();
    peer.failWith = 503;
    try {
      const down = await decide(t, admin, order.id, true);
      expect(down.status).toBe(502);
    } finally {
      peer.failWith = undefined;
    }
    expect((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body).toMatchObject({
      paymentStatus: 'received',
      refund: { status: 'failed' },
    });
    const again = await decide(t, admin, order.id, true);
    expect(again.body).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'processed' },
    });
    const keys = peer.refundCalls
      .filter((c) => c.paymentId === paymentId)
      .map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(peer.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it('waits for the refund.processed webhook when the refund is pending, once however replayed', async () => {
    const { order } = await paidOrder();
    peer.refundStatus = 'pending';
    try {
      const approved = await decide(t, admin, order.id, true, 'Admin’s own refund');
      expect(approved.body).toMatchObject({
        status: 'pending',
        paymentStatus: 'received',
        refund: { status: 'processing' },
        creditNoteNumber: null,
      });
      // Asked again while pending: refused, the provider is not asked twice.
      expect((await decide(t, admin, order.id, true)).status).toBe(409);
    } finally {
      peer.refundStatus = 'processed';
    }
    const made = peer.refunds.at(-1)!;
    expect(peer.refunds.filter((r) => r.payment_id === made.payment_id)).toHaveLength(1);
    const delivery = peer.refundWebhook(made);
    expect((await postWebhook(delivery)).json()).toEqual({ status: 'processed' });
    expect((await postWebhook(delivery)).json()).toEqual({ status: 'duplicate' });
    // The same news under a new event id changes nothing either.
    expect((await postWebhook(peer.refundWebhook(made))).statusCode).toBe(200);
    const after = await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`);
    expect(after.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { status: 'processed' },
      creditNoteNumber: expect.stringMatching(/^KCN\//),
    });
    const mails = (await outboxMails(t)).filter((m) =>
      m.subject?.startsWith(`Refund of ₹1,499.00 for order #${order.id}`),
    );
    expect(mails).toHaveLength(1);
  });

  /** A refund of the payment the shop did not ask for (made in Razorpay's dashboard, say). */
  const madeElsewhere = (paymentId: string, amount: number): RazorpayRefund => ({
    id: `rfnd_${randomBytes(7).toString('hex')}`,
    payment_id: paymentId,
    amount,
    status: 'pending',
    idempotencyKey: `dashboard_${randomBytes(4).toString('hex')}`,
  });

  const orderNow = async (orderId: string) =>
    (await call<Order>(t, admin, 'GET', `/api/orders/${orderId}`)).body;

  it('settles its refund only on the notice of that refund, for its amount', async () => {
    const { order, paymentId } = await paidOrder();
    peer.refundStatus = 'pending';
    try {
      expect((await decide(t, admin, order.id, true)).status).toBe(200);
    } finally {
      peer.refundStatus = 'processed';
    }
    const ours = peer.refunds.at(-1)!;
    // A ₹1 refund of the same payment made elsewhere, and a notice of ours for another amount.
    for (const other of [madeElsewhere(paymentId, 100), { ...ours, amount: 100 }]) {
      expect((await postWebhook(peer.refundWebhook(other))).json()).toEqual({ status: 'ignored' });
    }
    expect(await orderNow(order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'received',
      refund: { status: 'processing' },
      creditNoteNumber: null,
    });
    expect((await postWebhook(peer.refundWebhook(ours))).json()).toEqual({ status: 'processed' });
    expect(await orderNow(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { status: 'processed', amount: 1499 },
    });
  });

  it('settles a refund whose answer was lost only on a notice carrying its key', async () => {
    const { order, paymentId } = await paidOrder();
    // Razorpay made the refund, but its answer never reached the shop, which left it failed.
    peer.failWith = 503;
    try {
      expect((await decide(t, admin, order.id, true)).status).toBe(502);
    } finally {
      peer.failWith = undefined;
    }
    const asked = peer.refundCalls.at(-1)!;
    const made = await fetch(`${peer.url}/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${peer.keyId}:${peer.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
        'x-refund-idempotency': asked.idempotencyKey!,
      },
      body: JSON.stringify(asked.body),
    });
    expect(made.status).toBe(200);
    const ours = peer.refunds.at(-1)!;
    expect(ours.notes).toEqual({ refund: asked.idempotencyKey });

    // A refund of the whole payment made elsewhere is not ours, however alike.
    const elsewhere = madeElsewhere(paymentId, 149_900);
    expect((await postWebhook(peer.refundWebhook(elsewhere))).json()).toEqual({
      status: 'ignored',
    });
    expect(await orderNow(order.id)).toMatchObject({
      paymentStatus: 'received',
      refund: { status: 'failed' },
    });
    expect((await postWebhook(peer.refundWebhook(ours))).json()).toEqual({ status: 'processed' });
    expect(await orderNow(order.id)).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'processed' },
    });
  });

  it('returns a second charge of a paid order once, however often its webhook is replayed', async () => {
    const { order, opened } = await paidOrder();
    const before = peer.refundCalls.length;
    const second = { orderId: opened.id, paymentId: 'pay_second_charge', amount: opened.amount };
    expect((await postWebhook(peer.webhook('payment.captured', second))).statusCode).toBe(200);
    expect((await postWebhook(peer.webhook('payment.captured', second))).statusCode).toBe(200);
    expect(peer.refundCalls.slice(before)).toEqual([
      expect.objectContaining({
        paymentId: 'pay_second_charge',
        body: expect.objectContaining({ amount: 149_900 }),
      }),
    ]);
    expect((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body).toMatchObject({
      paymentStatus: 'received',
      refund: { kind: 'duplicate_payment', status: 'processed', amount: 1499 },
    });
  });

  describe.skipIf(engine !== 'postgres')('racing approvals', () => {
    it('asks the provider once when ten approvals race', async () => {
      const { order } = await paidOrder();
      await requestRefund(t, buyer, order.id);
      const before = peer.refundCalls.length;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => decide(t, admin, order.id, true)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect(peer.refundCalls.length - before).toBe(1);
      expect((await call<Order>(t, admin, 'GET', `/api/orders/${order.id}`)).body).toMatchObject({
        paymentStatus: 'refunded',
      });
    });
  });
});
