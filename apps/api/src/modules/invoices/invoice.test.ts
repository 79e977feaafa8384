// Tax invoices on every engine: issued with the payment (once, whatever is replayed, and never for an
// unpaid order), numbered per financial year by the IST date of payment, without gaps or duplicates
// under 20 parallel payments (PostgreSQL), printed with rule 46's facts as an independent PDF reader
// extracts them, served to the buyer and admins only, and attached to the confirmation e-mail; none for a
// payment that arrives for a cancelled order.
import type { Order, PaymentOrder, PaymentSuccess } from '@kaushal/shared';
import { gstinCheckCharacter, istDay } from '@kaushal/shared';
import { eq, sql } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema';
import type { App } from '../../app';
import { ADDRESS, call, insertProduct, placeOrder } from '../../../test/order.fixtures';
import { outboxMails } from '../../../test/learning.fixtures';
import { pdfText } from '../../../test/pdf-text';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';

const GOOD_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  name: 'Asha Verma',
};
const NUMBER_FORMAT = /^KSH\/\d{2}-\d{2}\/\d{6}$/;
const BUYER_GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;

describe.each(testEngines)('tax invoices on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Opens a payment and pays it in the test gateway; returns the signed success to verify. */
  async function paidSuccess(on: TestApp, user: SignedInUser, order: Order) {
    const opened = await call<PaymentOrder>(on, user, 'POST', '/api/payments/order', {
      orderId: order.id,
    });
    const paid = await call<PaymentSuccess>(on, user, 'POST', '/api/payments/test-gateway/pay', {
      providerOrderId: opened.body.id,
      card: GOOD_CARD,
    });
    expect(paid.status).toBe(200);
    return paid.body;
  }

  async function pay(on: TestApp, user: SignedInUser, order: Order): Promise<PaymentSuccess> {
    const success = await paidSuccess(on, user, order);
    expect((await call(on, user, 'POST', '/api/order-verify', success)).status).toBe(200);
    return success;
  }

  const orderOf = async (on: TestApp, user: SignedInUser, order: Order) =>
    (await call<Order>(on, user, 'GET', `/api/orders/${order.id}`)).body;

  const download = (app: App, order: Order, user?: SignedInUser) =>
    app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice`,
      headers: user ? { cookie: user.cookie } : {},
    });

  const invoiceRows = (on: TestApp, order: Order) =>
    on.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, Number(order.id)));

  /** A buyer's paid order of two seats of a ₹2,999 workshop, to `address`. */
  async function paidOrder(address = ADDRESS, gstin?: string) {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t, { price: 2999 });
    await call(t, buyer, 'POST', '/api/cart', { product: String(product.id), quantity: 2 });
    const ordered = await call<Order>(t, buyer, 'POST', '/api/orders', {
      selectedAddress: address,
      paymentMethod: 'card',
    });
    expect(ordered.status).toBe(201);
    if (gstin) {
      // A business buyer's GSTIN, as the order keeps it in its copy of the address.
      await t.database.db
        .update(orders)
        .set({
          shippingAddress: sql`${orders.shippingAddress} || ${JSON.stringify({ gstin })}::jsonb`,
        })
        .where(eq(orders.id, Number(ordered.body.id)));
    }
    await pay(t, buyer, ordered.body);
    return { buyer, product, order: await orderOf(t, buyer, ordered.body) };
  }

  it('issues the invoice with the payment, none while unpaid and no second one on replay', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    expect(order.invoiceNumber).toBeNull();
    expect((await orderOf(t, buyer, order)).invoiceNumber).toBeNull();
    expect((await download(t.app, order, buyer)).statusCode).toBe(404);

    const success = await pay(t, buyer, order);
    const paid = await orderOf(t, buyer, order);
    expect(paid.invoiceNumber).toMatch(NUMBER_FORMAT);
    expect(paid.invoiceNumber!.length).toBeLessThanOrEqual(16);
    const own = (await call<Order[]>(t, buyer, 'GET', '/api/orders/own')).body;
    expect(own.find((o) => o.id === order.id)?.invoiceNumber).toBe(paid.invoiceNumber);
    const all = (await call<Order[]>(t, admin, 'GET', '/api/orders?_limit=100')).body;
    expect(all.find((o) => o.id === order.id)?.invoiceNumber).toBe(paid.invoiceNumber);

    expect((await call(t, buyer, 'POST', '/api/order-verify', success)).status).toBe(200);
    expect((await orderOf(t, buyer, order)).invoiceNumber).toBe(paid.invoiceNumber);
    expect(await invoiceRows(t, order)).toHaveLength(1);

    // The invoice states how it was paid and the provider's reference, as the order does.
    expect(paid.paymentReference).toBe(success.razorpay_payment_id);
    const text = await pdfText((await download(t.app, order, buyer)).rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Paid by card, payment reference ${success.razorpay_payment_id}.`,
    );
  });

  it('issues none for a payment arriving after an admin cancelled the order (it is refunded)', async () => {
    const buyer = await signedInUser(t);
    const product = await insertProduct(t);
    const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
    const success = await paidSuccess(t, buyer, order);
    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${order.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);

    expect((await call(t, buyer, 'POST', '/api/order-verify', success)).status).toBe(200);
    expect(await orderOf(t, buyer, order)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      needsRefund: false,
      invoiceNumber: null,
      creditNoteNumber: null,
    });
    expect(await invoiceRows(t, order)).toEqual([]);
    expect((await download(t.app, order, admin)).statusCode).toBe(404);
    const mail = (await outboxMails(t)).find(
      (m) => m.subject === `Payment received for cancelled order #${order.id}`,
    );
    expect(mail?.attachments).toEqual([]);
  });

  it('prints rule 46 facts for a supply to another state: IGST, place of supply and code', async () => {
    const { buyer, order } = await paidOrder();
    const answer = await download(t.app, order, buyer);
    expect(answer.statusCode).toBe(200);
    const text = await pdfText(answer.rawPayload);
    const business = t.config.business;
    const [row] = await invoiceRows(t, order);
    for (const fact of [
      'Tax Invoice',
      business.legalName,
      business.address,
      `GSTIN: ${business.gstin}`,
      `Invoice number: ${order.invoiceNumber}`,
      `Date: ${istDay(row!.issuedAt)}`,
      ADDRESS.name,
      `${ADDRESS.street}, ${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.pinCode}`,
      'Place of supply: Uttar Pradesh (state code 09)',
      `SAC: ${business.sac}`,
      `${order.items[0]!.title} (Dates to be announced)`,
      'IGST 18%',
      // ₹5,998 (2 × ₹2,999) includes 18 %: taxable ₹5,083.05 and IGST ₹914.95, to the paisa.
      '₹5,998.00',
      '₹5,083.05',
      '₹914.95',
      'Total paid ₹5,998.00',
      'Rupees Five Thousand Nine Hundred Ninety-Eight only',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('CGST');
    const pdf = await getDocumentProxy(new Uint8Array(answer.rawPayload));
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]); // A4 portrait
  });

  it("prints the GSTIN's state as the place of supply for a registered buyer billed elsewhere", async () => {
    // A Karnataka GSTIN with an office address in Pune: the supply is to Karnataka, so IGST.
    const gstin = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;
    const pune = { ...ADDRESS, city: 'Pune', state: 'Maharashtra', pinCode: '411001', gstin };
    const buyer = await signedInUser(t);
    const product = await insertProduct(t, { price: 2999 });
    await call(t, buyer, 'POST', '/api/cart', { product: String(product.id), quantity: 2 });
    const ordered = await call<Order>(t, buyer, 'POST', '/api/orders', {
      selectedAddress: pune,
      paymentMethod: 'card',
    });
    expect(ordered.status).toBe(201);
    await pay(t, buyer, ordered.body);
    const text = await pdfText((await download(t.app, ordered.body, buyer)).rawPayload);
    for (const fact of [
      `GSTIN: ${gstin}`,
      'Place of supply: Karnataka (state code 29)',
      "the state of the recipient's GSTIN (IGST Act, s. 12(2)(a))",
      'IGST 18%',
      'IGST @ 18% ₹914.95',
      'Total paid ₹5,998.00',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('CGST');
  });

  it('prints CGST and SGST and the buyer GSTIN for a supply within the shop state', async () => {
    const gstin = BUYER_GSTIN;
    const pune = { ...ADDRESS, city: 'Pune', state: 'Maharashtra', pinCode: '411001' };
    const { buyer, order } = await paidOrder(pune, gstin);
    const text = await pdfText((await download(t.app, order, buyer)).rawPayload);
    for (const fact of [
      'Place of supply: Maharashtra (state code 27)',
      `GSTIN: ${gstin}`,
      'CGST 9%',
      'SGST 9%',
      // 9 % each of ₹5,083.05…: CGST and SGST are equal, and the taxable value takes the paisa left.
      'CGST @ 9% ₹457.47',
      'SGST @ 9% ₹457.47',
      'Taxable value ₹5,083.06',
      // Signed for the supplier (rule 46(q)), with no claim that no signature is needed.
      'Authorised signatory: Asha Kulkarni, Director',
      'Total paid ₹5,998.00',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('needs no signature');
  });

  it('serves the invoice to its buyer and admins: another customer 404, a visitor 401', async () => {
    const { buyer, order } = await paidOrder();
    const own = await download(t.app, order, buyer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.invoiceNumber!.replaceAll('/', '-')}.pdf"`,
    );
    expect((await download(t.app, order, admin)).statusCode).toBe(200);
    const other = await download(t.app, order, await signedInUser(t));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await download(t.app, order)).statusCode).toBe(401);
  });

  it('attaches the invoice PDF to the payment confirmation e-mail', async () => {
    const { buyer, order } = await paidOrder();
    const mail = (await outboxMails(t)).find(
      (m) => m.subject === `Your Kaushal order #${order.id} is confirmed`,
    );
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(buyer.email);
    expect(mail?.text).toContain(`Your tax invoice ${order.invoiceNumber} is attached`);
    const [attachment, ...more] = mail?.attachments ?? [];
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({
      filename: `invoice-${order.invoiceNumber!.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(attachment!.content);
    expect(text).toContain(`Invoice number: ${order.invoiceNumber}`);
    expect(text).toContain('Total paid ₹5,998.00');
  });

  it('starts a new series on 1 April IST: 31 March and 1 April payments are in different years', async () => {
    // 31 March 2027, 23:59:59 IST, then one second later: 1 April 2027, 00:00 IST.
    let now = new Date('2027-03-31T18:29:59Z');
    const dated = await createTestApp(engine, {}, { clock: () => now });
    try {
      const numbers: string[] = [];
      for (const moment of [
        '2027-03-31T18:29:59Z',
        '2027-03-31T18:30:00Z',
        '2027-04-01T05:00:00Z',
      ]) {
        now = new Date(moment);
        const buyer = await signedInUser(dated);
        const product = await insertProduct(dated);
        const order = await placeOrder(dated, buyer, [{ productId: product.id, quantity: 1 }]);
        await pay(dated, buyer, order);
        numbers.push((await orderOf(dated, buyer, order)).invoiceNumber!);
      }
      expect(numbers).toEqual(['KSH/26-27/000001', 'KSH/27-28/000001', 'KSH/27-28/000002']);
      const rows = await dated.database.db.select().from(invoices).orderBy(invoices.id);
      expect(rows.map((row) => [row.financialYear, row.sequence])).toEqual([
        ['2026-27', 1],
        ['2027-28', 1],
        ['2027-28', 2],
      ]);
      expect(rows.map((row) => istDay(row.issuedAt))).toEqual([
        '31 March 2027',
        '1 April 2027',
        '1 April 2027',
      ]);
    } finally {
      await dated.close();
    }
  });

  it.skipIf(engine !== 'postgres')(
    'gives 20 orders paid in parallel 20 consecutive numbers, no duplicates, no gaps (PostgreSQL)',
    async () => {
      const product = await insertProduct(t, { stock: 40 });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t)));
      const placed: { buyer: SignedInUser; order: Order; success: PaymentSuccess }[] = [];
      for (const buyer of buyers) {
        const order = await placeOrder(t, buyer, [{ productId: product.id, quantity: 1 }]);
        placed.push({ buyer, order, success: await paidSuccess(t, buyer, order) });
      }
      const [before] = await t.database.db
        .select({ last: sql<number>`coalesce(max(${invoices.sequence}), 0)` })
        .from(invoices);

      const verified = await Promise.all(
        placed.map(({ buyer, success }) => call(t, buyer, 'POST', '/api/order-verify', success)),
      );
      expect(verified.map((answer) => answer.status)).toEqual(Array<number>(20).fill(200));

      const numbers = await Promise.all(
        placed.map(async ({ buyer, order }) => (await orderOf(t, buyer, order)).invoiceNumber!),
      );
      expect(new Set(numbers).size).toBe(20);
      const sequences = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
      const first = Number(before!.last) + 1;
      expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
    },
  );
});
