// Lesson videos through the machine's ffprobe and ffmpeg: a check that an upload is a video a lesson can
// use, and its transcoding into AES-128 encrypted HLS (two renditions, a master playlist and a poster).
// Both programs are spawned with fixed argument lists and no shell, so no file name is ever parsed as
// shell syntax.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { lengthInWords } from '@kaushal/shared';

export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
}

/** A file refused as a lesson video; its message is shown to the admin as is, in a buyer-friendly sentence. */
export class VideoRefused extends Error {
  override name = 'VideoRefused';
}

export interface HlsRendition {
  height: number;
  width: number;
  /** Peak bit rate of its segments, in bits per second, as HLS's BANDWIDTH asks. */
  bandwidth: number;
  /** Relative to the output folder, e.g. '720p/index.m3u8'. */
  playlist: string;
}

export interface HlsOutput {
  durationSeconds: number;
  /** Highest first. */
  renditions: HlsRendition[];
  /** 'poster.jpg' */
  poster: string;
  /** Every file written, relative to the output folder, with forward slashes, master.m3u8 included. */
  files: string[];
}

const MIN_SECONDS = 1;
const MAX_SECONDS = 12 * 3600;
const MIN_SIDE = 64;
const MAX_SIDE = 4096;
const SEGMENT_SECONDS = 6;
const MAX_HEIGHT = 720;
const POSTER_MAX_WIDTH = 1280;
/** How much of ffmpeg's stderr a failure's message carries: its last lines say what went wrong. */
const STDERR_TAIL = 2048;

/**
 * Options put before every input. An upload is untrusted: left to itself ffmpeg guesses the format from
 * the content, and reads a text file as an ANSI-art "video" or follows a playlist hidden in a file to
 * other files on the server. Only the file itself may be opened, and only as a common video container
 * (`mov` covers mp4/m4v/3gp, `matroska` covers webm).
 */
const INPUT_GUARD = [
  '-protocol_whitelist',
  'file',
  '-format_whitelist',
  'mov,matroska,avi,mpegts,mpeg,flv,asf,ogg',
];

/** What probeVideo reads, plus what transcoding needs of it. */
interface SourceVideo extends ProbedVideo {
  /** The video stream's index in the file, for `-map`. */
  streamIndex: number;
  exactSeconds: number;
}

/** The part of ffprobe's JSON read here. */
interface FfprobeOutput {
  format?: { duration?: string };
  streams?: {
    index?: number;
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    sample_aspect_ratio?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

/**
 * Reads a file with ffprobe. Refuses (VideoRefused) a file that is not a video, lasts under 1 s or over
 * 12 h, or is under 64 px or over 4096 px on a side. Sizes are as the video is shown: a phone's portrait
 * video, stored landscape with a rotation, is reported portrait.
 */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const { durationSeconds, width, height } = await inspect(file);
  return { durationSeconds, width, height };
}

/**
 * Transcodes `input` into `outDir` (created if missing): `master.m3u8`, two renditions `<h>p/index.m3u8`
 * with 6-second `<h>p/segment-00000.ts` segments (H.264 + AAC, AES-128 encrypted with `key`, whose URI in
 * the playlists is the literal `keyUri`), and `poster.jpg`. On failure or abort, `outDir` may hold partial
 * files: the caller removes it.
 *
 * The IV: each segment's is its media sequence number (0, 1, 2…), the HLS default, so no two segments of
 * a rendition share one. ffmpeg 5.1 alone would compute it for the first segment only and reuse it for
 * all; `-hls_flags periodic_rekey` makes it redo the key set-up, IV included, at every segment. It writes
 * the IV into each segment's `#EXT-X-KEY` line too, so players need not know the rule.
 */
export async function transcodeToHls(
  input: string,
  outDir: string,
  options: { key: Buffer; keyUri: string; signal?: AbortSignal },
): Promise<HlsOutput> {
  const { key, keyUri, signal } = options;
  if (key.length !== 16) throw new Error('An AES-128 key is 16 bytes.');
  // The URI is a line of the key info file and a quoted attribute of the playlists.
  if (/["\r\n]/.test(keyUri)) throw new Error('The key URI may hold no quote or line break.');

  const source = await inspect(input, signal);
  const high = evenAtLeast2(Math.min(source.height, MAX_HEIGHT));
  const sizes = [high, evenAtLeast2(high / 2)].map((height) => ({
    height,
    width: evenAtLeast2(Math.round((source.width * height) / source.height)),
  }));
  const posterWidth = evenAtLeast2(Math.min(source.width, POSTER_MAX_WIDTH));
  const posterHeight = evenAtLeast2(Math.round((source.height * posterWidth) / source.width));
  for (const { height } of sizes) await mkdir(join(outDir, `${height}p`), { recursive: true });

  // ffmpeg reads the key from a file named in the key info file. Both live in a folder of their own
  // outside outDir, whose files are published as they are, and go once ffmpeg has exited (it rereads
  // them at every segment). mkdtemp makes the folder 0700.
  const keyDir = await mkdtemp(join(tmpdir(), 'hls-key-'));
  try {
    const keyInfo = join(keyDir, 'keyinfo');
    await writeFile(join(keyDir, 'key'), key, { mode: 0o600 });
    await writeFile(keyInfo, `${keyUri}\n${join(keyDir, 'key')}\n`, { mode: 0o600 });

    const video = ['-map', `0:${source.streamIndex}`];
    const args = [
      ...['-hide_banner', '-nostdin', '-y', '-nostats', '-loglevel', 'error'],
      ...INPUT_GUARD,
      ...['-i', inputUrl(input)],
      // One run, one decode, three outputs: both renditions and the poster.
      ...sizes.flatMap(({ width, height }) => {
        const folder = join(outDir, `${height}p`);
        // A cap on the video's rate keeps segments streamable on the connections the rendition is for.
        const kbps = Math.max(200, Math.round((width * height * 3) / 1000));
        return [
          ...video,
          ...['-map', '0:a:0?'], // the `?`: a source without audio gives a rendition without audio
          ...['-vf', `scale=${width}:${height},setsar=1`],
          ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
          ...['-maxrate', `${kbps}k`, '-bufsize', `${kbps * 2}k`],
          // A keyframe at every 6 s, where the muxer may cut, so every segment but the last lasts 6 s.
          ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
          ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
          ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
          ...['-hls_key_info_file', keyInfo, '-hls_flags', 'periodic_rekey'],
          ...['-hls_segment_filename', join(folder, 'segment-%05d.ts'), join(folder, 'index.m3u8')],
        ];
      }),
      ...video,
      ...['-ss', (source.exactSeconds * 0.1).toFixed(3), '-frames:v', '1', '-update', '1'],
      ...['-vf', `scale=${posterWidth}:${posterHeight},setsar=1`, '-q:v', '3'],
      join(outDir, 'poster.jpg'),
    ];
    const { code, stderrTail } = await run('ffmpeg', args, { signal, lowPriority: true });
    if (code !== 0) throw new Error(`ffmpeg failed (exit code ${code}): ${stderrTail}`);
  } finally {
    await rm(keyDir, { recursive: true, force: true });
  }

  const renditions: HlsRendition[] = [];
  const files = ['master.m3u8', 'poster.jpg'];
  // ffmpeg leaves no poster, and still succeeds, when it finds no frame to take.
  await stat(join(outDir, 'poster.jpg')).catch(() => {
    throw new Error('ffmpeg found no frame for the poster.');
  });
  for (const size of sizes) {
    const read = await readRendition(outDir, size);
    renditions.push(read.rendition);
    files.push(...read.files);
  }
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...renditions.flatMap(({ bandwidth, width, height, playlist }) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${height}`,
      playlist,
    ]),
  ];
  await writeFile(join(outDir, 'master.m3u8'), `${master.join('\n')}\n`);
  return { durationSeconds: source.durationSeconds, renditions, poster: 'poster.jpg', files };
}

async function inspect(file: string, signal?: AbortSignal): Promise<SourceVideo> {
  const args = ['-v', 'error', ...INPUT_GUARD, '-print_format', 'json', '-show_format'];
  const { code, stdout } = await run('ffprobe', [...args, '-show_streams', inputUrl(file)], {
    signal,
  });
  const unreadable = new VideoRefused('This file is not a video we can read.');
  if (code !== 0) throw unreadable;
  let probed: FfprobeOutput;
  try {
    probed = JSON.parse(stdout) as FfprobeOutput;
  } catch {
    throw unreadable;
  }
  // An audio file's cover art is a video stream too, of a single picture.
  const stream = probed.streams?.find(
    (candidate) => candidate.codec_type === 'video' && candidate.disposition?.attached_pic !== 1,
  );
  const seconds = Number(probed.format?.duration ?? stream?.duration);
  if (stream?.index === undefined || !stream.width || !stream.height || !Number.isFinite(seconds)) {
    throw unreadable;
  }

  if (seconds < MIN_SECONDS) {
    throw new VideoRefused(
      `This video lasts ${formatLength(seconds)}; a lesson video must last at least 1 second.`,
    );
  }
  if (seconds > MAX_SECONDS) {
    throw new VideoRefused(
      `This video lasts ${formatLength(seconds)}; a lesson video may last at most 12 hours.`,
    );
  }

  // As shown: stretched by non-square pixels, turned by a rotation (ffmpeg applies both when it transcodes).
  const [sarNumerator, sarDenominator] = (stream.sample_aspect_ratio ?? '').split(':').map(Number);
  const pixelAspect = sarNumerator && sarDenominator ? sarNumerator / sarDenominator : 1;
  const rotation =
    stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
    Number(stream.tags?.rotate ?? 0);
  const shownWidth = Math.round(stream.width * pixelAspect);
  const [width, height] =
    Math.abs(rotation) % 180 === 90 ? [stream.height, shownWidth] : [shownWidth, stream.height];
  if (Math.min(width, height) < MIN_SIDE) {
    throw new VideoRefused(
      `This video is ${width} × ${height} pixels; a lesson video must be at least ${MIN_SIDE} pixels on each side.`,
    );
  }
  if (Math.max(width, height) > MAX_SIDE) {
    throw new VideoRefused(
      `This video is ${width} × ${height} pixels; a lesson video may be at most ${MAX_SIDE} pixels on each side.`,
    );
  }
  return {
    durationSeconds: Math.max(1, Math.round(seconds)),
    width,
    height,
    streamIndex: stream.index,
    exactSeconds: seconds,
  };
}

/** A rendition's playlist, its segments and its peak bit rate, read back from what ffmpeg wrote. */
async function readRendition(outDir: string, size: { width: number; height: number }) {
  const folder = `${size.height}p`;
  const playlist = `${folder}/index.m3u8`;
  const files = [playlist];
  let segmentSeconds = 0;
  let peak = 0;
  for (const line of (await readFile(join(outDir, playlist), 'utf8')).split('\n')) {
    if (line.startsWith('#EXTINF:'))
      segmentSeconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.trim() && !line.startsWith('#')) {
      const segment = `${folder}/${line.trim()}`;
      const { size: bytes } = await stat(join(outDir, segment));
      // Rated over at least a second: a last segment of a few frames would otherwise show a rate
      // no player ever has to sustain.
      peak = Math.max(peak, (bytes * 8) / Math.max(segmentSeconds, 1));
      files.push(segment);
    }
  }
  return { rendition: { ...size, bandwidth: Math.ceil(peak), playlist }, files };
}

/**
 * Runs a program to its end, collecting its stdout and the tail of its stderr. Rejects when it cannot
 * be started or when `signal` aborts it, once the killed child has exited.
 */
function run(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; lowPriority?: boolean },
): Promise<{ code: number | null; stdout: string; stderrTail: string }> {
  const { signal, lowPriority = false } = options;
  return new Promise((resolveRun, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (lowPriority && child.pid !== undefined) {
      // Transcoding takes every core it can get; the server's requests come first. Best effort: a
      // system may refuse it, and the transcode is as good without.
      try {
        setPriority(child.pid, 10);
      } catch {
        // Runs at normal priority.
      }
    }
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    child.once('error', (error) => {
      signal?.removeEventListener('abort', kill);
      reject(error);
    });
    child.once('close', (code) => {
      signal?.removeEventListener('abort', kill);
      if (signal?.aborted) reject(abortError(signal));
      else resolveRun({ code, stdout, stderrTail: stderr });
    });
  });
}

function abortError(signal: AbortSignal): Error {
  const error = new Error('The video processing was aborted.', { cause: signal.reason });
  error.name = 'AbortError';
  return error;
}

/** The `file:` protocol keeps a name with a colon, or starting with a dash, from reading as anything else. */
const inputUrl = (file: string) => `file:${resolve(file)}`;

/** H.264 in 4:2:0 wants even sides. */
const evenAtLeast2 = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/** "0.4 s", "3 min 20 s", "14 h 3 min". */
const formatLength = (seconds: number): string =>
  seconds < 60
    ? `${Number(seconds.toFixed(1))} s`
    : // Up, so that a video just over 12 hours does not read as lasting 12 hours.
      lengthInWords(Math.ceil(seconds));
