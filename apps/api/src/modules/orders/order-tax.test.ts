// GST at checkout on every engine: an order records the tax inside its GST-inclusive prices for the
// state it is billed to (CGST + SGST in the shop's own state, Maharashtra; IGST elsewhere), every
// answer carries it in rupees, and the bag shows the same figures before the order exists.
import type { CartItem, CartSummary, Order, User } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, orders } from '../../db/schema';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { ADDRESS, call, insertProduct } from '../../../test/order.fixtures';

const IN_MAHARASHTRA = { ...ADDRESS, city: 'Pune', state: 'Maharashtra', pinCode: '411001' };
const IN_KARNATAKA = { ...ADDRESS, city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };

// ₹2,999 × 1 and ₹4,999 × 2 at 18 %: the taxable values are 2,541.53 (₹457.47 of tax, an odd paisa
// for the central tax) and 8,472.88 (₹1,525.12 of tax).
const INTRA_STATE = {
  ratePercent: 18,
  intraState: true,
  // CGST and SGST equal to the paisa; the taxable value takes the paisa left over.
  taxable: 11014.4,
  cgst: 991.3,
  sgst: 991.3,
  igst: 0,
  total: 12997,
};
const INTER_STATE = {
  ...INTRA_STATE,
  intraState: false,
  taxable: 11014.41,
  cgst: 0,
  sgst: 0,
  igst: 1982.59,
};

describe.each(testEngines)('GST at checkout on %s', (engine) => {
  let t: TestApp;
  let buyer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    buyer = await signedInUser(t);
    const course = await insertProduct(t, { price: 2999 });
    const talk = await insertProduct(t, { price: 4999 });
    for (const [product, quantity] of [
      [course, 1],
      [talk, 2],
    ] as const) {
      const added = await call<CartItem>(t, buyer, 'POST', '/api/cart', {
        product: String(product.id),
        quantity,
      });
      expect(added.status).toBe(201);
    }
  });

  const order = async (selectedAddress: typeof ADDRESS) => {
    const answer = await call<Order>(t, buyer, 'POST', '/api/orders', {
      selectedAddress,
      paymentMethod: 'card',
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  /** The order as each read answers it: just placed, read alone, and in the buyer's list. */
  const everyAnswer = async (placed: Order) => {
    const alone = await call<Order>(t, buyer, 'GET', `/api/orders/${placed.id}`);
    const listed = await call<Order[]>(t, buyer, 'GET', '/api/orders/own');
    return [placed, alone.body, listed.body.find((entry) => entry.id === placed.id)];
  };

  const recordedTax = async (id: string) => {
    const [row] = await t.database.db
      .select({ tax: orders.tax, totalPaise: orders.totalPaise })
      .from(orders)
      .where(eq(orders.id, Number(id)));
    return row!;
  };

  it('splits the GST into CGST and SGST for a buyer in the shop’s own state', async () => {
    const placed = await order(IN_MAHARASHTRA);
    for (const answer of await everyAnswer(placed)) {
      expect(answer?.tax).toEqual(INTRA_STATE);
    }
    const { tax, totalPaise } = await recordedTax(placed.id);
    expect(tax).toEqual({
      ratePercent: 18,
      sac: '999293',
      supplierStateCode: '27',
      placeOfSupplyStateCode: '27',
      lines: [
        { taxablePaise: 254152, cgstPaise: 22874, sgstPaise: 22874, igstPaise: 0 },
        { taxablePaise: 847288, cgstPaise: 76256, sgstPaise: 76256, igstPaise: 0 },
      ],
    });
    // Each line adds up to what it costs, and the lines to the amount payable, to the paisa.
    expect(tax!.lines.map((line) => line.taxablePaise + line.cgstPaise + line.sgstPaise)).toEqual([
      299900, 999800,
    ]);
    expect(totalPaise).toBe(1299700);
  });

  it('charges IGST to a buyer in another state', async () => {
    const placed = await order(IN_KARNATAKA);
    for (const answer of await everyAnswer(placed)) {
      expect(answer?.tax).toEqual(INTER_STATE);
    }
    const { tax } = await recordedTax(placed.id);
    expect(tax).toMatchObject({ supplierStateCode: '27', placeOfSupplyStateCode: '29' });
    expect(tax!.lines.map((line) => line.taxablePaise + line.igstPaise)).toEqual([299900, 999800]);
  });

  it('takes the state by its GST code too, and records the list’s name for it', async () => {
    const placed = await order({ ...IN_KARNATAKA, state: '29' });
    expect(placed.selectedAddress.state).toBe('Karnataka');
    expect(placed.tax).toEqual(INTER_STATE);
  });

  it('refuses an address whose state is not on the list, and takes no order', async () => {
    const answer = await call(t, buyer, 'POST', '/api/orders', {
      selectedAddress: { ...ADDRESS, state: 'Karnatka' },
      paymentMethod: 'card',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: "Choose a state or union territory from the list: 'Karnatka' is not one",
      },
    });
    expect((await call<Order[]>(t, buyer, 'GET', '/api/orders/own')).body).toEqual([]);
  });

  it("copies a business buyer's GSTIN from the saved address into the order", async () => {
    const me = await call<{ addresses: { id: string }[] }>(
      t,
      buyer,
      'PATCH',
      `/api/users/${buyer.id}`,
      {
        addresses: [{ ...IN_KARNATAKA, gstin: '29AAPFU0939F1ZR' }],
      },
    );
    expect(me.status).toBe(200);
    const answer = await call<Order>(t, buyer, 'POST', '/api/orders', {
      addressId: me.body.addresses[0]!.id,
      paymentMethod: 'card',
    });
    expect(answer.body.selectedAddress).toMatchObject({
      state: 'Karnataka',
      gstin: '29AAPFU0939F1ZR',
    });
    expect(answer.body.tax).toEqual(INTER_STATE);
  });

  it("takes a registered buyer's place of supply from the GSTIN's state, not the address's", async () => {
    // A Karnataka GSTIN with an office address in Maharashtra: the supply is to Karnataka (IGST Act,
    // s. 12(2)(a)), so IGST, on the order and in the bag alike.
    const gstin = '29AAPFU0939F1ZR';
    const placed = await order({ ...IN_MAHARASHTRA, gstin });
    expect(placed.selectedAddress).toMatchObject({ state: 'Maharashtra', gstin });
    for (const answer of await everyAnswer(placed)) {
      expect(answer?.tax).toEqual(INTER_STATE);
    }
    expect((await recordedTax(placed.id)).tax).toMatchObject({ placeOfSupplyStateCode: '29' });
    const summary = await call<CartSummary>(
      t,
      buyer,
      'GET',
      `/api/cart/summary?state=Maharashtra&gstin=${gstin}`,
    );
    expect(summary.body).toMatchObject({
      tax: INTER_STATE,
      placeOfSupply: { name: 'Karnataka', code: '29' },
      taxNote: 'IGST applies: your GSTIN is registered in Karnataka and we are in Maharashtra',
    });
    // A Maharashtra GSTIN with a Karnataka address: CGST + SGST.
    const local = await call<CartSummary>(
      t,
      buyer,
      'GET',
      '/api/cart/summary?state=Karnataka&gstin=27AAPFU0939F1ZV',
    );
    expect(local.body).toMatchObject({
      tax: INTRA_STATE,
      placeOfSupply: { name: 'Maharashtra', code: '27' },
      taxNote: 'CGST + SGST apply: your GSTIN is registered in Maharashtra, where we are too',
    });
    const consumer = await call<CartSummary>(t, buyer, 'GET', '/api/cart/summary?state=Karnataka');
    expect(consumer.body.taxNote).toBe(
      'IGST applies: your address is in Karnataka and we are in Maharashtra',
    );
  });

  it('taxes an order to an address saved with a free-text state where the shop is', async () => {
    await t.database.db.insert(addresses).values({ ...ADDRESS, state: 'U.P.', userId: buyer.id });
    const [saved] = (await call<User>(t, buyer, 'GET', '/api/users/own')).body.addresses;
    const answer = await call<Order>(t, buyer, 'POST', '/api/orders', {
      addressId: saved!.id,
      paymentMethod: 'card',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.selectedAddress.state).toBe('U.P.');
    expect(answer.body.tax).toEqual(INTRA_STATE);
  });

  it('answers tax: null for an order recorded before GST was', async () => {
    const placed = await order(IN_MAHARASHTRA);
    await t.database.db
      .update(orders)
      .set({ tax: null })
      .where(eq(orders.id, Number(placed.id)));
    const [, alone, listed] = await everyAnswer(placed);
    expect(alone?.tax).toBeNull();
    expect(listed?.tax).toBeNull();
  });

  it('shows the bag’s GST for the shop’s own state, or for the state asked for', async () => {
    const summary = (query = '') => call<CartSummary>(t, buyer, 'GET', `/api/cart/summary${query}`);
    await expect(summary()).resolves.toMatchObject({
      status: 200,
      body: { subtotal: 12997, totalItems: 3, discount: 0, tax: INTRA_STATE },
    });
    await expect(summary('?state=Karnataka')).resolves.toMatchObject({
      body: { tax: INTER_STATE },
    });
    await expect(summary('?state=27')).resolves.toMatchObject({ body: { tax: INTRA_STATE } });
    await expect(summary('?state=Atlantis')).resolves.toMatchObject({
      status: 400,
      body: { message: "Choose a state or union territory from the list: 'Atlantis' is not one" },
    });
    // The order then records what the bag showed.
    expect((await order(IN_KARNATAKA)).tax).toEqual((await summary('?state=29')).body.tax);
  });

  it('shows an empty bag as nothing to pay', async () => {
    const nobody = await signedInUser(t);
    const answer = await call<CartSummary>(t, nobody, 'GET', '/api/cart/summary');
    expect(answer.body).toEqual({
      subtotal: 0,
      totalItems: 0,
      discount: 0,
      tax: { ...INTRA_STATE, taxable: 0, cgst: 0, sgst: 0, total: 0 },
      placeOfSupply: { name: 'Maharashtra', code: '27' },
      taxNote: 'CGST + SGST shown as for Maharashtra, where we are, until you choose an address',
    });
  });
});
