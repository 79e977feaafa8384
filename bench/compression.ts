// Brotli against gzip per route: for one answer of each route, the bytes each encoding sends and the
// server time it costs to make them, so the shop keeps what serves browsers best
// (docs/decisions/0039-compression.md). Sizes and times are per answer; times are medians of repeats.
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, DENSE_BROTLI_QUALITY } from '../apps/api/src/lib/precompressed';
import { recordSection } from './results';

interface Encoder {
  name: string;
  encode(body: Buffer): Buffer;
}

const brotli = (quality: number): Encoder => ({
  name: `br ${quality}`,
  encode: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
});
const gzip = (level: number): Encoder => ({
  name: `gzip ${level}`,
  encode: (body) => gzipSync(body, { level }),
});

const ENCODERS = [gzip(1), gzip(6), brotli(1), brotli(4), brotli(6), brotli(11)];
const REPEATS = 41;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timeEncoding(encoder: Encoder, body: Buffer): { bytes: number; micros: number } {
  let bytes = 0;
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    bytes = encoder.encode(body).length;
    times.push((performance.now() - start) * 1000);
  }
  return { bytes, micros: median(times) };
}

/** Fetches each route once as it is, then measures every encoding of its answer. */
export async function measureCompression(
  routes: { name: string; url: string; headers?: Record<string, string> }[],
): Promise<void> {
  const rows: string[] = [];
  for (const route of routes) {
    const response = await fetch(route.url, {
      headers: { ...route.headers, 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await response.arrayBuffer());
    const cells = ENCODERS.map((encoder) => {
      const { bytes, micros } = timeEncoding(encoder, body);
      return `${(bytes / 1024).toFixed(1)} kB · ${micros.toFixed(0)} µs`;
    });
    rows.push(`| ${route.name} | ${(body.length / 1024).toFixed(1)} kB | ${cells.join(' | ')} |`);
  }
  const body = [
    '## Compression per route',
    '',
    `${new Date().toISOString().slice(0, 10)} · one answer of each route, its size as each encoding sends it and the median time to make it (${REPEATS} repeats). The shop sends Brotli ${BROTLI_QUALITY} for answers made per request and for a kept answer's first request, and Brotli ${DENSE_BROTLI_QUALITY} for a kept answer from its second on (gzip 1 and 6 likewise, only to clients without Brotli).`,
    '',
    `| route | plain | ${ENCODERS.map((encoder) => encoder.name).join(' | ')} |`,
    `| --- | ---: | ${ENCODERS.map(() => '---:').join(' | ')} |`,
    ...rows,
  ].join('\n');
  console.log(`\n${body}\n`);
  await recordSection('compression', body);
}
