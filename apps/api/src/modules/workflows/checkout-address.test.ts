// What an order must say of its buyer: the state alone for online workshops bought without a GSTIN (GST's
// place of supply), the full address for a GSTIN's tax invoice or a classroom batch, refused in a
// buyer's words when it is missing.
import type { Order } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches } from '../../db/schema';
import { createTestApp, signedInUser, testEngines, type TestApp } from '../../../test/test-app';
import { ADDRESS, call, insertProduct } from '../../../test/order.fixtures';

describe.each(testEngines)('the address an order needs on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** A buyer with the workshop in their bag, ordering with the billing details given. */
  const order = async (selectedAddress: Record<string, string>, mode: 'online' | 'offline') => {
    const workshop = await insertProduct(t);
    if (mode === 'offline') {
      await t.database.db
        .update(batches)
        .set({ mode: 'offline', venue: 'Sector 62, Noida' })
        .where(eq(batches.id, workshop.batchId));
    }
    const buyer = await signedInUser(t);
    await call(t, buyer, 'POST', '/api/cart', { product: String(workshop.id), quantity: 1 });
    return call<Order & { message: string }>(t, buyer, 'POST', '/api/orders', {
      selectedAddress,
      paymentMethod: 'upi',
    });
  };

  it('takes a name and a state for an online workshop without a GSTIN, and taxes by that state', async () => {
    const placed = await order({ name: 'Asha Verma', state: 'Karnataka' }, 'online');
    expect(placed.status).toBe(201);
    expect(placed.body.selectedAddress).toEqual({ name: 'Asha Verma', state: 'Karnataka' });
    // Karnataka is not the shop's state: IGST, as the place of supply is the buyer's state.
    expect(placed.body.tax).toMatchObject({ intraState: false });
  });

  it('still asks for the state, from the list', async () => {
    expect(await order({ name: 'Asha Verma' }, 'online')).toMatchObject({ status: 400 });
    expect(await order({ name: 'Asha Verma', state: 'Atlantis' }, 'online')).toMatchObject({
      status: 400,
      body: { message: "Choose a state or union territory from the list: 'Atlantis' is not one" },
    });
  });

  it('needs the full address for a GSTIN’s tax invoice', async () => {
    expect(
      await order({ name: 'Asha Verma', state: 'Karnataka', gstin: '29AAPFU0939F1ZR' }, 'online'),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'A tax invoice to a GSTIN needs your full address: Enter your email address',
      },
    });
    const withoutPin = Object.fromEntries(
      Object.entries(ADDRESS).filter(([field]) => field !== 'pinCode'),
    );
    expect(await order({ ...withoutPin, gstin: '09AAPFU0939F1ZT' }, 'online')).toMatchObject({
      status: 400,
      body: { message: 'A tax invoice to a GSTIN needs your full address: Enter your PIN code' },
    });
    const full = await order({ ...ADDRESS, gstin: '09AAPFU0939F1ZT' }, 'online');
    expect(full).toMatchObject({ status: 201, body: { selectedAddress: { pinCode: '201301' } } });
  });

  it('needs the full address for a classroom batch', async () => {
    const refused = await order({ name: 'Asha Verma', state: 'Uttar Pradesh' }, 'offline');
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'A classroom batch needs your full address: Enter your email address' },
    });
    const placed = await order(ADDRESS as Record<string, string>, 'offline');
    expect(placed.status).toBe(201);
  });
});
