// Image uploads on every engine: real PNG, JPEG and WebP bytes accepted, anything else refused by content;
// and kept in an S3-compatible store when STORAGE_URL names one.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { multipartBody, type FilePart, type RequestBody } from '../../../test/multipart-body';
import { startS3Peer, type S3Peer } from '../../../test/s3-peer';
import { UPLOAD_MAX_BYTES } from './upload.service';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 PNG: signature, header (8-bit RGB), one deflated scanline, end. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
  pngChunk('IDAT', deflateSync(Buffer.from([0, 0xe0, 0x7a, 0x10]))),
  pngChunk('IEND', Buffer.alloc(0)),
]);
/** A valid 1×1 baseline JPEG (quantisation and Huffman tables, one scan), as a browser encodes it. */
const jpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCwCeOP/9k=',
  'base64',
);
/** A valid 1×1 lossless WebP: a RIFF container holding one VP8L bitstream. */
const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** The start of a Windows program ("MZ" header), as a renamed .exe brings it. */
const exe = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(64),
  Buffer.from('This program cannot be run in DOS mode.', 'latin1'),
]);

describe.each(testEngines)('image uploads on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let customer: SignedInUser;

  const upload = async (
    body: RequestBody,
    headers: Record<string, string> = { cookie: admin.cookie },
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': body.contentType, ...headers },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const storedFiles = () => readdirSync(t.config.uploadDir);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t);
  });
  afterAll(() => t.close());

  it.each([
    ['PNG', png, 'png', 'image/png'],
    ['JPEG', jpeg, 'jpg', 'image/jpeg'],
    ['WebP', webp, 'webp', 'image/webp'],
  ])(
    'stores a %s under a random name and serves it back, cached for good',
    async (_type, bytes, extension, contentType) => {
      const response = await upload(
        await multipartBody({ bytes, filename: `photo.${extension}`, type: contentType }),
      );
      expect(response.status).toBe(201);
      const url = response.body.url as string;
      expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('judges by content: a PNG with an odd name and declared type is stored as .png', async () => {
    const response = await upload(
      await multipartBody({ bytes: png, filename: 'setup.exe', type: 'application/octet-stream' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/\.png$/);
  });

  it('gives two uploads of the same image two names', async () => {
    const body = await multipartBody({ bytes: png, filename: 'a.png', type: 'image/png' });
    const first = await upload(body);
    const second = await upload(body);
    expect(first.body.url).not.toBe(second.body.url);
  });

  it.each<[string, FilePart]>([
    ['a renamed .exe', { bytes: exe, filename: 'photo.png', type: 'image/png' }],
    [
      'an SVG (it could carry script)',
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        filename: 'logo.svg',
        type: 'image/svg+xml',
      },
    ],
    [
      'a GIF',
      {
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
        filename: 'a.gif',
        type: 'image/gif',
      },
    ],
    [
      'HTML named .jpg',
      {
        bytes: Buffer.from('<html><script>alert(1)</script>'),
        filename: 'a.jpg',
        type: 'image/jpeg',
      },
    ],
    [
      'a RIFF that is not WebP',
      {
        bytes: Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'),
        filename: 'a.webp',
        type: 'image/webp',
      },
    ],
  ])('refuses %s with 415 and stores nothing', async (_case, file) => {
    const before = storedFiles().length;
    const response = await upload(await multipartBody(file));
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('accepts an image of exactly 2 MB and refuses one byte more with 413', async () => {
    const image = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const exact = await upload(
      await multipartBody({
        bytes: image(UPLOAD_MAX_BYTES),
        filename: 'big.png',
        type: 'image/png',
      }),
    );
    expect(exact.status).toBe(201);
    const before = storedFiles().length;
    const tooLarge = await upload(
      await multipartBody({
        bytes: image(UPLOAD_MAX_BYTES + 1),
        filename: 'big.png',
        type: 'image/png',
      }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a form stuffed with fields before the image with 413', async () => {
    const fields = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x']));
    const body = await multipartBody({ bytes: png, filename: 'a.png', type: 'image/png' }, fields);
    expect(await upload(body)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it.each([
    ['no file at all', () => multipartBody(undefined, { title: 'x' })],
    ['an empty form', () => multipartBody()],
    [
      'the image in another field',
      () => multipartBody({ field: 'image', bytes: png, filename: 'a.png', type: 'image/png' }),
    ],
    [
      'an empty file',
      () => multipartBody({ bytes: Buffer.alloc(0), filename: 'a.png', type: 'image/png' }),
    ],
  ])('answers %s with 400', async (_case, body) => {
    const response = await upload(await body());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/file/),
    });
  });

  it.each([
    [
      'a body cut short',
      async () => {
        const body = await multipartBody({ bytes: png, filename: 'a.png', type: 'image/png' });
        return { ...body, payload: body.payload.subarray(0, body.payload.length - 20) };
      },
    ],
    [
      'multipart without a boundary',
      async () => ({ payload: 'x', contentType: 'multipart/form-data' }),
    ],
  ])('answers %s with 400, never a crash', async (_case, body) => {
    const response = await upload(await body());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('wants multipart: JSON and raw image bodies get 415', async () => {
    const json = await upload({
      payload: JSON.stringify({ file: 'x' }),
      contentType: 'application/json',
    });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const raw = await upload({ payload: png, contentType: 'image/png' });
    expect(raw.status).toBe(415);
  });

  it('refuses a cross-site upload even from an admin', async () => {
    const response = await upload(
      await multipartBody({ bytes: png, filename: 'a.png', type: 'image/png' }),
      { cookie: admin.cookie, origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('refuses visitors (401) and customers (403) and stores nothing', async () => {
    const before = storedFiles().length;
    const body = await multipartBody({ bytes: png, filename: 'a.png', type: 'image/png' });
    expect(await upload(body, {})).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect(await upload(body, { cookie: customer.cookie })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers a missing upload with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
    expect([403, 404]).toContain(traversal.statusCode);
  });
});

describe('image uploads kept in an S3-compatible store (STORAGE_URL)', () => {
  let t: TestApp;
  let peer: S3Peer;
  let admin: SignedInUser;

  beforeAll(async () => {
    peer = await startS3Peer();
    t = await createTestApp('pglite', { STORAGE_URL: peer.storageUrl('shop') });
    admin = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('stores the image in the bucket, not on the instance’s disk, and serves it from there', async () => {
    const body = await multipartBody({ bytes: png, filename: 'photo.png', type: 'image/png' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': body.contentType, cookie: admin.cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const url = response.json<{ url: string }>().url;
    const name = url.slice('/uploads/'.length);
    expect(await peer.keys()).toEqual([`shop/${name}`]);
    expect(await peer.object(`shop/${name}`)).toEqual({ bytes: png, contentType: 'image/png' });
    expect(existsSync(join(t.config.uploadDir, name))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef.png' });
    expect(missing.statusCode).toBe(404);
  });
});
