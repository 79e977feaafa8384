// Batch materials on every engine: an admin uploads PDFs and Office documents (judged by their bytes, at
// most 10 MB), lists and deletes them; only the learner holding an active seat in the batch downloads
// one, byte for byte.
import { crc32 } from 'node:zlib';
import {
  MATERIAL_MAX_BYTES,
  type AuditEntry,
  type BatchMaterial,
  type Enrolment,
} from '@kaushal/shared';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchMaterials } from '../../db/schema';
import { paidSeats } from '../../../test/learning.fixtures';
import { multipartBody, type FilePart } from '../../../test/multipart-body';
import { call } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { materialService } from './material.service';

/** A one-page PDF as a PDF writer lays it out. */
const pdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** A zip archive holding one stored (uncompressed) file, as Office documents are zips of XML parts. */
function zipOf(name: string, content: string): Buffer {
  const fileName = Buffer.from(name, 'utf8');
  const data = Buffer.from(content, 'utf8');
  const header = (size: number) => Buffer.alloc(size);
  const local = header(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = header(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, data]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = header(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

const slides = zipOf('[Content_Types].xml', '<Types/>');
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(testEngines)('batch materials on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let seat: Awaited<ReturnType<typeof paidSeats>>;

  const materialsUrl = (productId: number, batchId: number) =>
    `/api/products/${productId}/batches/${batchId}/materials`;

  const upload = async (
    user: SignedInUser | undefined,
    file: FilePart | undefined,
    fields: Record<string, string> = { title: 'Week 1 notes' },
    url = materialsUrl(seat.product.id, seat.product.batchId),
  ) => {
    const body = await multipartBody(file, fields);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': body.contentType, ...(user && { cookie: user.cookie }) },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json<BatchMaterial>() };
  };

  const download = (user: SignedInUser | undefined, enrolmentId: string, materialId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/enrolments/${enrolmentId}/materials/${materialId}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    buyer = await signedInUser(t);
    seat = await paidSeats(t, buyer);
  });
  afterAll(() => t.close());

  it('lets an admin upload a PDF that the learner sees and downloads byte for byte', async () => {
    const uploaded = await upload(admin, {
      bytes: pdf,
      filename: 'Week 1 notes.pdf',
      type: 'application/pdf',
    });
    expect(uploaded).toMatchObject({
      status: 201,
      body: {
        title: 'Week 1 notes',
        fileName: 'Week 1 notes.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      },
    });
    const material = uploaded.body;

    const listed = await call<BatchMaterial[]>(
      t,
      admin,
      'GET',
      materialsUrl(seat.product.id, seat.product.batchId),
    );
    expect(listed).toMatchObject({ status: 200, body: [material] });

    const [enrolment] = seat.enrolments;
    if (!enrolment) throw new Error('no enrolment');
    const own = await call<Enrolment>(t, buyer, 'GET', `/api/enrolments/${enrolment.id}`);
    expect(own.body.materials).toEqual([material]);

    for (const user of [buyer, admin]) {
      const file = await download(user, enrolment.id, material.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        "attachment; filename*=UTF-8''Week%201%20notes.pdf",
      );
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('takes slides and spreadsheets by their extension and zip bytes, under a clean name', async () => {
    const uploaded = await upload(
      admin,
      { bytes: slides, filename: '../../Résumé\u0007 <day 2>?.pptx', type: 'application/zip' },
      { title: '  Day 2 slides  ' },
    );
    expect(uploaded).toMatchObject({
      status: 201,
      body: { title: 'Day 2 slides', fileName: 'Résumé day 2.pptx', contentType: PPTX },
    });
    const [enrolment] = seat.enrolments;
    const file = await download(buyer, enrolment!.id, uploaded.body.id);
    expect(file.headers['content-type']).toBe(PPTX);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(file.headers['content-disposition'] as string);
    expect(decodeURIComponent(encoded?.[1] ?? '')).toBe('Résumé day 2.pptx');
    expect(file.rawPayload.equals(slides)).toBe(true);

    const sheet = await upload(admin, { bytes: slides, filename: 'Marks.XLSX', type: '' });
    expect(sheet.body).toMatchObject({ fileName: 'Marks.XLSX', contentType: XLSX });
  });

  it.each<[string, FilePart]>([
    [
      'a program renamed .pdf',
      {
        bytes: Buffer.from('MZ\x90\x00 program', 'latin1'),
        filename: 'a.pdf',
        type: 'application/pdf',
      },
    ],
    [
      'a zip that is no Office document',
      { bytes: slides, filename: 'photos.zip', type: 'application/zip' },
    ],
    [
      'a text file named .pptx',
      { bytes: Buffer.from('just text'), filename: 'deck.pptx', type: PPTX },
    ],
    [
      'an HTML page',
      {
        bytes: Buffer.from('<script>alert(1)</script>'),
        filename: 'notes.html',
        type: 'text/html',
      },
    ],
  ])('refuses %s with 415', async (_what, file) => {
    const refused = await upload(admin, file);
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining(
        'Only PDF files and PowerPoint, Word or Excel documents (.pptx, .docx, .xlsx) can be attached',
      ),
    });
  });

  it('refuses a file over 10 MB with 413, and an upload without a title or file with 400', async () => {
    const big = Buffer.alloc(MATERIAL_MAX_BYTES + 1, 0x20);
    pdf.copy(big);
    const tooBig = await upload(admin, {
      bytes: big,
      filename: 'big.pdf',
      type: 'application/pdf',
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ message: 'The file is larger than 10 MB' });

    const untitled = await upload(
      admin,
      { bytes: pdf, filename: 'a.pdf', type: 'application/pdf' },
      { title: '   ' },
    );
    expect(untitled).toMatchObject({ status: 400, body: { message: 'Give the material a title' } });
    const fileless = await upload(admin, undefined);
    expect(fileless).toMatchObject({
      status: 400,
      body: { message: 'file is required: send the material in the field "file"' },
    });
  });

  it('lets only admins upload, list and delete: a visitor gets 401 and a customer 403', async () => {
    const file: FilePart = { bytes: pdf, filename: 'a.pdf', type: 'application/pdf' };
    expect((await upload(undefined, file)).status).toBe(401);
    expect((await upload(buyer, file)).status).toBe(403);
    const url = materialsUrl(seat.product.id, seat.product.batchId);
    for (const method of ['GET', 'DELETE'] as const) {
      const target = method === 'GET' ? url : `${url}/1`;
      expect((await call(t, undefined, method, target)).status).toBe(401);
      expect((await call(t, buyer, method, target)).status).toBe(403);
    }
  });

  it('answers 404 for a batch that is not the workshop’s', async () => {
    const other = await paidSeats(t, await signedInUser(t));
    const file: FilePart = { bytes: pdf, filename: 'a.pdf', type: 'application/pdf' };
    const wrong = await upload(
      admin,
      file,
      undefined,
      materialsUrl(seat.product.id, other.product.batchId),
    );
    expect(wrong).toMatchObject({
      status: 404,
      body: { message: `Workshop ${seat.product.id} has no batch ${other.product.batchId}` },
    });
  });

  it('refuses a download to another customer, a visitor, an ended seat and another batch’s file', async () => {
    const learner = await signedInUser(t);
    const mine = await paidSeats(t, learner);
    const theirs = await paidSeats(t, await signedInUser(t));
    const file: FilePart = { bytes: pdf, filename: 'a.pdf', type: 'application/pdf' };
    const own = await upload(
      admin,
      file,
      undefined,
      materialsUrl(mine.product.id, mine.product.batchId),
    );
    const foreign = await upload(
      admin,
      file,
      undefined,
      materialsUrl(theirs.product.id, theirs.product.batchId),
    );
    const enrolment = mine.enrolments[0]!;
    expect((await download(learner, enrolment.id, own.body.id)).statusCode).toBe(200);

    expect((await download(await signedInUser(t), enrolment.id, own.body.id)).statusCode).toBe(404);
    expect((await download(undefined, enrolment.id, own.body.id)).statusCode).toBe(401);
    const elsewhere = await download(learner, enrolment.id, foreign.body.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.rawPayload.includes(pdf)).toBe(false);

    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${mine.order.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    expect((await download(learner, enrolment.id, own.body.id)).statusCode).toBe(404);
    const ended = await call<Enrolment>(t, learner, 'GET', `/api/enrolments/${enrolment.id}`);
    expect(ended.body).toMatchObject({ status: 'ended', materials: [] });
  });

  it('deletes a material: gone from the list and from the learner', async () => {
    const learner = await signedInUser(t);
    const bought = await paidSeats(t, learner);
    const url = materialsUrl(bought.product.id, bought.product.batchId);
    const file: FilePart = { bytes: pdf, filename: 'a.pdf', type: 'application/pdf' };
    const material = (await upload(admin, file, undefined, url)).body;

    expect(await call(t, admin, 'DELETE', `${url}/${material.id}`)).toMatchObject({
      status: 200,
      body: { id: material.id },
    });
    expect((await call(t, admin, 'GET', url)).body).toEqual([]);
    expect((await download(learner, bought.enrolments[0]!.id, material.id)).statusCode).toBe(404);
    expect((await call(t, admin, 'DELETE', `${url}/${material.id}`)).status).toBe(404);

    const trail = await call<AuditEntry[]>(t, admin, 'GET', '/api/admin/audit?entityType=material');
    expect(trail.body.filter((entry) => entry.entityId === material.id)).toEqual([
      expect.objectContaining({
        action: 'material.delete',
        before: expect.objectContaining({ title: material.title }),
        after: null,
      }),
      expect.objectContaining({
        action: 'material.create',
        actorEmail: admin.email,
        after: expect.objectContaining({ id: material.id, title: material.title }),
      }),
    ]);
  });

  it('keeps the file in the storage, not in its row, and removes it with the material', async () => {
    const url = materialsUrl(seat.product.id, seat.product.batchId);
    const file: FilePart = { bytes: pdf, filename: 'kept.pdf', type: 'application/pdf' };
    const material = (await upload(admin, file, undefined, url)).body;
    const [row] = await t.database.db
      .select()
      .from(batchMaterials)
      .where(eq(batchMaterials.id, Number(material.id)));
    expect(row?.content).toBeNull();
    expect(row?.storageKey).toMatch(/^materials\/[0-9a-f]{32}\.pdf$/);
    const stored = await t.app.storage.get(row!.storageKey!);
    expect(Buffer.concat(await stored!.body.toArray()).equals(pdf)).toBe(true);

    await call(t, admin, 'DELETE', `${url}/${material.id}`);
    expect(await t.app.storage.get(row!.storageKey!)).toBeUndefined();
  });

  it('moves a material kept in its row to the storage once, though two instances move at once', async () => {
    const [kept] = await t.database.db
      .insert(batchMaterials)
      .values({
        batchId: seat.product.batchId,
        title: 'Uploaded before files moved',
        fileName: 'old-notes.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        content: pdf,
      })
      .returning({ id: batchMaterials.id });
    const instances = [1, 2].map(() => materialService(t.database.db, t.app.storage));
    const moved = await Promise.all(instances.map((service) => service.moveRowsToStorage()));
    expect(moved.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(batchMaterials)
      .where(eq(batchMaterials.id, kept!.id));
    expect(row?.content).toBeNull();
    expect(row?.storageKey).toMatch(/^materials\/[0-9a-f]{32}\.pdf$/);
    // Only the copies rows name are left in the storage: a mover that lost removed its own.
    const named = await t.database.db
      .select({ key: batchMaterials.storageKey })
      .from(batchMaterials);
    expect(readdirSync(join(t.config.uploadDir, 'materials')).sort()).toEqual(
      named.map(({ key }) => key!.slice('materials/'.length)).sort(),
    );
    const downloaded = await download(buyer, seat.enrolments[0]!.id, String(kept!.id));
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);
    expect(await instances[0]!.moveRowsToStorage()).toBe(0);
  });
});
