// Answers kept in a cache go out compressed from bytes kept with them: each encoding is made on the first
// request that asks for it, at the fast level, and made again denser on the second, which shows the entry
// is being reused; every later hit sends those bytes and costs no compression at all. The compress plugin
// (app.ts) passes an answer that already carries its Content-Encoding, and goes on compressing the
// answers made per request (docs/decisions/0039-compression.md).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJson } from './send-json';

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Bodies smaller than this go out as they are: the bytes saved would not pay for the work. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for every answer made per request and for a kept one's first request: 1, the fast
 * level. On a 14 kB list it costs about a third of quality 4's time (17 against 48 µs) for about a
 * quarter more bytes (1.6 against 1.3 kB, as gzip 1 sends), and the server's time is what bounds the
 * routes that miss the cache (docs/decisions/0039, second addendum).
 */
export const BROTLI_QUALITY = 1;

/**
 * Brotli's quality for a kept answer asked for again: made once more for an entry that is being read
 * over and over, it sends a quarter to a third fewer bytes than quality 1 on lists and searches
 * (docs/decisions/0039, third addendum).
 */
export const DENSE_BROTLI_QUALITY = 6;

/**
 * Answers up to this size are compressed in one synchronous call (tens of microseconds for the largest
 * answers of ours; bench/RESULTS.md, "Compression per route"); only larger ones go through a stream.
 */
export const SYNC_COMPRESSION_LIMIT = 512 * 1024;

const brotli = (quality: number) => (text: string) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
const gzip = (level: number) => (text: string) => gzipSync(text, { level });

type Compressors = Record<Encoding, (text: string) => Buffer>;
const fast: Compressors = { br: brotli(BROTLI_QUALITY), gzip: gzip(1) };
const dense: Compressors = { br: brotli(DENSE_BROTLI_QUALITY), gzip: gzip(6) };

/** A compressed form of kept JSON; `dense` once it was made again for an entry asked for twice. */
interface Compressed {
  bytes: Buffer;
  dense: boolean;
}

/** JSON made once and kept, with its compressed forms as they are asked for. */
export interface KeptJson {
  json: string;
  compressed?: Partial<Record<Encoding, Compressed>>;
}

/** The encoding the request accepts that the shop prefers, if any. */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return undefined;
  const chosen = negotiate(header.toLowerCase(), [...ENCODINGS]);
  return ENCODINGS.find((encoding) => encoding === chosen);
}

/** Sends kept JSON, compressed as the request accepts from the bytes kept with it. */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson) {
  if (kept.json.length < COMPRESSION_THRESHOLD) return sendJson(reply, kept.json);
  // Whatever this request accepts, a shared cache must keep answers apart by the header.
  void reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding) return sendJson(reply, kept.json);
  const forms = (kept.compressed ??= {});
  let form = forms[encoding];
  // Under varied browsing most entries are read once before they expire, so the first request pays
  // the fast level only; a second shows the entry is being reused, and the denser bytes made for it
  // serve every later one.
  if (!form?.dense) {
    const reused = form !== undefined;
    form = forms[encoding] = { bytes: (reused ? dense : fast)[encoding](kept.json), dense: reused };
  }
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .header('content-encoding', encoding)
    .send(form.bytes);
}
