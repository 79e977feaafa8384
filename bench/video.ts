// `npm run bench:video`: one instance serving lesson video. A 720p video is uploaded to the storage and
// transcoded by the instance's own job; then, while shoppers read the catalogue (100 requests a second),
// more and more viewers each fetch a 720p segment every 6 seconds, as players do: the most viewers with
// segment p99 ≤ 1 s while the storefront's p99 stays ≤ 50 ms. Then the storefront's p99 with and
// without a transcode running (target: under 20 % worse). On PostgreSQL (`DATABASE_URL`; a scratch
// database is made beside it), the seeded data set, the production build.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { runMigrations } from '../apps/api/src/db/migrate';
import { hashToken } from '../apps/api/src/lib/tokens';
import { playbackSessions, videos } from '../apps/api/src/modules/video/video.tables';
import { startShop } from '../e2e/support/shop-server';
import { loadDataset } from './dataset';
import { SECONDS, inTurn, load, listQueryMix, prepareTarget } from './load';
import { machineLine, recordSection } from './results';

const run = promisify(execFile);
const SEGMENT_SECONDS = 6;
const SEGMENT_P99_TARGET_MS = 1000;
const STOREFRONT_P99_TARGET_MS = 50;
const STOREFRONT_CONNECTIONS = 10;
/** Shoppers' requests a second: a busy shop's pace, held steady (not as many as the instance can take). */
const STOREFRONT_RATE = 100;
/** Viewers tried in turn; the short form (BENCH_SECONDS below 10) tries the first only. */
const VIEWER_STEPS = [25, 50, 100, 200, 400, 800, 1600];
const short = SECONDS < 10;
const VIDEO_SECONDS = short ? 12 : 60;

/** A 1280×720 test pattern with a tone, as a camera's file would arrive. */
async function sourceVideo(dir: string): Promise<string> {
  const path = join(dir, 'source.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(VIDEO_SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-y', path],
  ]);
  return path;
}

/**
 * The viewers, in a thread of their own: the storefront's load is measured in this one, and reading
 * megabytes of segments here would delay its clock.
 */
const VIEWERS = `
const { parentPort, workerData } = require('node:worker_threads');
const { viewers, urls, seconds, segmentSeconds } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const latencies = [];
let failures = 0;
let bytes = 0;
const end = Date.now() + seconds * 1000;
Promise.all(
  Array.from({ length: viewers }, async (_, viewer) => {
    // Players start spread over the first segment's time, as an audience arrives.
    await sleep((viewer / viewers) * segmentSeconds * 1000);
    for (let index = viewer; Date.now() < end; index += 1) {
      const started = performance.now();
      const response = await fetch(urls[index % urls.length]).catch(() => undefined);
      const body = await response?.arrayBuffer().catch(() => undefined);
      if (!response?.ok || !body) failures += 1;
      bytes += body?.byteLength ?? 0;
      latencies.push(performance.now() - started);
      await sleep(started + segmentSeconds * 1000 - performance.now());
    }
  }),
).then(() => parentPort.postMessage({ latencies, failures, bytes }));
`;

interface Watched {
  latencies: number[];
  failures: number;
  bytes: number;
}

/** The nearest-rank percentile of `values`. */
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

async function main() {
  const target = await prepareTarget();
  if (!target.url) throw new Error('bench:video runs on PostgreSQL: set DATABASE_URL');
  const database = await target.open();
  try {
    await runMigrations(database);
    const { productIds } = await loadDataset(database.db);
    const source = await sourceVideo(await mkdtemp(join(tmpdir(), 'kaushal-bench-video-')));
    const uploads = join(target.dataDir, 'uploads', 'video-uploads');
    await mkdir(uploads, { recursive: true });
    /** A finished upload in the storage and its video row, as an admin's upload leaves them. */
    const uploaded = async () => {
      const uploadId = randomBytes(16).toString('hex');
      await copyFile(source, join(uploads, uploadId));
      const [row] = await database.db
        .insert(videos)
        .values({ uploadId, encryptionKey: randomBytes(16) })
        .returning({ id: videos.id });
      return row!.id;
    };
    const videoRow = async (id: number) =>
      (await database.db.select().from(videos).where(eq(videos.id, id)))[0]!;
    const until = async (ready: () => Promise<boolean>) => {
      while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 250));
    };

    const shop = await startShop({ DATA_DIR: target.dataDir, DATABASE_URL: target.url });
    try {
      const storefront = inTurn(shop.url, [
        ...listQueryMix().map((query) => `/api/products?${query}`),
        ...productIds.map((id) => `/api/products/${id}`),
      ]);
      const storefrontP99 = async () =>
        (
          await load(
            { ...storefront, overallRate: STOREFRONT_RATE },
            Math.max(SECONDS, SEGMENT_SECONDS),
            STOREFRONT_CONNECTIONS,
          )
        ).latency.p99;

      const first = await uploaded();
      const transcodeStarted = Date.now();
      await until(async () => (await videoRow(first)).state !== 'processing');
      const transcoded = await videoRow(first);
      if (transcoded.state !== 'ready') throw new Error(`transcode failed: ${transcoded.failure}`);
      const transcodeSeconds = (Date.now() - transcodeStarted) / 1000;

      // A player's address, as opening the lesson would give one (a free preview's: no login).
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await database.db.insert(playbackSessions).values({
        tokenHash: hashToken(token),
        videoId: first,
        lessonId: 0,
        startedAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
        seenAt: now,
      });
      const top = transcoded.renditions[0]!;
      const folder = top.playlist.slice(0, top.playlist.lastIndexOf('/'));
      const segmentCount = Math.ceil(VIDEO_SECONDS / SEGMENT_SECONDS);
      const segmentUrl = (index: number) =>
        `${shop.url}/api/playback/${token}/${folder}/segment-${String(index % segmentCount).padStart(5, '0')}.ts`;

      /** `viewers` players for SECONDS (at least one segment's time), each a segment per 6 s. */
      const watch = (viewers: number) =>
        new Promise<Watched>((resolve, reject) => {
          const worker = new Worker(VIEWERS, {
            eval: true,
            workerData: {
              viewers,
              urls: Array.from({ length: segmentCount }, (_, index) => segmentUrl(index)),
              seconds: Math.max(SECONDS, SEGMENT_SECONDS),
              segmentSeconds: SEGMENT_SECONDS,
            },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        });

      const rows: string[] = [];
      let served = 0;
      for (const viewers of short ? VIEWER_STEPS.slice(0, 1) : VIEWER_STEPS) {
        const [segments, shopP99] = await Promise.all([watch(viewers), storefrontP99()]);
        const p99 = Math.round(percentile(segments.latencies, 0.99));
        const met =
          p99 <= SEGMENT_P99_TARGET_MS &&
          segments.failures === 0 &&
          shopP99 <= STOREFRONT_P99_TARGET_MS;
        rows.push(
          `| ${viewers} | ${segments.latencies.length} | ${(segments.bytes / 2 ** 20 / Math.max(segments.latencies.length, 1)).toFixed(1)} | ${p99} | ${segments.failures} | ${shopP99} | ${met ? 'yes' : 'no'} |`,
        );
        console.log(rows.at(-1));
        if (!met) break;
        served = viewers;
      }

      const idleP99 = await storefrontP99();
      const second = await uploaded();
      await until(async () => (await videoRow(second)).claimedUntil !== null);
      const busyP99 = await storefrontP99();
      const stillTranscoding = (await videoRow(second)).state === 'processing';
      const worse = (busyP99 - idleP99) / Math.max(idleP99, 1);

      const body = [
        `## Lesson video on one instance`,
        '',
        `${new Date().toISOString().slice(0, 10)} · ${machineLine()} · PostgreSQL · a ${VIDEO_SECONDS}-second 1280×720 video (its 720p rendition's segments), the storefront at ${STOREFRONT_RATE} requests a second on ${STOREFRONT_CONNECTIONS} connections, ${Math.max(SECONDS, SEGMENT_SECONDS)} s per step, production build.`,
        '',
        `Transcoding it (two renditions, AES-128) took ${transcodeSeconds.toFixed(1)} s from upload to ready.`,
        '',
        '| viewers | segments | MiB each | segment p99 ms | failed | storefront p99 ms | within targets |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        ...rows,
        '',
        `Viewers served within targets (segment p99 ≤ ${SEGMENT_P99_TARGET_MS} ms, storefront p99 ≤ ${STOREFRONT_P99_TARGET_MS} ms): ${served}.`,
        '',
        `Storefront p99 without a transcode ${idleP99} ms, with one running ${busyP99} ms${stillTranscoding ? '' : ' (it ended before the measurement did)'}: ${(100 * worse).toFixed(0)} % worse (target: under 20 %).`,
      ].join('\n');
      console.log(`\n${body}\n`);
      if (!short) await recordSection('video', body);
    } finally {
      await shop.stop();
    }
  } finally {
    await database.close();
    await target.drop();
  }
}

await main();
