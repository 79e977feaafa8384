// The admin's CSV exports on every engine, read back with an independent CSV parser: the byte-order
// mark, quoting of commas, quotes and line breaks, formulas made harmless, money to the paisa, the
// admin list's order across many pages, and the batch roster among the exports.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ShippingAddress,
  invoices,
  orders,
  promoCodes,
  refunds,
  users,
} from '../../db/schema';
import { ADDRESS, insertProduct } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { EXPORT_PAGE_SIZE } from './export.repository';

/** The test address as an order keeps it. */
const SHIPPING: ShippingAddress = { ...ADDRESS, gstin: ADDRESS.gstin ?? undefined };

const BOM = [0xef, 0xbb, 0xbf];
const AWKWARD_NAMES = [
  'Sharma, Priya "Pri"',
  'Line one\nline two',
  '=HYPERLINK("http://evil.example","x")',
  '+91 98765 43210',
  '-2+3',
  '@SUM(A1:A2)',
  '\tTabbed',
];

describe.each(testEngines)('admin exports on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;

  const download = async (url: string, who: SignedInUser | null = admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: who ? { cookie: who.cookie } : {},
    });
    return response;
  };
  /** The file as rows of cells, headings first, after checking it is a UTF-8 CSV with a BOM. */
  const csvRows = async (url: string) => {
    const response = await download(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const rows: string[][] = parse(response.rawPayload, { bom: true });
    return rows;
  };
  const column = (rows: string[][], heading: string) => {
    const index = rows[0]!.indexOf(heading);
    expect(index, heading).toBeGreaterThanOrEqual(0);
    return rows.slice(1).map((row) => row[index]!);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('exports orders with their customer, promo code, discount, GST to the paisa, payment and refund', async () => {
    const db = t.database.db;
    const [buyer] = await db
      .insert(users)
      .values({ email: `tax-${engine}@example.com`, name: 'Asha Verma', passwordHash: 'x' })
      .returning({ id: users.id });
    const [promo] = await db
      .insert(promoCodes)
      .values({ code: `DIWALI${engine.toUpperCase()}`, type: 'percentage', value: 10 })
      .returning({ id: promoCodes.id, code: promoCodes.code });
    const [order] = await db
      .insert(orders)
      .values({
        userId: buyer!.id,
        subtotal: 4999,
        discountPaise: 49990,
        promoCodeId: promo!.id,
        promoCode: promo!.code,
        paymentStatus: 'received',
        paymentMethod: 'upi',
        paymentReference: `pay_EXPORT${engine.toUpperCase()}`,
        paidAt: new Date('2026-03-15T18:45:00Z'),
        totalItems: 1,
        payBy: new Date(),
        shippingAddress: { ...SHIPPING, gstin: '09AAACH7409R1ZZ' },
        tax: {
          ratePercent: 18,
          sac: '999293',
          supplierStateCode: '27',
          placeOfSupplyStateCode: '09',
          lines: [{ taxablePaise: 381271, cgstPaise: 0, sgstPaise: 0, igstPaise: 68639 }],
        },
      })
      .returning({ id: orders.id });
    // Refunded in full, with its credit note.
    await db.insert(refunds).values({
      orderId: order!.id,
      kind: 'order',
      status: 'processed',
      amountPaise: 449_910,
      processedAt: new Date('2026-03-18T06:00:00Z'),
    });
    await db.insert(invoices).values({
      orderId: order!.id,
      kind: 'credit_note',
      number: `KCN/25-26/00090${engine === 'pglite' ? 1 : 2}`,
      financialYear: '2025-26',
      sequence: engine === 'pglite' ? 9001 : 9002,
      document: {},
    });

    const rows = await csvRows('/api/admin/exports/orders.csv?_sort=id&_order=desc');
    expect(rows[0]).toEqual([
      'Order',
      'Placed (IST)',
      'Paid (IST)',
      'Customer',
      'Customer e-mail',
      'Phone',
      'GSTIN',
      'Workshops',
      'Status',
      'Payment status',
      'Payment method',
      'Subtotal (₹)',
      'Promo code',
      'Discount (₹)',
      'Amount payable (₹)',
      'Taxable value (₹)',
      'CGST (₹)',
      'SGST (₹)',
      'IGST (₹)',
      'Payment reference',
      'Refund',
      'Refunded (₹)',
      'Credit note',
    ]);
    const line = rows.find((row) => row[0] === String(order!.id))!;
    expect(line).toEqual([
      String(order!.id),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      // 18:45 UTC is 00:15 the next day in IST.
      '2026-03-16 00:15',
      'Asha Verma',
      `tax-${engine}@example.com`,
      '98765 43210',
      '09AAACH7409R1ZZ',
      '',
      'pending',
      'received',
      'upi',
      '4999.00',
      promo!.code,
      '499.90',
      '4499.10',
      '3812.71',
      '0.00',
      '0.00',
      '686.39',
      `pay_EXPORT${engine.toUpperCase()}`,
      'processed',
      '4499.10',
      `KCN/25-26/00090${engine === 'pglite' ? 1 : 2}`,
    ]);
  });

  it('quotes commas, quotes and line breaks, and makes formulas plain text', async () => {
    const db = t.database.db;
    const made = await db
      .insert(users)
      .values(
        AWKWARD_NAMES.map((name, index) => ({
          email: `awkward-${index}-${engine}@example.com`,
          name,
          passwordHash: 'x',
          phone: index === 0 ? '+919812345678' : null,
        })),
      )
      .returning({ id: users.id });
    const [{ id: orderId } = { id: 0 }] = await db
      .insert(orders)
      .values({
        userId: made[2]!.id,
        subtotal: 1000,
        totalItems: 1,
        payBy: new Date(),
        shippingAddress: { ...SHIPPING, name: '=cmd|calc', phone: '+919876543210' },
      })
      .returning({ id: orders.id });

    const customers = await csvRows('/api/admin/exports/customers.csv');
    const names = new Map(
      customers.slice(1).map((row) => [row[2], row[1]] as const), // e-mail → name
    );
    expect(
      AWKWARD_NAMES.map((_, index) => names.get(`awkward-${index}-${engine}@example.com`)),
    ).toEqual([
      'Sharma, Priya "Pri"',
      'Line one\nline two',
      `'=HYPERLINK("http://evil.example","x")`,
      `'+91 98765 43210`,
      `'-2+3`,
      `'@SUM(A1:A2)`,
      `'\tTabbed`,
    ]);
    // A customer's phone is written as the national number, which needs no apostrophe.
    const phones = new Map(customers.slice(1).map((row) => [row[2], row[3]] as const));
    expect(phones.get(`awkward-0-${engine}@example.com`)).toBe('98123 45678');

    const ordersFile = await csvRows('/api/admin/exports/orders.csv');
    const row = ordersFile.find((cells) => cells[0] === String(orderId))!;
    expect(row[3]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    // A phone is written as the national number: nothing for the guard to mark.
    expect(row[5]).toBe('98765 43210');
  });

  it('quotes every text cell, and no cell starts a formula where a spreadsheet splits on ; | or tab', async () => {
    const hidden = ['x;=1+1;y', 'Asha,@SUM(A1:A9)', 'p|-2+3', 'tab\t+1'];
    await t.database.db.insert(users).values(
      hidden.map((name, index) => ({
        email: `hidden-${index}-${engine}@example.com`,
        name,
        passwordHash: 'x',
      })),
    );
    const response = await download('/api/admin/exports/customers.csv');
    const text = response.rawPayload.toString('utf8');
    // Every text cell is in quotes, so a spreadsheet keeps it one cell whatever it splits on.
    const line = text.split('\r\n').find((row) => row.includes(`hidden-0-${engine}@`))!;
    expect(line).toContain(`"x;'=1+1;y","hidden-0-${engine}@example.com"`);
    for (const delimiter of [',', ';', '|', '\t']) {
      const rows: string[][] = parse(response.rawPayload, {
        bom: true,
        delimiter,
        quote: false,
        relax_column_count: true,
      });
      const cells = rows.flat().map((cell) => cell.replace(/^"/, ''));
      const formulas = cells.filter((cell) => /^[=+\-@]/.test(cell));
      expect(formulas, `split on ${JSON.stringify(delimiter)}`).toEqual([]);
    }
    const names = (await csvRows('/api/admin/exports/customers.csv'))
      .slice(1)
      .filter((row) => row[2]?.startsWith('hidden-'))
      .map((row) => row[1]);
    expect(names).toEqual(["x;'=1+1;y", "Asha,'@SUM(A1:A9)", "p|'-2+3", "tab\t'+1"]);
  });

  it('gives each customer their paid orders and what they paid less refunds, oldest first', async () => {
    const db = t.database.db;
    const [buyer] = await db
      .insert(users)
      .values({
        email: `loyal-${engine}@example.com`,
        name: 'Ravi Kumar',
        passwordHash: 'x',
        createdAt: new Date('2026-01-31T19:00:00Z'),
      })
      .returning({ id: users.id });
    const placed = await db
      .insert(orders)
      .values(
        (
          [
            ['received', 2999, 0],
            ['refunded', 4999, 10_050],
            ['pending', 1499, 0],
          ] as const
        ).map(([paymentStatus, subtotal, discountPaise]) => ({
          userId: buyer!.id,
          paymentStatus,
          subtotal,
          discountPaise,
          paidAt: paymentStatus === 'pending' ? null : new Date(),
          totalItems: 1,
          payBy: new Date(),
          shippingAddress: SHIPPING,
        })),
      )
      .returning({ id: orders.id });
    await db.insert(refunds).values([
      {
        orderId: placed[1]!.id,
        kind: 'order',
        status: 'processed',
        amountPaise: 200_000,
        provider: 'test',
        providerPaymentId: `pay_${engine}_loyal_1`,
      },
      {
        orderId: placed[0]!.id,
        kind: 'duplicate_payment',
        status: 'processed',
        amountPaise: 299_900,
        provider: 'test',
        providerPaymentId: `pay_${engine}_loyal_2`,
      },
    ]);

    const rows = await csvRows('/api/admin/exports/customers.csv');
    expect(rows[0]).toEqual([
      'Customer',
      'Name',
      'E-mail',
      'Phone',
      'Paid orders',
      'Lifetime value (₹)',
      'Joined (IST)',
    ]);
    // 2999.00 + (4999.00 − 100.50) − 2000.00 refunded; a duplicate charge given back was never owed.
    expect(rows.find((row) => row[2] === `loyal-${engine}@example.com`)).toEqual([
      String(buyer!.id),
      'Ravi Kumar',
      `loyal-${engine}@example.com`,
      '',
      '2',
      '5897.50',
      '2026-02-01 00:30',
    ]);
    const ids = column(rows, 'Customer').map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(column(rows, 'E-mail')).not.toContain(admin.email);

    // The customers list's search: only the accounts it would show.
    const searched = await csvRows('/api/admin/exports/customers.csv?q=ravi%20kumar');
    expect(column(searched, 'E-mail')).toEqual([`loyal-${engine}@example.com`]);
    expect(await csvRows('/api/admin/exports/customers.csv?q=nobody-at-all')).toHaveLength(1);
  });

  it('streams every order across many pages in the admin list’s order, ties kept apart by id', async () => {
    const db = t.database.db;
    const [buyer] = await db
      .insert(users)
      .values({ email: `bulk-${engine}@example.com`, passwordHash: 'x' })
      .returning({ id: users.id });
    // One statement: every order gets the same created_at, so the sort relies on its tie-breaker.
    await db.insert(orders).values(
      Array.from({ length: EXPORT_PAGE_SIZE * 2 + 7 }, (_, index) => ({
        userId: buyer!.id,
        subtotal: 100 + (index % 13),
        discountPaise: (index % 7) * 150,
        totalItems: 1,
        payBy: new Date(),
        shippingAddress: SHIPPING,
      })),
    );
    const all = await db
      .select({ id: orders.id, totalPaise: orders.totalPaise, createdAt: orders.createdAt })
      .from(orders);
    expect(all.length).toBeGreaterThan(EXPORT_PAGE_SIZE * 2);

    const byTotalDesc = [...all]
      .sort((a, b) => b.totalPaise - a.totalPaise || b.id - a.id)
      .map((row) => String(row.id));
    const totalDesc = await csvRows('/api/admin/exports/orders.csv?_sort=totalAmount&_order=desc');
    expect(column(totalDesc, 'Order')).toEqual(byTotalDesc);

    const byCreatedAsc = [...all]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map((row) => String(row.id));
    const createdAsc = await csvRows('/api/admin/exports/orders.csv?_sort=createdAt&_order=asc');
    expect(column(createdAsc, 'Order')).toEqual(byCreatedAsc);
  });

  it('serves the batch roster among the exports, the same file as the roster page’s', async () => {
    const product = await insertProduct(t);
    const exported = await download(`/api/admin/exports/batches/${product.batchId}/roster.csv`);
    const original = await download(
      `/api/products/${product.id}/batches/${product.batchId}/roster.csv`,
    );
    expect(exported.statusCode).toBe(200);
    expect([...exported.rawPayload.subarray(0, 3)]).toEqual(BOM);
    expect(exported.body).toBe(original.body);
    expect((await download('/api/admin/exports/batches/999999/roster.csv')).statusCode).toBe(404);
  });

  it.each([
    '/api/admin/exports/orders.csv',
    '/api/admin/exports/customers.csv',
    '/api/admin/exports/batches/1/roster.csv',
  ])('keeps %s from visitors (401) and customers (403)', async (url) => {
    expect((await download(url, null)).statusCode).toBe(401);
    expect((await download(url, customer)).statusCode).toBe(403);
  });
});
