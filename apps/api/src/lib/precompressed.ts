// Answers kept in a cache go out compressed from bytes kept with them: each encoding is made once per
// cache entry, on the first request that asks for it, so a cache hit costs no compression at all. The
// compress plugin (app.ts) passes an answer that already carries its Content-Encoding, and goes on
// compressing the answers made per request (docs/decisions/0039-compression.md).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJson } from './send-json';

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Bodies smaller than this go out as they are: the bytes saved would not pay for the work. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for every answer, kept or made per request: 1, the fast level. On a 14 kB list it
 * costs about a third of quality 4's time (17 against 48 µs) for about a quarter more bytes (1.6 against
 * 1.3 kB, as gzip 1 sends), and the server's time is what bounds the routes that miss the cache
 * (docs/decisions/0039, second addendum).
 */
export const BROTLI_QUALITY = 1;

/**
 * Answers up to this size are compressed in one synchronous call (tens of microseconds for the largest
 * answers of ours; bench/RESULTS.md, "Compression per route"); only larger ones go through a stream.
 */
export const SYNC_COMPRESSION_LIMIT = 512 * 1024;

const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => gzipSync(text),
};

/** JSON made once and kept, with its compressed forms as they are asked for. */
export interface KeptJson {
  json: string;
  compressed?: Partial<Record<Encoding, Buffer>>;
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
  const compressed = (kept.compressed ??= {});
  const bytes = (compressed[encoding] ??= compressors[encoding](kept.json));
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .header('content-encoding', encoding)
    .send(bytes);
}
