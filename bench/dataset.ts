// Generates a busy year of data (1,000 products, 2,000 users, 10,000 orders of 1–5 items) straight into
// a database, so the benchmarks measure the shop at a realistic size.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../apps/api/src/lib/passwords';
import type { Database } from '../apps/api/src/db/client';
import { batches, orderItems, orders, products, users } from '../apps/api/src/db/schema';
import { settleStock } from '../apps/api/src/modules/catalogue/seats.service';
import { orderRepository } from '../apps/api/src/modules/orders/order.repository';

export const DATASET = { products: 1_000, users: 2_000, orders: 10_000 } as const;
export const BENCH_PASSWORD = 'Bench12345';
const UNDATED = 'Dates to be announced';
export const CATEGORIES = [
  'Consulting',
  'Investment Banking',
  'Data Analytics',
  'Graphic Design',
  'Digital Marketing',
  'Artificial Intelligence',
  'Personal Finance',
  'Interview Preparation',
];
const BRANDS = ['Kaushal Live', 'Kaushal Bootcamp', 'Kaushal Masterclass'];
const BATCH = 500;

/** A small deterministic generator, so every run builds the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

export interface Dataset {
  userEmails: string[];
  adminEmail: string;
  productIds: number[];
}

export async function loadDataset(db: Database): Promise<Dataset> {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

  const productRows = Array.from({ length: DATASET.products }, (_, i) => ({
    title: `Workshop ${i + 1}: ${pick(CATEGORIES)} in practice`,
    slug: `workshop-${i + 1}`,
    description: 'A mentor-led, hands-on workshop with live sessions, projects and a certificate.',
    fullDescription:
      'Two-hour live sessions on weekends and evenings, with assignments and feedback.',
    thumbnail: '/images/products/default.svg',
    images: ['/images/products/default.svg'],
    price: 499 + Math.floor(next() * 14_500),
    discountPercentage: Math.floor(next() * 60),
    stock: 1_000_000,
    brand: pick(BRANDS),
    category: pick(CATEGORIES),
    rating: Math.round((3.5 + next() * 1.5) * 10) / 10,
    highlights: ['Live sessions', 'Projects', 'Certificate'],
    productDetails: ['Duration: 2 days', 'Mode: Live online'],
    whyEnroll: ['Learn from industry mentors'],
  }));
  const productIds: number[] = [];
  await inBatches(productRows, async (batch) => {
    const inserted = await db.insert(products).values(batch).returning({ id: products.id });
    productIds.push(...inserted.map((row) => row.id));
    // Each workshop's seats in one batch without dates, as the spec's product calls make it.
    await db
      .insert(batches)
      .values(inserted.map((row) => ({ productId: row.id, name: UNDATED, capacity: 1_000_000 })));
  });
  await settleStock(db, productIds, new Date());
  const catalogue = await db
    .select({
      id: products.id,
      title: products.title,
      brand: products.brand,
      price: products.discountPrice,
      batchId: batches.id,
    })
    .from(products)
    .innerJoin(batches, eq(batches.productId, products.id));

  // One hash serves every bench account: hashing 2,000 passwords would only measure Argon2.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const userEmails = Array.from({ length: DATASET.users }, (_, i) => `shopper${i + 1}@bench.test`);
  const adminEmail = 'admin@bench.test';
  const userIds: number[] = [];
  await inBatches(
    [
      ...userEmails.map((email) => ({ email, role: 'user' as const })),
      { email: adminEmail, role: 'admin' as const },
    ],
    async (batch) => {
      const inserted = await db
        .insert(users)
        .values(
          batch.map((user) => ({ ...user, passwordHash, name: user.email.split('@')[0] ?? null })),
        )
        .returning({ id: users.id, role: users.role });
      userIds.push(...inserted.filter((row) => row.role === 'user').map((row) => row.id));
    },
  );

  const start = Date.now() - 365 * 24 * 60 * 60 * 1000;
  for (let first = 0; first < DATASET.orders; first += BATCH) {
    const count = Math.min(BATCH, DATASET.orders - first);
    const lines = Array.from({ length: count }, () =>
      Array.from({ length: 1 + Math.floor(next() * 5) }, () => ({
        product: pick(catalogue),
        quantity: 1 + Math.floor(next() * 3),
      })),
    );
    const created = await db
      .insert(orders)
      .values(
        lines.map((items, i) => {
          const at = new Date(start + ((first + i) / DATASET.orders) * 365 * 24 * 60 * 60 * 1000);
          return {
            userId: pick(userIds),
            status: pick(['pending', 'dispatched', 'delivered', 'cancelled'] as const),
            paymentStatus: pick(['pending', 'received'] as const),
            subtotal: items.reduce((sum, line) => sum + line.product.price * line.quantity, 0),
            totalItems: items.reduce((sum, line) => sum + line.quantity, 0),
            shippingAddress: {
              name: 'Bench Shopper',
              email: 'shopper@bench.test',
              phone: '9876543210',
              street: '12 MG Road',
              city: 'Noida',
              state: 'Uttar Pradesh',
              pinCode: '201301',
            },
            seatsHeld: false,
            payBy: new Date(at.getTime() + 30 * 60_000),
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      created.flatMap((order, i) =>
        (lines[i] ?? []).map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          title: line.product.title,
          thumbnail: '/images/products/default.svg',
          brand: line.product.brand,
          unitPrice: line.product.price,
          quantity: line.quantity,
          batchId: line.product.batchId,
          batch: {
            id: String(line.product.batchId),
            name: UNDATED,
            mode: 'online' as const,
            venue: null,
            sessions: [],
          },
        })),
      ),
    );
    await orderRepository(db).writeItemSnapshots(created.map((order) => order.id));
  }
  // What autovacuum would long have done to a year's data: planner statistics, and the visibility map
  // that lets the sorted order pages be read from their indexes alone.
  await db.execute(sql`vacuum analyze`);
  return { userEmails, adminEmail, productIds };
}
