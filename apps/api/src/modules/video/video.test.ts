// Lesson videos on every engine: an admin's resumable upload, cut off part-way, resumes from the offset
// the server reports; files that are not sensible videos are refused and not kept; two instances'
// transcode passes make a video ready exactly once, encrypted; and its playback is for the entitled
// learner's own session only, short-lived, at most two at once, and ends with a refund.
import { execFile } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type {
  ClassroomLessonDetail,
  Enrolment,
  Lesson,
  PreviewPlayback,
  Section,
} from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, videos } from '../../db/schema';
import { buySeats, datedWorkshop } from '../../../test/learning.fixtures';
import { call } from '../../../test/order.fixtures';
import {
  createTestApp,
  signedInUser,
  testEngines,
  type SignedInUser,
  type TestApp,
} from '../../../test/test-app';
import { transcodeVideoWorkflow } from '../workflows/transcode-video.workflow';
import { videoUploads } from './video-uploads';
import { videoService } from './video.service';

const run = promisify(execFile);
const MINUTE = 60_000;

/** An 8-second 640×360 video with sound, made by ffmpeg. */
async function sampleVideo(dir: string): Promise<Buffer> {
  const file = join(dir, 'lesson.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '8'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-y', file],
  ]);
  return readFile(file);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe.each(testEngines)('lesson videos on %s', (engine) => {
  let t: TestApp;
  let origin: string;
  let admin: SignedInUser;
  let learner: SignedInUser;
  let other: SignedInUser;
  let video: Buffer;
  let now = Date.now();
  let productId: number;
  let sectionsUrl: string;
  let lessonId: string;
  let enrolment: Enrolment;
  let orderId: string;

  /** One HTTP request to the listening app; `cutAfter` sends that many body bytes, then drops the connection. */
  const send = (
    method: string,
    path: string,
    headers: Record<string, string | number>,
    body?: Buffer,
    cutAfter?: number,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      if (cutAfter === undefined) {
        req.on('error', reject);
        req.end(body);
        return;
      }
      // The connection drops part-way, as a train entering a tunnel drops it.
      req.on('error', () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0) }));
      req.write(body!.subarray(0, cutAfter), () => setImmediate(() => req.destroy()));
    });

  const tus = { 'tus-resumable': '1.0.0' };
  const metadata = (type: string) =>
    `filename ${Buffer.from('lesson.mp4').toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;
  const create = (user: SignedInUser | undefined, length: number, type = 'video/mp4') =>
    send('POST', '/api/uploads/tus', {
      ...tus,
      ...(user && { cookie: user.cookie }),
      'upload-length': length,
      'upload-metadata': metadata(type),
    });
  const offsetOf = async (location: string) =>
    send('HEAD', location, { ...tus, cookie: admin.cookie });
  const patch = (location: string, offset: number, bytes: Buffer, cutAfter?: number) =>
    send(
      'PATCH',
      location,
      {
        ...tus,
        cookie: admin.cookie,
        'upload-offset': offset,
        'content-type': 'application/offset+octet-stream',
        'content-length': bytes.length,
      },
      bytes,
      cutAfter,
    );
  /** The whole upload in one go; answers its location and the final PATCH's answer. */
  const upload = async (bytes: Buffer, type = 'video/mp4') => {
    const created = await create(admin, bytes.length, type);
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    return { location, finished: await patch(location, 0, bytes) };
  };
  const idOf = (location: string) => location.slice(location.lastIndexOf('/') + 1);
  const get = (user: SignedInUser | undefined, path: string) =>
    send('GET', path, user ? { cookie: user.cookie } : {});
  const lessonUrl = () => `/api/enrolments/${enrolment.id}/lessons/${lessonId}`;
  const playbackOf = async (user: SignedInUser) =>
    (await call<ClassroomLessonDetail>(t, user, 'GET', lessonUrl())).body.playback!;

  beforeAll(async () => {
    t = await createTestApp(engine, { VIDEO_UPLOAD_MAX_MB: '5' }, { clock: () => new Date(now) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signedInUser(t, 'admin');
    learner = await signedInUser(t);
    other = await signedInUser(t);
    video = await sampleVideo(await mkdtemp(join(tmpdir(), 'kaushal-video-test-')));
    const start = new Date(now - 60 * MINUTE);
    const product = await datedWorkshop(t, [
      { startsAt: start, endsAt: new Date(start.getTime() + 180 * MINUTE) },
    ]);
    productId = product.id;
    sectionsUrl = `/api/products/${productId}/sections`;
    const section = await call<Section>(t, admin, 'POST', sectionsUrl, { title: 'Basics' });
    const lesson = await call<Lesson>(
      t,
      admin,
      'POST',
      `${sectionsUrl}/${section.body.id}/lessons`,
      {
        title: 'Welcome',
        kind: 'video',
      },
    );
    lessonId = lesson.body.id;
    sectionsUrl = `${sectionsUrl}/${section.body.id}/lessons/${lessonId}`;
    orderId = (await buySeats(t, learner, productId)).id;
    enrolment = (await call<Enrolment[]>(t, learner, 'GET', '/api/enrolments')).body[0]!;
  }, 60_000);
  afterAll(() => t.close());

  it('lets only admins upload, and only videos within the size limit', async () => {
    expect((await create(undefined, 1000)).status).toBe(401);
    expect((await create(learner, 1000)).status).toBe(403);
    const tooBig = await create(admin, 6 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    const notVideo = await create(admin, 1000, 'application/pdf');
    expect(notVideo.status).toBe(415);
    expect(JSON.parse(notVideo.body.toString())).toMatchObject({
      message: 'Upload a video file, such as MP4, MOV, WebM or MKV',
    });
  });

  it('refuses a file that only claims to be a video, and keeps nothing of it', async () => {
    const { location, finished } = await upload(Buffer.from('not a video at all '.repeat(100)));
    expect(finished.status).toBe(400);
    expect(JSON.parse(finished.body.toString())).toMatchObject({
      message: 'This file is not a video we can read.',
    });
    expect((await offsetOf(location)).status).toBe(404);
    const named = await call(t, admin, 'PATCH', sectionsUrl, { video: idOf(location) });
    expect(named.status).toBe(400);
  });

  it('resumes an upload cut off at about 60 % from the offset the server kept', async () => {
    const created = await create(admin, video.length);
    const location = String(created.headers.location);
    const cut = Math.floor(video.length * 0.6);
    await patch(location, 0, video, cut);
    // The server keeps what arrived before the cut: wait until it says so.
    let offset = 0;
    await expect
      .poll(async () => {
        offset = Number((await offsetOf(location)).headers['upload-offset']);
        return offset;
      })
      .toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(cut);
    // Sending from anywhere but the kept offset is refused, in the API's error shape.
    const wrong = await patch(location, 0, video);
    expect(wrong.status).toBe(409);
    expect(JSON.parse(wrong.body.toString())).toMatchObject({ code: 'CONFLICT' });
    const rest = await patch(location, offset, video.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers['upload-offset'])).toBe(video.length);

    const named = await call<Lesson>(t, admin, 'PATCH', sectionsUrl, { video: idOf(location) });
    expect(named.status).toBe(200);
    expect(named.body.video).toEqual({
      id: expect.any(String),
      state: 'processing',
      failure: null,
      durationSeconds: null,
    });
    // Only a video lesson takes one.
    const asText = await call(t, admin, 'PATCH', sectionsUrl, {
      kind: 'text',
      body: '<p>Now a reading</p>',
      video: idOf(location),
    });
    expect(asText.status).toBe(400);
  });

  it('transcodes the video once, though two instances look for work at the same time', async () => {
    // A second instance: its own services over the same database and storage.
    const secondVideos = videoService(t.database.db, {
      storage: t.app.storage,
      uploads: videoUploads({
        folder: join(t.config.dataDir, 'video-uploads'),
        maxBytes: t.config.videoUploadMaxBytes,
        storage: t.app.storage,
      }),
      clock: () => new Date(now),
      playbackAllowance: 2,
    });
    const workflowOf = (videosOfInstance: typeof secondVideos) =>
      transcodeVideoWorkflow({
        videos: videosOfInstance,
        curricula: t.app.curricula,
        clearPublicReads: () => t.app.catalogue.clear(),
        log: t.app.log,
      });
    const worked = await Promise.all([
      workflowOf(t.app.videos).drain(),
      workflowOf(secondVideos).drain(),
    ]);
    expect(worked.sort()).toEqual([0, 1]);
    const [row] = await t.database.db.select().from(videos);
    expect(row).toMatchObject({ state: 'ready', attempts: 1, uploadId: null, durationSeconds: 8 });
    const [lesson] = await t.database.db
      .select()
      .from(lessons)
      .where(eq(lessons.id, Number(lessonId)));
    expect(lesson?.durationSeconds).toBe(8);
    const curriculum = await call<{ durationSeconds: number }>(
      t,
      undefined,
      'GET',
      `/api/products/${productId}/curriculum`,
    );
    expect(curriculum.body.durationSeconds).toBe(8);
  }, 120_000);

  it('plays for the learner: an encrypted HLS stream whose key only they get', async () => {
    const playback = await playbackOf(learner);
    expect(playback.url).toMatch(/^\/api\/playback\/[\w-]{43}\/master\.m3u8$/);
    const master = await get(learner, playback.url);
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const variants = master.body
      .toString()
      .split('\n')
      .filter((line) => line.endsWith('.m3u8'));
    expect(variants).toHaveLength(2);
    const base = playback.url.slice(0, playback.url.lastIndexOf('/') + 1);
    const variant = (await get(learner, `${base}${variants[0]}`)).body.toString();
    expect(variant).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    expect(variant).toContain('#EXT-X-TARGETDURATION:6');
    const segmentName = variant.split('\n').find((line) => line.endsWith('.ts'))!;
    const folder = variants[0]!.slice(0, variants[0]!.lastIndexOf('/') + 1);
    const segment = await get(learner, `${base}${folder}${segmentName}`);
    expect(segment.status).toBe(200);
    expect(segment.body[0]).not.toBe(0x47);
    const key = await get(learner, `${base}key`);
    expect(key.status).toBe(200);
    expect(key.headers['cache-control']).toBe('private, no-store');
    expect(key.body).toHaveLength(16);
    // With the key, the first segment is an MPEG transport stream (IV: its sequence number, 0).
    const decipher = createDecipheriv('aes-128-cbc', key.body, Buffer.alloc(16));
    const clear = Buffer.concat([decipher.update(segment.body), decipher.final()]);
    expect(clear[0]).toBe(0x47);
    // ffprobe, an independent reader, reads the whole rendition through with the key.
    const dir = await mkdtemp(join(tmpdir(), 'kaushal-playback-'));
    await writeFile(join(dir, 'key.bin'), key.body);
    for (const name of variant.split('\n').filter((line) => line.endsWith('.ts'))) {
      await writeFile(join(dir, name), (await get(learner, `${base}${folder}${name}`)).body);
    }
    await writeFile(join(dir, 'index.m3u8'), variant.replaceAll('"../key"', '"key.bin"'));
    const probed = await run('ffprobe', [
      ...['-v', 'error', '-allowed_extensions', 'ALL'],
      ...['-show_entries', 'format=duration', '-of', 'csv=p=0', join(dir, 'index.m3u8')],
    ]);
    expect(Number(probed.stdout)).toBeCloseTo(8, 0);
  });

  it('refuses the playlist and key to anyone but the learner in the session that opened it', async () => {
    const playback = await playbackOf(learner);
    const base = playback.url.slice(0, playback.url.lastIndexOf('/') + 1);
    for (const path of [playback.url, `${base}key`]) {
      expect((await get(other, path)).status).toBe(403);
      expect((await get(undefined, path)).status).toBe(403);
    }
    // The same learner signed in elsewhere is another session.
    const elsewhere = { ...learner, cookie: (await signedInUser(t)).cookie };
    expect((await get(elsewhere, `${base}key`)).status).toBe(403);
    expect((await get(learner, `${base}key`)).status).toBe(200);
    // Another customer is not enrolled at all.
    expect((await call(t, other, 'GET', lessonUrl())).status).toBe(404);
  });

  it('expires the playlist and key after 10 minutes, while a running player keeps its segments', async () => {
    const playback = await playbackOf(learner);
    const base = playback.url.slice(0, playback.url.lastIndexOf('/') + 1);
    const variant = (await get(learner, `${base}360p/index.m3u8`)).body.toString();
    const segment = variant.split('\n').find((line) => line.endsWith('.ts'))!;
    now += 10 * MINUTE + 1000;
    expect((await get(learner, playback.url)).status).toBe(403);
    expect((await get(learner, `${base}key`)).status).toBe(403);
    expect((await get(learner, `${base}360p/${segment}`)).status).toBe(200);
  });

  it('lets an account play on two screens at once: a third stops the oldest', async () => {
    now += 20 * MINUTE;
    const first = await playbackOf(learner);
    now += 1000;
    const second = await playbackOf(learner);
    now += 1000;
    expect((await get(learner, first.url)).status).toBe(200);
    const third = await playbackOf(learner);
    const stopped = await get(learner, first.url);
    expect(stopped.status).toBe(403);
    expect(JSON.parse(stopped.body.toString())).toMatchObject({
      message: expect.stringContaining('playing on too many other devices'),
    });
    expect((await get(learner, second.url)).status).toBe(200);
    expect((await get(learner, third.url)).status).toBe(200);
  });

  it('keeps the allowance when screens start at the same moment', async () => {
    now += MINUTE;
    const started = await Promise.all([1, 2, 3, 4].map(() => playbackOf(learner)));
    const answers = await Promise.all(started.map(({ url }) => get(learner, url)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 403, 403]);
  });

  it('plays a free preview for anyone, and only a free preview', async () => {
    const preview = `/api/products/${productId}/lessons/${lessonId}/preview`;
    expect((await call(t, undefined, 'GET', preview)).status).toBe(404);
    expect((await call(t, admin, 'PATCH', sectionsUrl, { preview: true })).status).toBe(200);
    const opened = await call<PreviewPlayback>(t, undefined, 'GET', preview);
    expect(opened.status).toBe(200);
    expect(opened.headers['cache-control']).toContain('no-store');
    const { url } = opened.body.playback;
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    expect((await get(undefined, url)).status).toBe(200);
    expect((await get(other, `${base}key`)).body).toHaveLength(16);
    expect((await get(undefined, `${base}poster.jpg`)).headers['content-type']).toBe('image/jpeg');
    expect((await call(t, admin, 'PATCH', sectionsUrl, { preview: false })).status).toBe(200);
    expect((await call(t, undefined, 'GET', preview)).status).toBe(404);
  });

  it('ends playback when the order is refunded', async () => {
    const playback = await playbackOf(learner);
    const base = playback.url.slice(0, playback.url.lastIndexOf('/') + 1);
    expect((await get(learner, `${base}key`)).status).toBe(200);
    const cancelled = await call(t, admin, 'PATCH', `/api/orders/${orderId}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    expect((await get(learner, playback.url)).status).toBe(403);
    expect((await get(learner, `${base}key`)).status).toBe(403);
    expect((await call(t, learner, 'GET', lessonUrl())).status).toBe(403);
  });
});
