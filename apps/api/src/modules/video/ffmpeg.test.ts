// Lesson videos through the machine's ffmpeg, on real files made by ffmpeg: uploads that are no video,
// or too small, are refused in words an admin reads; a video becomes two encrypted HLS renditions that
// decrypt with the key (checked by hand with node:crypto and by ffprobe), without the key beside them.
import { execFile } from 'node:child_process';
import { createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo, transcodeToHls, VideoRefused, type HlsOutput } from './ffmpeg';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'kaushal-video-'));
const input = (name: string) => join(folder, name);
/** A URI with characters a template could mangle: the playlists must carry it as is. */
const keyUri = 'https://shop.example/api/lessons/42/key?token=placeholder&v=1';

/** ffmpeg's own test pictures and tone, encoded as an upload would be. */
const make = (name: string, args: string[]) =>
  run('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...args, input(name)]);
const testsrc = (size: string) => ['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25`];
const h264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'];

beforeAll(async () => {
  writeFileSync(input('notes.mp4'), 'Lesson notes, not a video.\n');
  // ffmpeg left to guess reads a text file as an ANSI-art video of a few seconds.
  writeFileSync(input('notes.txt'), 'Bring a sketchbook and two pencils.\n'.repeat(1000));
  await Promise.all([
    make('lesson.mp4', [
      ...testsrc('640x360'),
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '8', ...h264, '-c:a', 'aac'],
    ]),
    make('silent.mp4', [...testsrc('640x360'), '-t', '2', ...h264]),
    make('tiny.mp4', [...testsrc('32x32'), '-t', '2', ...h264]),
    // Long enough to be still transcoding when aborted.
    make('long.mp4', [...testsrc('640x360'), '-t', '40', ...h264, '-preset', 'ultrafast']),
  ]);
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every file under `dir`, relative to it, with forward slashes. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .replaceAll('\\', '/'),
    );

/** Key folders left in the temp folder (the run's own: see test/scratch-folder.ts). */
const keyFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('hls-key-'));

describe('probeVideo', () => {
  it('reads the duration and size of a video', async () => {
    expect(await probeVideo(input('lesson.mp4'))).toEqual({
      durationSeconds: 8,
      width: 640,
      height: 360,
    });
  });

  it('refuses a file that is not a video', async () => {
    for (const name of ['notes.mp4', 'notes.txt']) {
      const refused = probeVideo(input(name));
      await expect(refused).rejects.toBeInstanceOf(VideoRefused);
      await expect(refused).rejects.toThrow('This file is not a video we can read.');
    }
  });

  it('refuses a video too small to watch', async () => {
    const refused = probeVideo(input('tiny.mp4'));
    await expect(refused).rejects.toBeInstanceOf(VideoRefused);
    await expect(refused).rejects.toThrow(
      'This video is 32 × 32 pixels; a lesson video must be at least 64 pixels on each side.',
    );
  });
});

describe('transcodeToHls', () => {
  const key = randomBytes(16);
  const outDir = join(folder, 'lesson-hls');
  let output: HlsOutput;
  let seconds: number;
  beforeAll(async () => {
    const started = performance.now();
    output = await transcodeToHls(input('lesson.mp4'), outDir, { key, keyUri });
    seconds = (performance.now() - started) / 1000;
  }, 60_000);
  const read = (file: string) => readFileSync(join(outDir, file));
  const readText = (file: string) => read(file).toString('utf8');

  it('writes two renditions, a master playlist and a poster, and lists every file', () => {
    console.info(`8 s video transcoded in ${seconds.toFixed(1)} s`);
    expect(output.durationSeconds).toBe(8);
    expect(output.renditions).toEqual([
      { height: 360, width: 640, bandwidth: expect.any(Number), playlist: '360p/index.m3u8' },
      { height: 180, width: 320, bandwidth: expect.any(Number), playlist: '180p/index.m3u8' },
    ]);
    expect(output.renditions[0]!.bandwidth).toBeGreaterThan(output.renditions[1]!.bandwidth);
    expect(output.poster).toBe('poster.jpg');
    expect(read('poster.jpg').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect([...output.files].sort()).toEqual(filesUnder(outDir).sort());
    expect(output.files).toContain('master.m3u8');
    expect(output.files).toContain('360p/segment-00000.ts');

    const [high, low] = output.renditions;
    expect(readText('master.m3u8')).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        `#EXT-X-STREAM-INF:BANDWIDTH=${high!.bandwidth},RESOLUTION=640x360`,
        '360p/index.m3u8',
        `#EXT-X-STREAM-INF:BANDWIDTH=${low!.bandwidth},RESOLUTION=320x180`,
        '180p/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('cuts 6-second segments, encrypted with the key at the given URI', () => {
    for (const { playlist } of output.renditions) {
      const text = readText(playlist);
      expect(text).toContain('#EXT-X-TARGETDURATION:6\n');
      expect(text).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="${keyUri}"`);
      expect(text).toContain('#EXT-X-ENDLIST');
      expect(text.match(/^#EXTINF:[\d.]+/gm)).toEqual(['#EXTINF:6.000000', '#EXTINF:2.000000']);
    }
  });

  it('leaves neither the key nor a key file beside the segments', () => {
    for (const file of filesUnder(outDir)) {
      expect(file).not.toMatch(/\.key$|keyinfo/i);
      expect(read(file).includes(key)).toBe(false);
    }
    expect(keyFolders()).toEqual([]);
  });

  it('encrypts each segment with AES-128-CBC, its media sequence number as IV', () => {
    const playlist = readText('360p/index.m3u8');
    // The IV ffmpeg declares for the second segment, on the key line before it.
    const declared = /IV=0x([0-9a-f]{32})\n#EXTINF:[\d.]+,\nsegment-00001\.ts/i.exec(playlist);
    const iv = Buffer.from(declared![1]!, 'hex');
    expect(iv).toEqual(Buffer.from('00000000000000000000000000000001', 'hex'));

    const segment = read('360p/segment-00001.ts');
    expect(segment[0]).not.toBe(0x47);
    expect(segment.length % 16).toBe(0);
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(segment), decipher.final()]);
    // An MPEG-TS stream: 188-byte packets, each starting with the sync byte.
    expect(plain.length % 188).toBe(0);
    for (let offset = 0; offset < plain.length; offset += 188) expect(plain[offset]).toBe(0x47);
  });

  it('plays in ffprobe given the key', async () => {
    const keyFile = join(folder, 'lesson.key');
    writeFileSync(keyFile, key);
    // A copy naming the key file and the segments by absolute path, so it may live outside outDir.
    const copy = join(folder, 'lesson-with-key.m3u8');
    const playlist = readText('360p/index.m3u8')
      .replaceAll(keyUri, keyFile)
      .replace(/^segment-/gm, `${join(outDir, '360p')}/segment-`);
    writeFileSync(copy, playlist);
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-allowed_extensions', 'ALL', '-protocol_whitelist', 'file,crypto,data'],
      ...['-show_entries', 'format=duration:stream=codec_name', '-of', 'json', copy],
    ]);
    const probed = JSON.parse(stdout) as {
      format: { duration: string };
      streams: { codec_name: string }[];
    };
    expect(Math.abs(Number(probed.format.duration) - 8)).toBeLessThanOrEqual(1);
    expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
  });
});

describe('transcodeToHls, other sources', () => {
  const key = randomBytes(16);

  it('transcodes a video without audio', { timeout: 60_000 }, async () => {
    const outDir = join(folder, 'silent-hls');
    const output = await transcodeToHls(input('silent.mp4'), outDir, { key, keyUri });
    expect(output.durationSeconds).toBe(2);
    expect(output.renditions.map(({ height }) => height)).toEqual([360, 180]);
    for (const { playlist } of output.renditions) {
      expect(readFileSync(join(outDir, playlist), 'utf8')).toContain('#EXT-X-ENDLIST');
    }
    expect(existsSync(join(outDir, 'poster.jpg'))).toBe(true);
  });

  it('refuses what probeVideo refuses, writing nothing', async () => {
    const outDir = join(folder, 'notes-hls');
    await expect(transcodeToHls(input('notes.mp4'), outDir, { key, keyUri })).rejects.toThrow(
      VideoRefused,
    );
    expect(existsSync(outDir)).toBe(false);
  });

  it('stops when aborted at once', async () => {
    const controller = new AbortController();
    const transcoding = transcodeToHls(input('lesson.mp4'), join(folder, 'aborted-hls'), {
      key,
      keyUri,
      signal: controller.signal,
    });
    controller.abort();
    await expect(transcoding).rejects.toThrow('aborted');
  });

  it('kills ffmpeg when aborted halfway', { timeout: 60_000 }, async () => {
    const controller = new AbortController();
    const outDir = join(folder, 'long-hls');
    const transcoding = transcodeToHls(input('long.mp4'), outDir, {
      key,
      keyUri,
      signal: controller.signal,
    });
    const outcome = transcoding.then(
      () => 'finished',
      (error: unknown) => error,
    );
    // ffmpeg opens a segment's file as the segment starts: it is at work.
    while (!existsSync(join(outDir, '360p', 'segment-00000.ts'))) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    controller.abort();
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('AbortError');
    // Killed before its end: the playlist never got its last line, and no master was written.
    const playlist = join(outDir, '360p', 'index.m3u8');
    expect(existsSync(playlist) ? readFileSync(playlist, 'utf8') : '').not.toContain(
      '#EXT-X-ENDLIST',
    );
    expect(existsSync(join(outDir, 'master.m3u8'))).toBe(false);
    expect(keyFolders()).toEqual([]);
  });
});
